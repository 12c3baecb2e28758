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
} from '@lightsout/core';
import { readGridBatches, readSingleGrid, writeCells, writeGrid, writeRowsJson } from '../grids.ts';
import { Game } from '../play/game.ts';
import { minimalOption } from '../minimal.ts';
import type { GridKind } from './kind.ts';

/** Two states, bit-packed: `#`/`.` grids, GF(2) solvers. */
export function twoStateKind(rule: Rule): GridKind<Board> {
  return {
    states: 2,
    rule,
    jsonFields: {},
    batches: readGridBatches,
    readOne: readSingleGrid,
    solver({ target, minimal }) {
      // One Solver for the run: it prepares each shape once and keeps a few, in memory bounded by the largest.
      const solver = new Solver(rule);
      return (board) => solver.solve(board, { target, minimal: minimalOption(minimal) });
    },
    checker() {
      // The core's checker keeps a shape's ker Aᵀ basis only while it is small, else its prepared solver.
      const checker = new SolvabilityChecker(rule);
      return (board) => checker.isSolvable(board);
    },
    nullity(rows, cols) {
      // no 2^k here: a nullity past 2³⁰ (a long line no press reaches along) has no bigint to hold it
      return { nullity: nullity(rows, cols, { rule }) };
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
