import {
  type Board,
  eachQuietPattern,
  nullity,
  nullityRow,
  type Random,
  type Rule,
  randomBoard,
  randomSolvableBoard,
  SolvabilityChecker,
  Solver,
  solve,
} from '@lightsout/core';
import { readGridBatches, readSingleGrid, writeCells, writeGrid, writeRowsJson } from '../grids.ts';
import { Game } from '../play/game.ts';
import { ShapeCache } from './_shape-cache.ts';
import type { GridKind } from './kind.ts';

/** Shapes up to this many cells keep per-shape work (a kernel basis, a factorisation); larger ones are solved one by one. */
const CACHED_MAX_CELLS = 1 << 16;
/** Words of per-shape work kept in all (32 MiB): a file of many shapes keeps the recent ones. */
const CACHE_WORDS = 1 << 23;

/** Two states, bit-packed: `#`/`.` grids, GF(2) solvers. */
export function twoStateKind(rule: Rule): GridKind<Board> {
  return {
    states: 2,
    rule,
    jsonFields: {},
    batches: readGridBatches,
    readOne: readSingleGrid,
    solver({ target, minimal }) {
      const solvers = new ShapeCache<Solver>(CACHE_WORDS);
      return (board) => {
        const cells = board.rows * board.cols;
        // A Solver factors a small shape's matrix once (cells² bits); large boards go straight to the solver methods.
        if (cells > CACHED_MAX_CELLS) return solve(board, { rule, target, minimal });
        const solver = solvers.get(board.rows, board.cols, () => new Solver(rule), () => Math.ceil((cells * cells) / 32));
        return solver.solve(board, { target, minimal });
      };
    },
    checker() {
      const checkers = new ShapeCache<{ checker: SolvabilityChecker; words: number }>(CACHE_WORDS);
      return (board) => {
        const { rows, cols } = board;
        // The checker keeps ker Aᵀ of a shape (nullity × cells bits): worth it for small shapes seen many times;
        // a large board is decided by solving it, in memory bounded by the board.
        if (rows * cols > CACHED_MAX_CELLS) return solve(board, { rule }).solvable;
        const entry = checkers.get(
          rows,
          cols,
          () => {
            const checker = new SolvabilityChecker(rule);
            return { checker, words: checker.basisFor(rows, cols).reduce((n, v) => n + v.length, 1) };
          },
          (e) => e.words,
        );
        return entry.checker.isSolvable(board);
      };
    },
    nullity(rows, cols) {
      const k = nullity(rows, cols, { rule });
      return { nullity: k, quietPatterns: 1n << BigInt(k) };
    },
    nullityRow: (rows, fromCols, toCols) => nullityRow(rows, fromCols, toCols, { rule }),
    kernel(rows, cols) {
      const k = nullity(rows, cols, { rule });
      return { nullity: k, quietPatterns: 1n << BigInt(k), orders: undefined, patterns: { [Symbol.iterator]: () => eachQuietPattern(rows, cols, { rule }) } };
    },
    random(rows, cols, { solvable, density, random }) {
      return solvable ? randomSolvableBoard(rows, cols, { rule, density, random }) : randomBoard(rows, cols, { density, random });
    },
    writeGrid,
    writeCells,
    writeRowsJson,
    explainProof(format, board, target, proof) {
      const lit = (target ? board.clone().xor(target) : board).overlap(proof);
      if (format === 'coords') return `unsolvable: quiet pattern with ${lit} ${target ? 'cells differing from the target' : 'lit cells'} (odd): `;
      return `unsolvable\nevery press toggles an even number of the # cells below; ${lit} of them ${target ? 'differ from the target' : `${lit === 1 ? 'is' : 'are'} lit`} now, an odd number, so they can never all ${target ? 'match it' : 'be off'}:\n`;
    },
    unprovenReason: (result) => `nullity ${result.nullity}`,
    kernelNote({ nullity: k }, rows, cols) {
      if (k === 0) return `no quiet patterns: the ${rows}×${cols} board has nullity 0\n`;
      return `a basis of ${k} quiet pattern${k === 1 ? '' : 's'}, one per grid; their sums give all ${1n << BigInt(k)} quiet patterns\n`;
    },
    game: (rows: number, cols: number, random: Random) => new Game(rows, cols, rule, random),
  };
}
