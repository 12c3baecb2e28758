import type { BenchCase } from './cases.ts';
import {
  type Board,
  makeRule,
  namedStencil,
  nullity,
  nullityTable,
  parseStencil,
  type Rule,
  randomSolvableBoard,
  STENCIL_NAMES,
  Solver,
  seededRandom,
  solve,
  TOPOLOGIES,
} from '../src/index.ts';
import { isTwisted } from '../src/algebra.ts';
import { gridKind } from '../src/solve/grid/kind.ts';

/**
 * The variant-rule benchmarks of issue #9: every named rule (cross, Moore, diagonal, with and without the
 * centre) on every topology, for the nullity table, the n×n sweep and solving at 2048², 8192², 2000², 8000² and 10000².
 */

const random = seededRandom('rules bench');

/**
 * Every named rule × untwisted topology, with a short label (the twisted surfaces are {@link TWISTED_RULES} and
 * {@link PROJECTIVE_RULES}, with the targets of issue #21).
 */
export const NAMED_RULES: Array<{ label: string; rule: Rule }> = STENCIL_NAMES.flatMap((name) =>
  [true, false].flatMap((center) =>
    TOPOLOGIES.filter((topology) => !isTwisted(topology)).map((topology) => ({ label: `${name}${center ? '' : '-nc'}/${topology}`, rule: makeRule(namedStencil(name, { center }), topology) })),
  ),
);

/** Every named rule on the Möbius strip and the Klein bottle (issue #21's targets), and on the projective plane. */
export const TWISTED_RULES: Array<{ label: string; rule: Rule }> = STENCIL_NAMES.flatMap((name) =>
  [true, false].flatMap((center) =>
    TOPOLOGIES.filter((topology) => topology === 'mobius' || topology === 'klein').map((topology) => ({
      label: `${name}${center ? '' : '-nc'}/${topology}`,
      rule: makeRule(namedStencil(name, { center }), topology),
    })),
  ),
);

/** Every named rule on the surfaces whose rows twist and whose columns clip or wrap (the transposed Möbius strip and Klein bottle). */
export const ROW_TWISTED_RULES: Array<{ label: string; rule: Rule }> = STENCIL_NAMES.flatMap((name) =>
  [true, false].flatMap((center) => (['twist,clip', 'twist,wrap'] as const).map((topology) => ({ label: `${name}${center ? '' : '-nc'}/${topology}`, rule: makeRule(namedStencil(name, { center }), topology) }))),
);

/** Every named rule on the projective plane. */
export const PROJECTIVE_RULES: Array<{ label: string; rule: Rule }> = STENCIL_NAMES.flatMap((name) =>
  [true, false].map((center) => ({ label: `${name}${center ? '' : '-nc'}/projective`, rule: makeRule(namedStencil(name, { center }), 'projective') })),
);

function tableCase(label: string, rule: Rule): BenchCase {
  return {
    name: `table300 ${label}`,
    method: `nullityTable, ${label}`,
    size: '1..300 × 1..300',
    targetMs: 1000,
    runs: 5,
    ratioTo: 'table300 cross/plane',
    prepare: () => () => nullityTable(300, 300, { rule }),
  };
}

function sweepCase(label: string, rule: Rule, last = 5000, targetMs = 5000, once = false): BenchCase {
  return {
    once,
    name: `sweep${last} ${label}`,
    method: `n×n nullity, n = 1..${last}, ${label}`,
    size: `n = 1..${last}`,
    targetMs,
    runs: 5,
    prepare: () => () => {
      let s = 0;
      for (let n = 1; n <= last; n++) s += nullity(n, n, { rule });
      return s;
    },
  };
}

function solveCase(label: string, rule: Rule, side: number, targetMs: number, once = false): BenchCase {
  return {
    once,
    ratioTo: `solve${side} cross/plane`,
    name: `solve${side} ${label}`,
    method: `solve() incl. verification, ${label}`,
    size: `${side}×${side}`,
    targetMs,
    runs: 5,
    prepare: () => solving(side, side, rule),
  };
}

/**
 * The classic rule's first solve of a size in a fresh process (one timed run, as the projective plane's cold rows): the
 * base of their ratio, so that a cold row is compared with a cold row (its warm row `solve<side> cross/plane` has had
 * 300 ms of warm-up).
 */
