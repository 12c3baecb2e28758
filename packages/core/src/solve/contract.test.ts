/**
 * The contract every solver method honours, run over every method of every kind (two-state grids, k-state
 * grids, graphs), so a method added to a registry is covered automatically. Each method is held to its
 * kind's dense reference and, independently, to the definitions: presses must reach the need, quiet
 * patterns must be quiet and as many as the reference's, and an unsolvable need must come with a quiet
 * pattern of Aᵀ that the kind's own check accepts.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';

// Heavy by design (every method on every rule and shape): a budget well above its need on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });
import { allRules, fixtureText, renumberedGraph } from '../_test-support.ts';
import { BitMatrix } from '../gf2/bit-matrix.ts';
import { rank } from '../gf2/eliminate.ts';
import { parseGraphJson } from '../format/graph-json.ts';
import type { Graph } from '../graph/graph.ts';
import { cycleGraph, gridGraph, pathGraph, randomGraph, triangulatedGridGraph } from '../graph/graph-families.ts';
import { graphPressEffect } from '../graph/graph-game.ts';
import type { Board } from '../puzzle/board.ts';
import { pressEffect } from '../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../puzzle/random.ts';
import { makeRule, ruleName } from '../puzzle/rule.ts';
import { StateBoard } from '../puzzle/state-board.ts';
import { statePressEffect } from '../puzzle/state-press.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { EDGE_KINDS, type EdgeSupport, edgesAre, isTwisted, TOPOLOGY_VALUES, topologyOf } from '../puzzle/topology.ts';
import { parseStencil } from '../format/stencil-pattern.ts';
import type { PuzzleKind } from './complete.ts';
import { denseGraphMethod, GRAPH_METHODS } from './graph/graph-methods.ts';
import type { GraphShape } from './graph/graph-shape.ts';
import { denseMethod } from './grid/dense.ts';
import { gridKind, type GridShape } from './grid/kind.ts';
import { SOLVER_METHODS } from './grid/methods.ts';
import type { SolverMethod } from './method.ts';
import { denseStatesMethod } from './states/dense-states.ts';
import { type StateShape, statesKind } from './states/kind.ts';
import { STATE_SOLVER_METHODS } from './states/methods.ts';

/** One kind of puzzle as the contract sees it. */
interface ContractKind<S, P> {
  readonly name: string;
  readonly methods: readonly SolverMethod<S, P>[];
  readonly reference: SolverMethod<S, P>;
  readonly kind: PuzzleKind<S, P>;
  /** Shapes the reference can take on. */
  readonly shapes: readonly S[];
  /** Shapes past the reference, checked against the definitions only. */
  readonly bigShapes: readonly S[];
  label(shape: S): string;
  /** A random need, and one known to be reachable (A applied to random presses). */
  randomNeed(shape: S, random: () => number): P;
  reachableNeed(shape: S, random: () => number): P;
  /** True when A·p = 0. */
  isQuiet(shape: S, p: P): boolean;
  /** Rank of the patterns (over GF(p) for prime k; undefined for composite k, where sizes are compared). */
  rank(shape: S, ps: readonly P[]): number | undefined;
}

// ------------------------------------------------------------------ two-state grids

const GRID_SHAPES: Array<[number, number]> = [];
for (let r = 1; r <= 6; r++) for (let c = 1; c <= 6; c++) GRID_SHAPES.push([r, c]);
GRID_SHAPES.push([7, 7], [8, 8], [9, 9], [10, 10], [11, 11], [12, 12], [7, 12], [12, 7], [1, 12], [12, 1], [1, 67], [67, 1], [1, 96], [96, 1], [2, 11], [9, 4], [11, 6], [5, 12]);
/** A symmetric stencil of reach 2 (the cross at distance 2, with centre), on every pair of edge kinds. */
const REACH_TWO = parseStencil('..#../...../#.#.#/...../..#..');
/** Issue #24's reach-2 stencil (the cross of radius 2), on the untwisted named surfaces. */
const PLUS_TWO = parseStencil('..#../..#../#####/..#../..#..');
const GRID_RULES = [...allRules(), ...TOPOLOGY_VALUES.map((t) => makeRule(REACH_TWO, t)), ...(['plane', 'cylinder', 'torus'] as const).map((t) => makeRule(PLUS_TWO, t))];
const BIG_GRID: Array<[number, number]> = [[20, 20], [33, 31], [16, 70], [65, 65], [130, 130], [40, 300], [1, 500], [500, 1], [2, 600]];
/** The twisted surfaces past the reference: fewer of the largest shapes (their chase reads cell by cell). */
const BIG_TWISTED: Array<[number, number]> = [[20, 20], [33, 31], [16, 70], [31, 130], [1, 500], [2, 600]];
/** Past the reference, every rule on the untwisted surfaces and three on the twisted ones (covered against dense below that). */
const BIG_RULES = GRID_RULES.filter((r) =>
  (isTwisted(r.topology) ? ['cross', 'moore-no-center', '.#./.##/...'] : ['cross', 'cross-no-center', 'moore', 'diagonal', 'moore-no-center', '.#./.##/...']).includes(r.stencil.name),
);

