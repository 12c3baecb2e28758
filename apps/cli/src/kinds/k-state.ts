import { nullity, type Random, type Rule, SolvabilityChecker, Solver, type StateBoard, statesKernel } from '@lightsout/core';
import { randomSolvableStateBoard, randomStateBoard } from '@lightsout/core/algebra';
import { StateGame } from '../play/state-game.ts';
import { readSingleStateGrid, readStateGridBatches, weightedSum, writeStateCells, writeStateGrid, writeStateRowsJson } from '../states.ts';
import { minimalOption } from '../minimal.ts';
import type { GridKind } from './kind.ts';

/** K > 2 states: the k-state text format, the core's exact Z/K solvers. */
export function kStateKind(rule: Rule, states: number): GridKind<StateBoard> {
  return {
    states,
    rule,
    jsonFields: { states },
    batches: (input) => readStateGridBatches(input, states),
    readOne: (path, io) => readSingleStateGrid(path, io, states),
    solver({ target, minimal }) {
      // One Solver for the run: it prepares each shape once, like the two-state kind's.
      const solver = new Solver(rule);
      return (board) => solver.solve(board, { target, minimal: minimalOption(minimal) });
    },
    checker() {
      const checker = new SolvabilityChecker(rule);
      return (board) => checker.isSolvable(board);
    },
    nullity(rows, cols) {
      const kernel = statesKernel(rows, cols, states, { rule });
      return { nullity: kernel.nullity, quietPatterns: kernel.size };
    },
    nullityRow: (rows, fromCols, toCols) => Array.from({ length: toCols - fromCols + 1 }, (_, j) => nullity(rows, fromCols + j, { rule, states })),
    kernel(rows, cols) {
      const kernel = statesKernel(rows, cols, states, { rule });
      return { nullity: kernel.nullity, quietPatterns: kernel.size, orders: kernel.orders, patterns: { [Symbol.iterator]: () => kernel.generators[Symbol.iterator]() } };
    },
    random(rows, cols, { solvable, density, random }) {
      // Without --solvable, by default every state equally likely (a cell is not 0 with chance 1 − 1/K).
      if (solvable) return randomSolvableStateBoard(rows, cols, states, { rule, density, random });
      return randomStateBoard(rows, cols, states, { density: density ?? 1 - 1 / states, random });
    },
    writeGrid: (out, board) => writeStateGrid(out, board),
    writeCells: writeStateCells,
    writeRowsJson: writeStateRowsJson,
    explainProof(format, board, target, proof) {
      const now = weightedSum(proof.cells, board.cells, states);
      const goal = target ? weightedSum(proof.cells, target.cells, states) : 0;
      const why = `every press changes the weighted sum of the lights by a multiple of ${states}; it is ${now} (mod ${states}) now but ${goal} for ${target ? 'the target' : 'all off'}`;
      if (format === 'coords') return `unsolvable: weights row,colxw: ${why}: `;
      return `unsolvable\nweigh each cell by the grid below: ${why}, so ${target ? 'the target' : 'all off'} can never be reached:\n`;
    },
    unprovenReason: (result) => `${result.solutions} solutions`,
    kernelNote: (kernel) => moduleNote(states, kernel, 'grid'),
    game: (rows: number, cols: number, random: Random) => new StateGame(rows, cols, states, rule, random),
  };
}

/** What the generators of a kernel over Z/K mean (K > 2), for a person at a terminal; `unit`: each is a grid or a line. */
export function moduleNote(states: number, kernel: { nullity: number; quietPatterns: bigint; orders: readonly number[] | undefined }, unit: 'grid' | 'line'): string {
  const { nullity, quietPatterns, orders } = kernel;
  if (nullity === 0) return `no quiet patterns: nullity 0 over Z/${states}\n`;
  if (states === 2) return `a basis of ${nullity} quiet pattern${nullity === 1 ? '' : 's'}, one per ${unit}; their sums give all ${quietPatterns} quiet patterns\n`;
  return (
    `over Z/${states} the quiet patterns form a module, not a vector space: each ${unit} above is a generator ` +
    `(orders ${(orders ?? []).join(', ')}), and every one of the ${quietPatterns} quiet patterns is c₁·g₁ + c₂·g₂ + … (mod ${states}) ` +
    `with 0 ≤ cᵢ < orderᵢ, in exactly one way\n`
  );
}
