import type { BenchCase } from './cases.ts';
import { Board, randomSolvableBoard, seededRandom, solve } from '../src/index.ts';

/**
 * The fewest-presses benchmarks of issue #23: the all-on n×n classic board (A075464) proven minimal, and the
 * heuristic against the exact minimum on random boards of nullity 27 to 32. Cases whose exact search takes
 * minutes (nullity 30 to 32, proven, or as the heuristic's reference) run only with LIGHTSOUT_BENCH_HEAVY=1,
 * once each.
 */

const HEAVY = process.env.LIGHTSOUT_BENCH_HEAVY === '1';

/** Bounds that make every search exhaustive, however long. */
const UNBOUNDED = { maxExactSolutions: 2n ** 64n, maxExactWork: Number.POSITIVE_INFINITY };

function allOnCase(n: number, expected: number, targetMs?: number, once = false): BenchCase {
  return {
    name: `minimal all-on ${n}x${n}`,
    method: `solve(all-on, { minimal }), proven (classic, A075464(${n}) = ${expected})`,
    size: `${n}×${n}`,
    targetMs,
    once,
    prepare() {
      const board = Board.filled(n, n);
      return () => {
        const r = solve(board, { minimal: UNBOUNDED });
        if (!r.solvable || !r.minimal || r.pressCount !== expected) throw new Error(`all-on ${n}×${n}: expected ${expected} proven`);
        return r;
      };
    },
  };
}

/**
 * Shapes of nullity 27 and 28 (classic rule, plane): the heuristic against the exact minimum, within 1 %.
 * Measured on 12 boards of nullity 27–32 (these shapes, 47×47, 31×47, 35×55, 39×39): worst +0.82 % (47×47,
 * 978 against 970), the minimum on 10, in 4–9 s wall each at load 11 on 2 cores.
 */
const WIDE: Array<[number, number, number]> = [
  [27, 35, 27],
  [64, 64, 28],
];

/** Shapes of nullity 30 to 32: their exact minimum, the heuristic's reference, takes minutes. */
const WIDE_HEAVY: Array<[number, number, number]> = [
  [47, 47, 30],
  [31, 47, 31],
  [39, 39, 32],
];

function heuristicCase(rows: number, cols: number, k: number): BenchCase {
  return {
    name: `minimal heuristic ${rows}x${cols}`,
    method: `solve(random, { minimal }) past the exact bound (nullity ${k}): within 1 % of the exact minimum, checked`,
    size: `${rows}×${cols}`,
    targetMs: 10_000,
    once: true,
    prepare() {
      const board = randomSolvableBoard(rows, cols, { random: seededRandom(`minimal ${rows}x${cols}`) });
      const exact = solve(board, { minimal: UNBOUNDED }); // untimed
      if (!exact.solvable || !exact.minimal) throw new Error('the exact search should prove its answer');
      return () => {
        const r = solve(board, { minimal: { maxExactWork: 0 } });
        if (!r.solvable || r.minimal !== r.bound >= r.pressCount) throw new Error('heuristic answer inconsistent');
        if (r.bound > exact.pressCount) throw new Error(`bound ${r.bound} above the minimum ${exact.pressCount}`);
        if (r.pressCount > exact.pressCount * 1.01) throw new Error(`heuristic ${r.pressCount} more than 1 % above the minimum ${exact.pressCount}`);
        if (r.bound < Math.ceil(board.count() / 5)) throw new Error(`bound ${r.bound} below the counting bound`);
        return r;
      };
    },
  };
}

/** Every fewest-presses benchmark (the heavy ones with LIGHTSOUT_BENCH_HEAVY=1). */
export const MINIMAL_CASES: BenchCase[] = [
  allOnCase(30, 376, 300),
  ...WIDE.map(([rows, cols, k]) => heuristicCase(rows, cols, k)),
  ...(HEAVY ? [allOnCase(47, 971, 300_000, true), allOnCase(39, 561, 600_000, true), ...WIDE_HEAVY.map(([rows, cols, k]) => heuristicCase(rows, cols, k))] : []),
];