const grids: ContractKind<GridShape, Board> = {
  name: 'two-state grids',
  methods: SOLVER_METHODS,
  reference: denseMethod,
  kind: gridKind,
  shapes: GRID_RULES.flatMap((rule) => GRID_SHAPES.map(([rows, cols]) => ({ rule, rows, cols }))),
  bigShapes: BIG_RULES.flatMap((rule) => (isTwisted(rule.topology) ? BIG_TWISTED : BIG_GRID).map(([rows, cols]) => ({ rule, rows, cols }))),
  label: (s) => `${ruleName(s.rule)} ${s.rows}×${s.cols}`,
  randomNeed: (s, random) => randomBoard(s.rows, s.cols, { random }),
  reachableNeed: (s, random) => randomSolvableBoard(s.rows, s.cols, { rule: s.rule, random }),
  isQuiet: (s, p) => pressEffect(p, s.rule).isEmpty(),
  rank(s, ps) {
    const m = new BitMatrix(ps.length, s.rows * s.cols);
    ps.forEach((b, i) => m.words.set(b.toVector(), i * m.stride));
    return rank(m);
  },
};

// ------------------------------------------------------------------ k-state grids

const STATE_RULES = [
  makeRule(namedStencil('cross')),
  makeRule(namedStencil('cross'), 'torus'),
  makeRule(namedStencil('moore'), 'cylinder'),
  makeRule(namedStencil('cross', { center: false })),
  ...allRules().filter((r) => r.stencil.name === '.#./.##/...' && r.topology !== 'cylinder'),
  makeRule(namedStencil('cross'), 'mobius'),
  makeRule(namedStencil('moore', { center: false }), 'projective'),
];
const STATE_SHAPES: Array<[number, number]> = [[1, 1], [1, 4], [2, 2], [2, 3], [3, 3], [4, 3], [4, 4], [5, 5], [3, 7], [6, 4]];
const STATE_KS = [2, 3, 4, 5, 6, 9, 12];

function randomStates(rows: number, cols: number, k: number, random: () => number): StateBoard {
  return new StateBoard(rows, cols, k, Uint8Array.from({ length: rows * cols }, () => random() % k));
}

/** Rank over GF(p) of integer vectors (p prime). */
function rankModP(vectors: readonly Uint8Array[], p: number): number {
  const rows = vectors.map((v) => Array.from(v, (x) => x % p));
  let r = 0;
  const n = rows[0]?.length ?? 0;
  for (let c = 0; c < n && r < rows.length; c++) {
    const pivot = rows.findIndex((row, i) => i >= r && row[c] !== 0);
    if (pivot < 0) continue;
    [rows[r], rows[pivot]] = [rows[pivot]!, rows[r]!];
    let inv = 1;
    while ((inv * rows[r]![c]!) % p !== 1) inv++;
    rows[r] = rows[r]!.map((x) => (x * inv) % p);
    for (let i = 0; i < rows.length; i++) {
      if (i === r || rows[i]![c] === 0) continue;
      const f = rows[i]![c]!;
      rows[i] = rows[i]!.map((x, j) => (((x - f * rows[r]![j]!) % p) + p) % p);
    }
    r++;
  }
  return r;
}

const isPrimeSmall = (k: number): boolean => k > 1 && Array.from({ length: k - 2 }, (_, i) => i + 2).every((d) => k % d !== 0);

const states: ContractKind<StateShape, StateBoard> = {
  name: 'k-state grids',
  methods: STATE_SOLVER_METHODS,
  reference: denseStatesMethod,
  kind: statesKind,
  shapes: STATE_RULES.flatMap((rule) => STATE_KS.flatMap((states) => STATE_SHAPES.map(([rows, cols]) => ({ rule, rows, cols, states })))),
  bigShapes: [3, 4, 6, 9].flatMap((states) => [makeRule(namedStencil('cross')), makeRule(namedStencil('moore'), 'torus')].map((rule) => ({ rule, rows: 40, cols: 33, states }))),
  label: (s) => `${ruleName(s.rule)} ${s.rows}×${s.cols} k=${s.states}`,
  randomNeed: (s, random) => randomStates(s.rows, s.cols, s.states, random),
  reachableNeed: (s, random) => statePressEffect(randomStates(s.rows, s.cols, s.states, random), s.rule),
  isQuiet: (s, p) => statePressEffect(p, s.rule).isEmpty(),
  rank: (s, ps) => (isPrimeSmall(s.states) ? rankModP(ps.map((p) => p.cells), s.states) : undefined),
};

