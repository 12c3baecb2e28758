import { makeRule, namedStencil, quietPatterns, STENCIL_NAMES, TOPOLOGIES } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, pressRange, PUZZLE_SIDES } from './difficulty.ts';
import { hardestFewest } from './hardest.ts';

describe('pressRange', () => {
  it('splits the classic 5 × 5, whose hardest board needs 15 presses, into 2–5, 6–10 and 11–15', () => {
    const { max } = hardestFewest(quietPatterns(5, 5), 25);
    expect(DIFFICULTIES.map((d) => pressRange(d, max))).toEqual([
      [2, 5],
      [6, 10],
      [11, 15],
    ]);
  });

  it('gives every offered size under every named rule three ranges that follow each other and end at the most possible', () => {
    for (const name of STENCIL_NAMES) {
      for (const topology of TOPOLOGIES) {
        const rule = makeRule(namedStencil(name), topology);
        for (const side of PUZZLE_SIDES.filter((s) => s <= 5)) {
          const { max } = hardestFewest(quietPatterns(side, side, { rule }), side * side);
          const [easy, medium, hard] = DIFFICULTIES.map((d) => pressRange(d, max));
          expect(easy![0]).toBe(Math.min(2, max));
          if (max >= 5) {
            expect(medium![0]).toBe(easy![1] + 1);
            expect(hard![0]).toBe(medium![1] + 1);
          }
          expect(hard![1]).toBe(max);
          for (const range of [easy!, medium!, hard!]) expect(range[0]).toBeLessThanOrEqual(range[1]);
        }
      }
    }
  });
});
