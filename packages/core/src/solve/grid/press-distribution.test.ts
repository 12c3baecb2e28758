import { describe, expect, it } from 'vitest';
import { facts, naiveToggled, popcount } from '../../_test-support.ts';
import { makeRule, type Rule, ruleName } from '../../puzzle/rule.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { parseStencil } from '../../format/stencil-pattern.ts';
import { pressCountDistribution } from './press-distribution.ts';

const F = facts();

/** Brute force: press every one of the 2^cells patterns, keep the lightest pattern per resulting board. */
function bruteDistribution(rows: number, cols: number, rule: Rule): number[] {
  const n = rows * cols;
  const masks: number[] = [];
  for (let j = 0; j < n; j++) {
    let m = 0;
    for (const i of naiveToggled(rule, rows, cols, Math.floor(j / cols), j % cols)) m |= 1 << i;
    masks.push(m);
  }
  const best = new Map<number, number>();
  let effect = 0;
  let pattern = 0;
  for (let step = 0; step < 2 ** n; step++) {
    if (step > 0) {
      const bit = 31 - Math.clz32(step & -step);
      effect ^= masks[bit]!;
      pattern ^= 1 << bit;
    }
    const w = popcount(pattern);
    const b = best.get(effect);
    if (b === undefined || w < b) best.set(effect, w);
  }
  const counts: number[] = [];
  for (const w of best.values()) counts[w] = (counts[w] ?? 0) + 1;
  return Array.from(counts, (c) => c ?? 0);
}

describe('pressCountDistribution', () => {
  it('4×4 classic matches the published distribution (4096 solvable boards)', () => {
    const d = pressCountDistribution(4, 4);
    expect(d).toEqual(F.distribution_4x4);
    expect(d.reduce((a, b) => a + b, 0)).toBe(4096);
  });

  it('5×5 classic matches the published distribution (2^23 solvable boards)', () => {
    const d = pressCountDistribution(5, 5);
    expect(d).toEqual(F.distribution_5x5);
    expect(d.reduce((a, b) => a + b, 0)).toBe(2 ** 23);
  });

  it('equals brute force on small boards under other rules and topologies', () => {
    const rules = [
      makeRule(namedStencil('cross'), 'torus'),
      makeRule(namedStencil('moore'), 'plane'),
      makeRule(namedStencil('moore', { center: false }), 'cylinder'),
      makeRule(namedStencil('cross', { center: false }), 'plane'),
      makeRule(namedStencil('diagonal'), 'torus'),
      makeRule(parseStencil('.#./.##/...'), 'plane'),
      makeRule(parseStencil('..#/##./...'), 'torus'),
    ];
    for (const rule of rules) {
      for (const [rows, cols] of [[1, 1], [2, 2], [3, 3], [2, 5], [3, 4], [4, 3]] as const) {
        expect(pressCountDistribution(rows, cols, { rule }), `${ruleName(rule)} ${rows}×${cols}`).toEqual(bruteDistribution(rows, cols, rule));
      }
    }
  });

  it('refuses boards over MAX_DISTRIBUTION_CELLS, reports progress and aborts', () => {
    expect(() => pressCountDistribution(5, 7)).toThrow(RangeError);
    const seen: Array<[number, number]> = [];
    pressCountDistribution(3, 3, { onProgress: (d, t) => seen.push([d, t]) });
    expect(seen.at(-1)).toEqual([512, 512]);
    const ac = new AbortController();
    ac.abort(new Error('distribution aborted'));
    expect(() => pressCountDistribution(4, 4, { signal: ac.signal })).toThrow('distribution aborted');
  });
});