// ------------------------------------------------------------------ graphs

const petersen = parseGraphJson(fixtureText('graphs/petersen.json'));
const graphRandom = seededRandom('contract graphs');
const GRAPHS: Array<[string, Graph]> = [
  ['path 1', pathGraph(1)],
  ['path 7', pathGraph(7)],
  ['cycle 9', cycleGraph(9)],
  ['grid 4×5', gridGraph(4, 5)],
  ['grid 2×2', gridGraph(2, 2)],
  ['grid 6×3 renumbered', renumberedGraph(gridGraph(6, 3), graphRandom)],
  ['triangulated 3×4', triangulatedGridGraph(3, 4)],
  ['petersen', petersen],
  ['random 14', randomGraph(14, 0.25, graphRandom)],
  ['random 20', randomGraph(20, 0.15, graphRandom)],
];
const graphNames = new Map(GRAPHS.map(([name, g]) => [g, name]));

const graphs: ContractKind<GraphShape, Uint8Array> = {
  name: 'graphs',
  methods: GRAPH_METHODS,
  reference: denseGraphMethod,
  kind: {
    reaches: (s, presses, need) => graphPressEffect(s.graph, presses, s.states, s.game).every((v, i) => v === need[i]),
    certifies: (s, proof, need) =>
      graphPressEffect(s.graph, proof, s.states, s.game).every((v) => v === 0) && proof.reduce((a, y, i) => (a + y * need[i]!) % s.states, 0) !== 0,
    weight: (p) => p.reduce((a, v) => a + v, 0),
    countingBound: () => 0,
    minimize: () => {
      throw new Error('not used by the contract');
    },
    searchBytes: () => 0,
  },
  shapes: GRAPHS.flatMap(([, graph]) => (['sigma-plus', 'sigma'] as const).flatMap((game) => [2, 3, 4, 6].map((states) => ({ graph, game, states })))),
  bigShapes: [2, 3].map((states) => ({ graph: gridGraph(60, 70), game: 'sigma-plus' as const, states })),
  label: (s) => `${graphNames.get(s.graph) ?? `${s.graph.vertexCount} vertices`} ${s.game} k=${s.states}`,
  randomNeed: (s, random) => Uint8Array.from({ length: s.graph.vertexCount }, () => random() % s.states),
  reachableNeed: (s, random) => graphPressEffect(s.graph, Uint8Array.from({ length: s.graph.vertexCount }, () => random() % s.states), s.states, s.game),
  isQuiet: (s, p) => graphPressEffect(s.graph, p, s.states, s.game).every((v) => v === 0),
  rank: (s, ps) => (isPrimeSmall(s.states) ? rankModP(ps, s.states) : undefined),
};

// ------------------------------------------------------------------ the contract