function coldClassicCase(side: number): BenchCase {
  return { ...solveCase('cross/plane', makeRule(namedStencil('cross'), 'plane'), side, side > 4096 ? 5000 : 300, true), name: `solve${side}cold cross/plane`, method: 'solve() incl. verification, cross/plane, cold (a fresh process, one run)', ratioTo: undefined };
}

/** The timed work of a solve case: `solve()` of one random solvable board. */
function solving(rows: number, cols: number, rule: Rule): () => unknown {
  const board: Board = randomSolvableBoard(rows, cols, { random, rule });
  return () => {
    const r = solve(board, { rule });
    if (!r.solvable) throw new Error('benchmark board should be solvable');
    return r;
  };
}

/**
 * The check of an answer alone, as `solve()` runs it after solving (`gridKind.checkedWeight`: lights + A·presses all
 * off, the presses counted), on a random solvable board and its answer; rows print their ratio to the classic rule's.
 */
function checkCase(label: string, rule: Rule, side: number): BenchCase {
  return {
    ratioTo: `check${side} cross/plane`,
    name: `check${side} ${label}`,
    method: `the check of an answer, ${label}`,
    size: `${side}×${side}`,
    runs: 9,
    prepare: () => {
      const board = randomSolvableBoard(side, side, { random, rule });
      const solved = solve(board, { rule });
      if (!solved.solvable) throw new Error('benchmark board should be solvable');
      const { presses } = solved;
      const shape = { rule, rows: side, cols: side };
      return () => {
        const weight = gridKind.checkedWeight!(shape, presses, board);
        if (weight < 0) throw new Error('the answer should pass its check');
        return weight;
      };
    },
  };
}

/** Thin boards, classic rule on the plane and the torus (the torus's method is chosen by the short side): rows print their ratio to the plane's. */
const THIN_CASES: BenchCase[] = ([[5, 2048], [2048, 5], [64, 1000], [1000, 64]] as const).flatMap(([rows, cols]) =>
  (['plane', 'torus'] as const).map((topology) => {
    const rule = makeRule(namedStencil('cross'), topology);
    return {
      name: `solve${rows}x${cols} cross/${topology}`,
      method: `solve() incl. verification, cross/${topology}`,
      size: `${rows}×${cols}`,
      runs: 5,
      ratioTo: topology === 'plane' ? undefined : `solve${rows}x${cols} cross/plane`,
      prepare: () => solving(rows, cols, rule),
    };
  }),
);

const mooreTorus = makeRule(namedStencil('moore'), 'torus');
const moore = makeRule(namedStencil('moore'));

/** The batch and minimal-press cases of the issue. */
const OTHER_CASES: BenchCase[] = [
  {
    name: 'minimal 300 moore/torus',
    method: 'solve(…, { minimal: true }), moore/torus',
    size: '300×300',
    targetMs: 3000,
    runs: 5,
    prepare() {
      const board = randomSolvableBoard(300, 300, { random, rule: mooreTorus });
      return () => solve(board, { rule: mooreTorus, minimal: true });
    },
  },
  ...[16, 17].map(
    (n): BenchCase => ({
      name: `solver2000 moore ${n}`,
      method: 'Solver, 2000 Moore boards',
      size: `${n}×${n}`,
      runs: 5,
      prepare() {
        const boards = Array.from({ length: 2000 }, () => randomSolvableBoard(n, n, { random, rule: moore }));
        return () => {
          const solver = new Solver(moore);
          return boards.map((b) => solver.solve(b).solvable);
        };
      },
    }),
  ),
];

/** Issue #24's stencils past the named ones: reach 2 (the cross of radius 2) and an asymmetric 3 × 3, at 2048² where a method takes them. */
const REACH_TWO = parseStencil('..#../..#../#####/..#../..#..');
const ASYMMETRIC = parseStencil('.#./###/#..');
const STENCIL_CASES: BenchCase[] = [
  ...(['plane', 'cylinder', 'torus'] as const).map((t) => solveCase(`reach2/${t}`, makeRule(REACH_TWO, t), 2048, 2000)),
  // the asymmetric stencil on the plane (row-affine-chase; lazy chasing before, refused from 2048²)
  ...[1024, 2048].map((side) => solveCase('asym/plane', makeRule(ASYMMETRIC, 'plane'), side, 1000)),
  { name: 'nullity2048 asym/plane', method: 'nullity(), asym/plane', size: '2048×2048', targetMs: 1000, runs: 5, prepare: () => () => nullity(2048, 2048, { rule: makeRule(ASYMMETRIC, 'plane') }) },
];

