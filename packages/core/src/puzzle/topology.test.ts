import { describe, expect, it } from 'vitest';
import { allRules, naiveMatrix, naiveToggled, pressOnce } from '../_test-support.ts';
import { ArgumentError } from '../errors.ts';
import { Board } from './board.ts';
import { Neighbourhood } from './neighbourhood.ts';
import { pressEffect } from './press.ts';
import { assertRule, makeRule, ruleName, transposeRule } from './rule.ts';
import { randomBoard, seededRandom } from './random.ts';
import { ruleMatrix } from './rule-matrix.ts';
import { namedStencil } from './stencil.ts';
import {
  ANY_EDGES,
  EDGE_KINDS,
  type EdgeKind,
  edgesAre,
  edgesOf,
  isTopology,
  NAMED_TOPOLOGIES,
  parseTopology,
  TOPOLOGIES,
  TOPOLOGY_VALUES,
  topologyOf,
  UNTWISTED_EDGES,
} from './topology.ts';

const cross = namedStencil('cross');


describe('the topology table', () => {
  it('names six surfaces, each with a label, help and a distinct pair of edges; the names are the canonical values', () => {
    expect(NAMED_TOPOLOGIES.map((t) => t.name)).toEqual(TOPOLOGIES);
    expect(new Set(NAMED_TOPOLOGIES.map((t) => `${t.edges.rows},${t.edges.cols}`)).size).toBe(6);
    for (const t of NAMED_TOPOLOGIES) {
      expect(t.label.length).toBeGreaterThan(0);
      expect(t.help.length).toBeGreaterThan(0);
      expect(topologyOf(t.edges)).toBe(t.name);
      expect(edgesOf(t.name)).toBe(t.edges);
      expect(isTopology(t.name)).toBe(true);
    }
  });

  it('every pair of edge kinds is a topology: named when the table names it, else rows,cols', () => {
    for (const rows of EDGE_KINDS) {
      for (const cols of EDGE_KINDS) {
        const t = topologyOf({ rows, cols });
        expect(edgesOf(t)).toEqual({ rows, cols });
        expect(isTopology(t)).toBe(true);
        expect(parseTopology(`${rows},${cols}`)).toBe(t);
        const named = NAMED_TOPOLOGIES.find((n) => n.edges.rows === rows && n.edges.cols === cols);
        expect(t).toBe(named ? named.name : `${rows},${cols}`);
        // a named pair is not canonical in its pair form
        if (named) expect(isTopology(`${rows},${cols}`)).toBe(false);
      }
    }
  });

  it('names are lowercase and read exactly (other case is refused, with the hint); rules hold the canonical value', () => {
    for (const [bad, hint] of [['TORUS', 'torus'], [' Mobius ', 'mobius'], ['Twist , Clip', 'twist,clip'], ['CLIP,TWIST', 'clip,twist']] as const) {
      expect(() => parseTopology(bad)).toThrow(ArgumentError);
      expect(() => parseTopology(bad)).toThrow(`did you mean "${hint}"`);
      expect(() => makeRule(cross, bad as never)).toThrow(ArgumentError);
    }
    expect(parseTopology('clip,twist')).toBe('mobius');
    expect(parseTopology({ rows: 'wrap', cols: 'twist' })).toBe('klein');
    expect(makeRule(cross, { rows: 'twist', cols: 'clip' }).topology).toBe('twist,clip');
    expect(makeRule(cross, 'projective').topology).toBe('projective');
    // a rule object that bypasses makeRule must hold the canonical value, and is told which
    expect(() => assertRule({ stencil: cross, topology: 'TORUS' as never })).toThrow(/did you mean "torus"/);
    expect(() => assertRule({ stencil: cross, topology: 'clip,twist' as never })).toThrow(/"mobius"/);
  });

  it('refuses unknown names and edge pairs with the valid ones', () => {
    for (const bad of ['moebius', 'klien', 'twist', 'twist,bend', 'clip,clip,clip', '', 'plane2']) {
      expect(() => parseTopology(bad)).toThrow(ArgumentError);
      expect(() => parseTopology(bad)).toThrow(/plane, torus, cylinder, mobius, klein, projective.*clip, wrap, twist/);
      expect(() => makeRule(cross, bad as never)).toThrow(ArgumentError);
    }
    expect(() => parseTopology({ rows: 'bend' as EdgeKind, cols: 'clip' })).toThrow(ArgumentError);
    expect(() => edgesOf('nope' as never)).toThrow(ArgumentError);
  });

  it('TOPOLOGY_VALUES lists every canonical value once: the names, then the unnamed pairs', () => {
    expect(TOPOLOGY_VALUES).toEqual([...TOPOLOGIES, 'wrap,clip', 'twist,clip', 'twist,wrap']);
  });

  it('edgesAre reads a method support: any of its rectangles', () => {
    expect(TOPOLOGIES.filter((t) => edgesAre(t, UNTWISTED_EDGES))).toEqual(['plane', 'torus', 'cylinder']);
    expect(TOPOLOGIES.every((t) => edgesAre(t, ANY_EDGES))).toBe(true);
    const folds = [{ rows: ['clip', 'wrap'], cols: ['twist'] }, { rows: ['twist'], cols: ['clip', 'wrap'] }] as const;
    expect(TOPOLOGIES.filter((t) => edgesAre(t, folds))).toEqual(['mobius', 'klein']);
    expect(edgesAre('twist,clip', folds)).toBe(true);
    expect(edgesAre('projective', folds)).toBe(false);
  });
});

