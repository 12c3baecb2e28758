import { chooseMethod, classicNullity, type GridShape, lazyChaseMethod, polyChaseMethod, type SolverMethod, twistCoverMethod } from '../src/algebra.ts';
import {
  type Board,
  CLASSIC_RULE,
  makeRule,
  namedStencil,
  nullityTable,
  parseStencil,
  type Rule,
  randomBoard,
  randomSolvableBoard,
  SolvabilityChecker,
  seededRandom,
  solve,
} from '../src/index.ts';

/** One benchmark: `prepare` builds the input (untimed) and returns the timed work. */
export interface BenchCase {
  readonly name: string;
  readonly method: string;
  readonly size: string;
  /** The target in ms, if it names one. */
  readonly targetMs?: number;
  readonly runs?: number;
  /** Heavy: one timed run, no warm-up (the median of one). */
  readonly once?: boolean;
  /** The name of a case this one is compared with: the row prints the ratio of the medians when both ran. */
  readonly ratioTo?: string;
  /**
   * Names of series the work runs in turn (it is called with the series' index, {@link seriesTurn}), so that two
   * ways of doing one job are timed in one process, alternately, under the same load and the same state of the
   * heap: the runner reports each series' median as the case `<name> [<series>]`.
   */
  readonly series?: readonly string[];
  /**
   * A forced collection (`gc()`, outside the timed region) before every timed run, so that every run starts from the
   * same heap: for cases whose runs each leave a large board behind (12.5 MB at 10000²), where the collections that
   * external memory pressure starts land inside some runs and not others (bench/case-runner.ts).
   */
  readonly settle?: boolean;
  /** Builds the input (untimed) and returns the timed work; a case with `series` gets the series to run. */
  prepare(): (turn: number) => unknown;
}

/**
 * The series that call `call` of a case with `count` series runs: for two, A B B A A B B A … (so a pause that
 * comes every second call, like a collection started by each second large allocation, falls on both alike).
 */
export function seriesTurn(call: number, count: number): number {
  return count === 2 ? (call ^ (call >> 1)) & 1 : call % count;
}

const random = seededRandom('bench');

/** `c` with a forced collection before each timed run ({@link BenchCase.settle}). */
function settled(c: BenchCase): BenchCase {
  return { ...c, settle: true };
}

function methodCase(method: SolverMethod<GridShape, Board>, rule: Rule, rows: number, cols: number, targetMs?: number, runs?: number): BenchCase {
  return {
    name: `${method.name} ${rule.stencil.name}/${rule.topology} ${rows}x${cols}`,
    method: `${method.name} (${rule.stencil.name}, ${rule.topology})`,
    size: `${rows}×${cols}`,
    targetMs,
    runs,
    prepare() {
      const board: Board = randomSolvableBoard(rows, cols, { random, rule });
      return () => {
        const presses = method.prepare({ rule, rows, cols }).solve(board);
        if (!presses) throw new Error('benchmark board should be solvable');
        return presses;
      };
    },
  };
}

function frontDoorCase(rule: Rule, rows: number, cols: number, targetMs?: number): BenchCase {
  return {
    name: `solve ${rule.stencil.name}/${rule.topology} ${rows}x${cols}`,
    method: `solve() front door, verified (${rule.stencil.name}, ${rule.topology})`,
    size: `${rows}×${cols}`,
    targetMs,
    prepare() {
      const board = randomSolvableBoard(rows, cols, { random, rule });
      return () => solve(board, { rule });
    },
  };
}

/**
 * `solve()` and its raw method (the chosen method's prepared shape's solve, no check) on one board, alternately:
 * the ratio of their medians is the cost of the check and the result, measured on the same footing.
 */
function checkCostCase(rows: number, cols: number, label = 'cross/plane', rule: Rule = CLASSIC_RULE): BenchCase {
  const shape = { rule, rows, cols };
  return {
    name: `solve vs raw ${label} ${rows}x${cols}`,
    method: `solve() and ${chooseMethod(shape).name} alternately (${label})`,
    size: `${rows}×${cols}`,
    runs: 41, // the allocator's and the collector's pauses land on either side: many runs for a steady median
    series: ['solve', 'raw'],
    prepare() {
      const board = randomSolvableBoard(rows, cols, { random, rule });
      const method = chooseMethod(shape);
      return (turn) => (turn === 0 ? solve(board, { rule }) : method.prepare(shape).solve(board));
    },
  };
}

/** `solve()` of a random board of a size with quiet patterns: unsolvable (almost surely), so the timed work is the proof. */
function unsolvableCase(rows: number, cols: number): BenchCase {
  return {
    name: `solve unsolvable ${rows}x${cols}`,
    method: '`solve()` of a random board, unsolvable, proof verified (classic, plane)',
    size: `${rows}×${cols}`,
    prepare() {
      const board = randomBoard(rows, cols, { random });
      return () => {
        const result = solve(board);
        if (result.solvable) throw new Error('benchmark board should be unsolvable');
        return result;
      };
    },
  };
}

const moore = makeRule(namedStencil('moore'));
const mooreTorus = makeRule(namedStencil('moore'), 'torus');
const diagonalCylinder = makeRule(namedStencil('diagonal'), 'cylinder');
const crossNoCenter = makeRule(namedStencil('cross', { center: false }));
const custom = makeRule(parseStencil('.#./###/#..'), 'torus');
const crossTorus = makeRule(namedStencil('cross'), 'torus');
const crossMobius = makeRule(namedStencil('cross'), 'mobius');
const crossKlein = makeRule(namedStencil('cross'), 'klein');
const diagonalMobius = makeRule(namedStencil('diagonal'), 'mobius');
const mooreKlein = makeRule(namedStencil('moore'), 'klein');

