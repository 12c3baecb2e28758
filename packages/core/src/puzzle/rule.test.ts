import { effectiveOffsets, Neighbourhood } from './neighbourhood.ts';
import { describe, expect, it } from 'vitest';
import { allRules, naiveToggled, pressOnce } from '../_test-support.ts';
import {
  CLASSIC_RULE,
  isCrossWithCenter,
  makeRule,
  ruleName,
  TOPOLOGIES,
  type Topology,
  transposeRule,
} from './rule.ts';
import { edgesOf } from './topology.ts';
import { ruleMatrix } from './rule-matrix.ts';
import { namedStencil } from './stencil.ts';
import { parseStencil } from '../format/stencil-pattern.ts';

const cross = namedStencil('cross');
const moore = namedStencil('moore');


describe('topologies', () => {
  it('plane clips, torus wraps both, cylinder wraps columns only; the Möbius strip, Klein bottle and projective plane twist', () => {
    expect(TOPOLOGIES).toEqual(['plane', 'torus', 'cylinder', 'mobius', 'klein', 'projective']);
    const edges = (t: Topology) => [edgesOf(t).rows, edgesOf(t).cols];
    expect(edges('plane')).toEqual(['clip', 'clip']);
    expect(edges('torus')).toEqual(['wrap', 'wrap']);
    expect(edges('cylinder')).toEqual(['clip', 'wrap']);
    expect(edges('mobius')).toEqual(['clip', 'twist']);
    expect(edges('klein')).toEqual(['wrap', 'twist']);
    expect(edges('projective')).toEqual(['twist', 'twist']);
  });

  it('a corner press shows the edge behaviour', () => {
    expect(pressOnce(makeRule(cross, 'plane'), 4, 4, 0, 0)).toEqual(['##..', '#...', '....', '....']);
    expect(pressOnce(makeRule(cross, 'torus'), 4, 4, 0, 0)).toEqual(['##.#', '#...', '....', '#...']);
    expect(pressOnce(makeRule(cross, 'cylinder'), 4, 4, 0, 0)).toEqual(['##.#', '#...', '....', '....']);
    expect(pressOnce(makeRule(moore, 'torus'), 4, 5, 3, 4)).toEqual(['#..##', '.....', '#..##', '#..##']);
  });
});

describe('rule helpers', () => {
  it('CLASSIC_RULE, makeRule, ruleName, isCrossWithCenter', () => {
    expect(CLASSIC_RULE.topology).toBe('plane');
    expect(CLASSIC_RULE.stencil.offsets).toEqual(cross.offsets);
    expect(Object.isFrozen(CLASSIC_RULE)).toBe(true);
    expect(makeRule(moore).topology).toBe('plane');
    expect(ruleName(makeRule(cross, 'torus'))).toBe('cross on torus');
    expect(ruleName(makeRule(parseStencil('.#./.##/...'), 'cylinder'))).toBe('.#./.##/... on cylinder');
    expect(isCrossWithCenter(makeRule(parseStencil('.#./###/.#.'), 'torus'))).toBe(true);
    expect(isCrossWithCenter(makeRule(namedStencil('cross', { center: false })))).toBe(false);
    expect(isCrossWithCenter(makeRule(moore))).toBe(false);
    expect(isCrossWithCenter(makeRule(parseStencil('.#./##./.#.')))).toBe(false);
  });
});

describe('Neighbourhood.cells', () => {
  it('matches the definition (distinct cells, wrapped or clipped) for every rule on small and wide shapes', () => {
    const shapes: Array<[number, number]> = [];
    for (let r = 1; r <= 5; r++) for (let c = 1; c <= 5; c++) shapes.push([r, c]);
    shapes.push([2, 33], [3, 32], [1, 40]);
    for (const rule of allRules()) {
      for (const [rows, cols] of shapes) {
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            const near = new Neighbourhood(rule, rows, cols);
            const out = new Int32Array(near.offsets.length);
            const got = Array.from(out.subarray(0, near.cells(r * cols + c, out)));
            expect(new Set(got).size).toBe(got.length);
            expect(new Set(got)).toEqual(naiveToggled(rule, rows, cols, r, c));
          }
        }
      }
    }
  });
});

