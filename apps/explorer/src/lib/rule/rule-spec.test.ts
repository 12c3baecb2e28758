import { namedStencil, StencilFormatError } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { CLASSIC_SPEC, isClassic, ruleLabel, sameRule, toRule } from './rule-spec.ts';

describe('rule specs', () => {
  it('turns the classic spec into cross + centre on the plane', () => {
    const rule = toRule(CLASSIC_SPEC);
    expect(rule.stencil.offsets).toEqual(namedStencil('cross').offsets);
    expect(rule.topology).toBe('plane');
    expect(isClassic(CLASSIC_SPEC)).toBe(true);
  });

  it('honours the centre flag and custom patterns', () => {
    expect(toRule({ ...CLASSIC_SPEC, center: false }).stencil.offsets).toHaveLength(4);
    expect(toRule({ ...CLASSIC_SPEC, stencil: 'custom', pattern: '#.#/.#./#.#' }).stencil.offsets).toHaveLength(5);
    expect(() => toRule({ ...CLASSIC_SPEC, stencil: 'custom', pattern: '##' })).toThrow(StencilFormatError);
  });

  it('compares and labels rules', () => {
    expect(sameRule(CLASSIC_SPEC, { ...CLASSIC_SPEC, pattern: 'ignored for named stencils' })).toBe(true);
    expect(sameRule(CLASSIC_SPEC, { ...CLASSIC_SPEC, topology: 'torus' })).toBe(false);
    expect(ruleLabel({ ...CLASSIC_SPEC, center: false, topology: 'torus' })).toBe('cross, no centre, torus');
    expect(isClassic({ ...CLASSIC_SPEC, topology: 'torus' })).toBe(false);
  });
});