/** Every benchmark, in the order of the sections. */
export const CASES: BenchCase[] = [
  methodCase(polyChaseMethod, CLASSIC_RULE, 1024, 1024, 1),
  methodCase(polyChaseMethod, CLASSIC_RULE, 4096, 4096, 12),
  settled(methodCase(polyChaseMethod, CLASSIC_RULE, 10000, 10000, 70)),
  methodCase(polyChaseMethod, CLASSIC_RULE, 16384, 16384, 250),
  frontDoorCase(CLASSIC_RULE, 1000, 1000), // GF(2) beside k = 3 on 1000² (bench/ratios.ts)
  frontDoorCase(CLASSIC_RULE, 1024, 1024),
  frontDoorCase(CLASSIC_RULE, 4096, 4096),
  settled(frontDoorCase(CLASSIC_RULE, 10000, 10000)),
  // nullity 64 and 46: poly-chase off its fast path (the leftover row's change of basis, a division by d)
  ...[1999, 2999].map((side) => ({ ...frontDoorCase(CLASSIC_RULE, side, side), name: `solve${side} cross/plane` })),
  checkCostCase(1024, 1024),
  checkCostCase(4096, 4096),
  settled(checkCostCase(10000, 10000)),
  // what solve() spends after the method on the named rules of issue #24 (the check of the answer among it)
  checkCostCase(2048, 2048, 'moore/plane', moore),
  checkCostCase(2048, 2048, 'diagonal-nc/plane', makeRule(namedStencil('diagonal', { center: false }))),
  checkCostCase(2048, 2048, 'diagonal/torus', makeRule(namedStencil('diagonal'), 'torus')),
  checkCostCase(2048, 2048, 'cross/torus', crossTorus),
  unsolvableCase(4096, 4096),
  unsolvableCase(9999, 9999), // 10000² has nullity 0: every board is solvable
  unsolvableCase(16384, 16384),
  methodCase(lazyChaseMethod, moore, 512, 512, 1000),
  methodCase(lazyChaseMethod, mooreTorus, 512, 512, 1000),
  methodCase(lazyChaseMethod, diagonalCylinder, 512, 512, 1000),
  methodCase(lazyChaseMethod, crossNoCenter, 512, 512, 1000),
  methodCase(lazyChaseMethod, custom, 512, 512, 1000),
  methodCase(lazyChaseMethod, moore, 1024, 1024, 5000, 5),
  methodCase(lazyChaseMethod, mooreTorus, 1024, 1024, 5000, 5),
  methodCase(lazyChaseMethod, diagonalCylinder, 1024, 1024, 5000, 5),
  methodCase(lazyChaseMethod, custom, 1024, 1024, 5000, 5),
  frontDoorCase(crossTorus, 4096, 4096, 1000),
  // the twisted surfaces: lazy chasing (what they had first) against the double cover, then solve() at 2048²
  methodCase(lazyChaseMethod, crossMobius, 1024, 1024, undefined, 5),
  methodCase(twistCoverMethod, crossMobius, 1024, 1024),
  frontDoorCase(crossMobius, 2048, 2048, 300),
  frontDoorCase(crossKlein, 2048, 2048, 300),
  frontDoorCase(diagonalMobius, 2048, 2048, 300),
  frontDoorCase(mooreKlein, 2048, 2048, 300),
  {
    name: 'batch 10000 boards 5..16',
    method: 'SolvabilityChecker (10,000 boards, n = 5..16, warm)',
    size: '5..16',
    targetMs: 5,
    prepare() {
      const boards = Array.from({ length: 10_000 }, () => {
        const n = 5 + (random() % 12);
        return randomBoard(n, n, { random });
      });
      const checker = new SolvabilityChecker();
      for (const b of boards) checker.isSolvable(b); // warm: bases computed once per shape
      return () => boards.filter((b) => checker.isSolvable(b)).length;
    },
  },
  {
    name: 'nullity 10000',
    method: 'classic nullity (gcd)',
    size: '10000×10000',
    targetMs: 20,
    prepare: () => () => classicNullity(10_000, 10_000),
  },
  {
    name: 'nullity 100000',
    method: 'classic nullity (gcd)',
    size: '100000×100000',
    targetMs: 2000,
    prepare: () => () => classicNullity(100_000, 100_000),
  },
  {
    name: 'nullity 1e6',
    method: 'classic nullity (squares out, then one gcd: half-gcd past 4.5·10⁵)',
    size: '10⁶×10⁶',
    targetMs: 300,
    runs: 5,
    prepare: () => () => classicNullity(1_000_000, 1_000_000),
  },
  {
    name: 'nullity 1e7',
    method: 'classic nullity (squares out, then one gcd: half-gcd past 4.5·10⁵)',
    size: '10⁷×10⁷',
    targetMs: 8000,
    runs: 5,
    prepare: () => () => classicNullity(10_000_000, 10_000_000),
  },
  {
    name: 'nullity table 300',
    method: 'classic nullity table',
    size: '1..300 × 1..300',
    targetMs: 1000,
    prepare: () => () => nullityTable(300, 300),
  },
];