/**
 * Every rule benchmark: tables, sweeps, 2048², 8192², 2000², 8000², 10000² and 12000² solves, then the batch and minimal cases. Table and
 * solve rows print their ratio to the classic rule's row of the same size (issue #24's target: ≤ 3×).
 */
export const RULE_CASES: BenchCase[] = [
  ...NAMED_RULES.map(({ label, rule }) => tableCase(label, rule)),
  ...NAMED_RULES.map(({ label, rule }) => sweepCase(label, rule)),
  ...NAMED_RULES.map(({ label, rule }) => solveCase(label, rule, 2048, 300)),
  ...NAMED_RULES.map(({ label, rule }) => solveCase(label, rule, 8192, 5000)), // issue #24: within 3× of the classic rule
  ...NAMED_RULES.map(({ label, rule }) => solveCase(label, rule, 2000, 300)), // issue #24 at sizes that are not 2ᵏ (the ring splits otherwise)
  ...NAMED_RULES.map(({ label, rule }) => solveCase(label, rule, 8000, 5000)),
  ...THIN_CASES,
  ...NAMED_RULES.map(({ label, rule }) => solveCase(label, rule, 10000, 5000)),
  ...NAMED_RULES.map(({ label, rule }) => solveCase(label, rule, 12000, 5000)), // past the lights and presses of a ring chase in the kernels' 32 MiB
  ...TWISTED_RULES.map(({ label, rule }) => tableCase(label, rule)),
  ...TWISTED_RULES.map(({ label, rule }) => sweepCase(label, rule, 5000, 10_000)),
  ...TWISTED_RULES.map(({ label, rule }) => solveCase(label, rule, 2048, 300)),
  ...TWISTED_RULES.map(({ label, rule }) => solveCase(label, rule, 8192, 5000)), // issue #24's 8192² on the twisted surfaces
  ...TWISTED_RULES.map(({ label, rule }) => solveCase(label, rule, 10000, 5000)),
  // the projective plane (projective-fold; its nullity by projective-nullity.ts): one timed run each
  ...PROJECTIVE_RULES.map(({ label, rule }) => ({ ...tableCase(label, rule), targetMs: 3000, once: true })),
  ...PROJECTIVE_RULES.map(({ label, rule }) => sweepCase(label, rule, 1000, 60_000, true)),
  ...PROJECTIVE_RULES.map(({ label, rule }) => solveCase(label, rule, 1024, 2000, true)),
  coldClassicCase(2048),
  ...PROJECTIVE_RULES.map(({ label, rule }) => ({ ...solveCase(label, rule, 2048, 300, true), ratioTo: 'solve2048cold cross/plane' })), // cold: one run, ÷ the classic rule's cold row
  ...PROJECTIVE_RULES.map(({ label, rule }) => ({ ...solveCase(label, rule, 2048, 300), name: `solve2048warm ${label}` })), // warm: the median of repeated solves of one board
  coldClassicCase(8192),
  ...PROJECTIVE_RULES.map(({ label, rule }) => ({ ...solveCase(label, rule, 8192, 5000, true), ratioTo: 'solve8192cold cross/plane' })), // past the fold system's limit: the ring folds and the nilpotent one
  ...PROJECTIVE_RULES.map(({ label, rule }) => ({ ...solveCase(label, rule, 8192, 5000), name: `solve8192warm ${label}` })), // warm: the median of repeated solves of one board (the cold row above is one run)
  ...[NAMED_RULES[0]!, ...TWISTED_RULES, ...PROJECTIVE_RULES].map(({ label, rule }) => checkCase(label, rule, 2048)), // the check alone (cross/plane first: the ratio's base)
  ...ROW_TWISTED_RULES.flatMap(({ label, rule }) => [solveCase(label, rule, 2048, 300), checkCase(label, rule, 2048)]), // issue #24 where the rows twist
  ...STENCIL_CASES,
  ...OTHER_CASES,
];