function contract<S, P>(k: ContractKind<S, P>): void {
  const reference = new Map<S, { nullity: number; size: bigint }>();
  const ref = (s: S) => {
    let r = reference.get(s);
    if (!r) {
      const p = k.reference.prepare(s);
      r = { nullity: p.nullity, size: p.kernelSize };
      reference.set(s, r);
    }
    return r;
  };

  describe.each(k.methods.map((m) => [m.name, m] as const))(`${k.name}: method %s`, (_name, method) => {
    const shapes = k.shapes.filter((s) => method.applies(s));
    const big = method === k.reference ? [] : k.bigShapes.filter((s) => method.applies(s));

    it('claims at least one shape', () => {
      expect(shapes.length + big.length).toBeGreaterThan(0);
    });

    it('nullity and kernel size equal the reference; the kernel is quiet, independent and complete', () => {
      const wrong: string[] = [];
      for (const s of shapes) {
        const want = ref(s);
        const prepared = method.prepare(s);
        const nullity = method.nullity(s);
        if (nullity !== want.nullity || prepared.nullity !== want.nullity || prepared.kernelSize !== want.size) {
          wrong.push(`${k.label(s)}: nullity ${nullity}/${prepared.nullity}, size ${prepared.kernelSize}; expected ${want.nullity}, ${want.size}`);
          continue;
        }
        const kernel = prepared.kernel();
        expect(kernel.generators.length, k.label(s)).toBe(want.nullity);
        expect(kernel.orders.reduce((a, o) => a * BigInt(o), 1n), k.label(s)).toBe(want.size);
        for (const g of kernel.generators) expect(k.isQuiet(s, g), k.label(s)).toBe(true);
        const r = k.rank(s, kernel.generators);
        if (r !== undefined) expect(r, k.label(s)).toBe(want.nullity);
        expect([...prepared.eachQuietPattern()].length, k.label(s)).toBe(want.nullity);
      }
      expect(wrong).toEqual([]);
    });

    it('solves reachable needs, decides random ones like the reference (reachable too), and proves the unreachable', () => {
      const random = seededRandom(`contract ${k.name} ${method.name}`);
      let proofs = 0;
      let singular = 0; // shapes with unreachable needs (a method of invertible shapes alone has none to prove)
      for (const s of shapes) {
        const prepared = method.prepare(s);
        const reference = k.reference.prepare(s);
        if (reference.nullity > 0) singular++;
        const needs = [k.reachableNeed(s, random), k.randomNeed(s, random), k.randomNeed(s, random)];
        for (const need of needs) {
          const got = prepared.solve(need);
          expect(got === null, k.label(s)).toBe(reference.solve(need) === null);
          expect(prepared.reachable(need), k.label(s)).toBe(got !== null);
          if (got) expect(k.kind.reaches(s, got, need), k.label(s)).toBe(true);
          else {
            expect(k.kind.certifies(s, prepared.proof(need), need), k.label(s)).toBe(true);
            proofs++;
          }
        }
        expect(prepared.solve(needs[0]!), k.label(s)).not.toBeNull();
      }
      if (shapes.length > 20 && singular > 0) expect(proofs).toBeGreaterThan(0);
    });

    it('property: random shapes the method claims verify and match the reference', () => {
      if (shapes.length === 0) return;
      fc.assert(
        fc.property(fc.constantFrom(...shapes), fc.integer(), (s, seed) => {
          const random = seededRandom(seed);
          const need = k.randomNeed(s, random);
          const got = method.prepare(s).solve(need);
          expect(got === null).toBe(k.reference.prepare(s).solve(need) === null);
          if (got) expect(k.kind.reaches(s, got, need)).toBe(true);
        }),
        { numRuns: 60, seed: 12 },
      );
    });

    it('past the reference, answers and kernels verify by definition', () => {
      const random = seededRandom(`big ${k.name} ${method.name}`);
      for (const s of big) {
        const prepared = method.prepare(s);
        const need = k.reachableNeed(s, random);
        const got = prepared.solve(need);
        expect(got, k.label(s)).not.toBeNull();
        expect(k.kind.reaches(s, got!, need), k.label(s)).toBe(true);
        expect(method.nullity(s), k.label(s)).toBe(prepared.nullity);
        const generators = [...prepared.eachQuietPattern()].slice(0, 40);
        for (const g of generators) expect(k.isQuiet(s, g), k.label(s)).toBe(true);
        const any = k.randomNeed(s, random);
        const res = prepared.solve(any);
        if (res) expect(k.kind.reaches(s, res, any), k.label(s)).toBe(true);
        else expect(k.kind.certifies(s, prepared.proof(any), any), k.label(s)).toBe(true);
      }
    });
  });
}

contract(grids);
contract(states);
contract(graphs);

describe('edge kinds', () => {
  // every pair of edge kinds, on every stencil kind and a spread of sides
  const rules = allRules(true);
  const sides: Array<[number, number]> = [[1, 1], [1, 5], [5, 1], [2, 2], [3, 3], [4, 7], [8, 5], [40, 40]];
  const claims = <S extends GridShape>(methods: readonly { name: string; edges: EdgeSupport; applies(s: S): boolean }[], shapeOf: (s: GridShape) => S) => {
    const wrong: string[] = [];
    for (const method of methods) {
      for (const rule of rules) {
        for (const [rows, cols] of sides) {
          if (method.applies(shapeOf({ rule, rows, cols })) && !edgesAre(rule.topology, method.edges)) wrong.push(`${method.name} claims ${ruleName(rule)}`);
        }
      }
    }
    return wrong;
  };

  it('no method claims a surface whose edges it does not state', () => {
    expect(claims(SOLVER_METHODS, (s) => s)).toEqual([]);
    expect(claims(STATE_SOLVER_METHODS, (s) => ({ ...s, states: 3 }))).toEqual([]);
  });

  it('every pair of edge kinds is claimed by some method past the dense reference, and the contract walks it', () => {
    for (const rows of EDGE_KINDS) {
      for (const cols of EDGE_KINDS) {
        const topology = topologyOf({ rows, cols });
        expect(SOLVER_METHODS.some((m) => m !== denseMethod && edgesAre(topology, m.edges)), topology).toBe(true);
        expect(GRID_RULES.some((r) => r.topology === topology), topology).toBe(true);
      }
    }
  });
});

describe('the registries', () => {
  it('hold the dense references, and every method of a kind is distinct by name', () => {
    for (const k of [grids, states, graphs] as ContractKind<unknown, unknown>[]) {
      expect(k.methods).toContain(k.reference);
      expect(new Set(k.methods.map((m) => m.name)).size).toBe(k.methods.length);
    }
  });

});
