import { describe, expect, it } from 'vitest';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil, STENCIL_NAMES } from '../../puzzle/stencil.ts';
import { denseMethod } from './dense.ts';
import { NilpotentChains } from './projective-band-chain.ts';
import { foldEliminationNullity } from './projective-fold.ts';
import { BarRing, barNullity } from './projective-nullity-bar.ts';
import { projectiveNullity } from './projective-nullity.ts';
import { projectiveNullityRow } from './projective-nullity-table.ts';
import { projectiveFold } from './projective-seam.ts';

const PROJECTIVE: Rule[] = STENCIL_NAMES.flatMap((name) => [true, false].map((center) => makeRule(namedStencil(name, { center }), 'projective')));

/**
 * Every shape through the bar-invariant path (not only large bad parts), one ring kept per orientation and ring, in a
 * table's order (rows, then columns); with `chains`, S₂ from a table's chains.
 */
function barNullities(rule: Rule, sides: number, chains?: NilpotentChains): Map<string, number> {
  const rings = new Map<string, BarRing>();
  const out = new Map<string, number>();
  for (let rows = 3; rows <= sides; rows++) {
    for (let cols = 3; cols <= sides; cols++) {
      const fold = projectiveFold(rule, rows, cols);
      if (!fold) continue;
      const key = `${fold.transposed}:${fold.n}`;
      const ring = rings.get(key) ?? rings.set(key, new BarRing(fold)).get(key)!;
      const mine = barNullity(fold, ring, undefined, chains);
      if (mine !== null) out.set(`${rows}×${cols}`, mine);
    }
  }
  return out;
}

describe('projective-nullity-bar: the nullity from 2 × 2 matrices over the bar-invariant ring', () => {
  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))('equals dense elimination on every shape the fold takes up to 12 × 12: %s', (_, rule) => {
    const mine = barNullities(rule, 12);
    const wrong = [...mine].filter(([shape, value]) => {
      const [rows, cols] = shape.split('×').map(Number) as [number, number];
      return value !== denseMethod.nullity({ rule, rows, cols });
    });
    expect(wrong).toEqual([]);
    expect(mine.size).toBeGreaterThan(40);
  });

  it.each(PROJECTIVE.map((rule) => [ruleName(rule), rule] as const))('equals the good and bad parts’ small system on every shape up to 40 × 40: %s', (_, rule) => {
    const mine = barNullities(rule, 40);
    const wrong: string[] = [];
    for (const [shape, value] of mine) {
      const [rows, cols] = shape.split('×').map(Number) as [number, number];
      const want = projectiveNullity(projectiveFold(rule, rows, cols)!, undefined, true);
      if (want !== null && value !== want) wrong.push(`${shape}: ${value}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
    expect(mine.size).toBeGreaterThan(1000);
  });

  it.each([
    ['moore', true],
    ['moore', false],
    ['diagonal', false],
  ] as const)('equals the fold’s own elimination on every shape up to 40 × 40, S₂ from a table’s chains: %s (centre %s)', (name, center) => {
    const rule = makeRule(namedStencil(name, { center }), 'projective');
    const mine = barNullities(rule, 40, new NilpotentChains());
    const wrong: string[] = [];
    for (const [shape, value] of mine) {
      const [rows, cols] = shape.split('×').map(Number) as [number, number];
      const want = foldEliminationNullity(projectiveFold(rule, rows, cols)!);
      if (value !== want) wrong.push(`${shape}: ${value}, expected ${want}`);
    }
    expect(wrong).toEqual([]);
    expect(mine.size).toBeGreaterThan(1000);
  });

  it.each([
    ['moore', true],
    ['diagonal', false],
  ] as const)('equals the fold’s own elimination on table rows whose bad parts take this path (3 | m included): %s (centre %s)', (name, center) => {
    const rule = makeRule(namedStencil(name, { center }), 'projective');
    const wrong: string[] = [];
    for (const rows of [48, 51, 54, 55, 57]) {
      const row = projectiveNullityRow(rule, rows, 50, 62, () => Number.NaN);
      row.forEach((value, i) => {
        const want = foldEliminationNullity(projectiveFold(rule, rows, 50 + i)!);
        if (value !== want) wrong.push(`${rows}×${50 + i}: ${value}, expected ${want}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('answers the same after a ring frees its T-coordinates (a table past its memory budget)', () => {
    for (const rule of PROJECTIVE) {
      const fold = projectiveFold(rule, 31, 33)!;
      const ring = new BarRing(fold);
      const first = barNullity(fold, ring);
      expect(ring.bytes).toBeGreaterThan(0);
      ring.release();
      expect(ring.bytes).toBe(0);
      expect(barNullity(fold, ring), ruleName(rule)).toBe(first);
    }
  });
});