describe('presses on the twisted surfaces', () => {
  it('crossing a twisted seam mirrors the other axis', () => {
    // Möbius: the right edge meets the left upside down
    expect(pressOnce(makeRule(cross, 'mobius'), 3, 4, 0, 3)).toEqual(['..##', '...#', '#...']);
    // Klein: the same, and the top meets the bottom
    expect(pressOnce(makeRule(cross, 'klein'), 3, 4, 0, 3)).toEqual(['..##', '...#', '#..#']);
    // projective: the top meets the bottom mirrored too
    expect(pressOnce(makeRule(cross, 'projective'), 3, 4, 0, 1)).toEqual(['###.', '.#..', '..#.']);
    // the Möbius strip turned a quarter
    expect(pressOnce(makeRule(cross, { rows: 'twist', cols: 'clip' }), 4, 3, 3, 0)).toEqual(['..#', '...', '#..', '##.']);
  });

  it('cells forward and backward, and on the transposed board, match the definition for every rule and pair of edges', () => {
    const wrong: string[] = [];
    for (const rule of allRules(true)) {
      for (const [rows, cols] of [[1, 1], [1, 3], [2, 1], [2, 2], [2, 3], [3, 2], [3, 3], [4, 5], [5, 4], [6, 6]] as const) {
        const near = new Neighbourhood(rule, rows, cols);
        const turned = near.transposed();
        const a = naiveMatrix(rule, rows, cols);
        const out = new Int32Array(near.width);
        for (let q = 0; q < rows * cols; q++) {
          const r = Math.floor(q / cols);
          const c = q % cols;
          const fwd = new Set(out.subarray(0, near.cells(q, out, 1)));
          const back = new Set(out.subarray(0, near.cells(q, out, -1)));
          const want = new Set(a.flatMap((row, l) => (row[q] ? [l] : [])));
          const wantBack = new Set(a[q]!.flatMap((on, p) => (on ? [p] : [])));
          const t = (cell: number) => (cell % cols) * rows + Math.floor(cell / cols);
          const fwdT = new Set(Array.from(out.subarray(0, turned.cells(t(q), out, 1)), (x) => (x % rows) * cols + Math.floor(x / rows)));
          const label = `${rule.stencil.name} on ${rule.topology} ${rows}×${cols} at ${r},${c}`;
          if (!sameSet(fwd, want) || !sameSet(back, wantBack) || !sameSet(fwdT, want)) wrong.push(label);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('transposeRule of a twisted rule is the rule of Aᵀ, and transposing twice gives the rule back', () => {
    for (const rule of allRules(true).filter((r) => edgesOf(r.topology).rows === 'twist' || edgesOf(r.topology).cols === 'twist')) {
      const t = transposeRule(rule);
      expect(transposeRule(t)).toBe(rule);
      for (const [rows, cols] of [[1, 2], [2, 2], [3, 4], [5, 3]] as const) {
        expect(ruleMatrix(t, rows, cols).equals(ruleMatrix(rule, rows, cols).transpose()), `${rule.stencil.name} ${rule.topology}`).toBe(true);
      }
    }
  });

  it('pressEffect (row by row, with seam shifts where the columns twist) equals pressing cell by cell, for A and Aᵀ', () => {
    const random = seededRandom('press effect');
    for (const twisted of allRules(true).filter((r) => edgesOf(r.topology).cols === 'twist' || edgesOf(r.topology).rows === 'twist')) {
      for (const rule of [twisted, transposeRule(twisted)]) {
        for (const [rows, cols] of [[5, 6], [7, 9], [4, 3], [5, 2], [1, 7]] as const) {
          const presses = randomBoard(rows, cols, { random });
          const want = new Board(rows, cols);
          for (const [r, c] of presses.cells()) for (const l of naiveToggled(rule, rows, cols, r, c)) want.toggle(Math.floor(l / cols), l % cols);
          expect(pressEffect(presses, rule).equals(want), `${ruleName(rule)} ${rows}×${cols}`).toBe(true);
        }
      }
    }
  });
});

function sameSet(a: Set<number>, b: Set<number>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}