describe('the small-side convention: each distinct cell toggles once', () => {
  it('1×1 torus: every stencil with a centre toggles the one cell once', () => {
    for (const name of ['cross', 'moore', 'diagonal'] as const) {
      expect(pressOnce(makeRule(namedStencil(name), 'torus'), 1, 1, 0, 0)).toEqual(['#']);
      expect(pressOnce(makeRule(namedStencil(name), 'cylinder'), 1, 1, 0, 0)).toEqual(['#']);
      expect(pressOnce(makeRule(namedStencil(name), 'plane'), 1, 1, 0, 0)).toEqual(['#']);
    }
    // without the centre the wrapped neighbours still land on the cell itself: it toggles once
    expect(pressOnce(makeRule(namedStencil('cross', { center: false }), 'torus'), 1, 1, 0, 0)).toEqual(['#']);
    expect(pressOnce(makeRule(namedStencil('cross', { center: false }), 'plane'), 1, 1, 0, 0)).toEqual(['.']);
  });

  it('1×2 torus and cylinder: left and right neighbour are the same cell', () => {
    expect(pressOnce(makeRule(cross, 'torus'), 1, 2, 0, 0)).toEqual(['##']);
    expect(pressOnce(makeRule(cross, 'cylinder'), 1, 2, 0, 1)).toEqual(['##']);
    expect(pressOnce(makeRule(namedStencil('cross', { center: false }), 'torus'), 1, 2, 0, 0)).toEqual(['##']);
    expect(pressOnce(makeRule(namedStencil('diagonal', { center: false }), 'torus'), 1, 2, 0, 0)).toEqual(['.#']);
    expect(effectiveOffsets(makeRule(cross, 'torus'), 1, 2)).toHaveLength(2);
  });

  it('2×2 torus: a cross press toggles three distinct cells, a Moore press all four', () => {
    expect(pressOnce(makeRule(cross, 'torus'), 2, 2, 0, 0)).toEqual(['##', '#.']);
    expect(pressOnce(makeRule(cross, 'torus'), 2, 2, 1, 1)).toEqual(['.#', '##']);
    expect(pressOnce(makeRule(moore, 'torus'), 2, 2, 0, 1)).toEqual(['##', '##']);
    expect(pressOnce(makeRule(namedStencil('diagonal'), 'torus'), 2, 2, 0, 0)).toEqual(['#.', '.#']);
    expect(ruleMatrix(makeRule(cross, 'torus'), 2, 2).words.length).toBe(4);
  });

  it('3×1 cylinder: the wrapped columns collapse onto the pressed column', () => {
    expect(pressOnce(makeRule(cross, 'cylinder'), 3, 1, 1, 0)).toEqual(['#', '#', '#']);
    expect(pressOnce(makeRule(moore, 'cylinder'), 3, 1, 0, 0)).toEqual(['#', '#', '.']);
  });

  it('effectiveOffsets are distinct, wrapped components lie in [0, side)', () => {
    for (const rule of allRules()) {
      for (const [rows, cols] of [[1, 1], [1, 2], [2, 1], [2, 2], [3, 2], [2, 5], [4, 4], [6, 7]] as const) {
        const eff = effectiveOffsets(rule, rows, cols);
        expect(new Set(eff.map(([a, b]) => `${a},${b}`)).size).toBe(eff.length);
        for (const [dr, dc] of eff) {
          const { rows: re, cols: ce } = edgesOf(rule.topology);
          if (re === 'wrap') expect(dr >= 0 && dr < rows).toBe(true);
          else if (re === 'clip') expect(Math.abs(dr)).toBeLessThan(rows);
          if (ce === 'wrap') expect(dc >= 0 && dc < cols).toBe(true);
          else if (ce === 'clip') expect(Math.abs(dc)).toBeLessThan(cols);
        }
      }
    }
  });
});

describe('transposeRule', () => {
  it('is the rule whose matrix is Aᵀ, for every rule including tiny wrapped sides', () => {
    for (const rule of allRules()) {
      for (const [rows, cols] of [[1, 1], [1, 2], [2, 2], [2, 3], [3, 3], [4, 5], [5, 2]] as const) {
        expect(ruleMatrix(transposeRule(rule), rows, cols).equals(ruleMatrix(rule, rows, cols).transpose())).toBe(true);
      }
    }
  });

  it('returns the same rule for symmetric stencils and a different matrix for asymmetric ones', () => {
    const sym = makeRule(moore, 'torus');
    expect(transposeRule(sym)).toBe(sym);
    const asym = makeRule(parseStencil('.#./.##/...'), 'plane');
    const t = transposeRule(asym);
    expect(t.topology).toBe('plane');
    const a = ruleMatrix(asym, 3, 3);
    expect(a.equals(a.transpose())).toBe(false);
    expect(ruleMatrix(t, 3, 3).equals(a.transpose())).toBe(true);
  });
});
