// A TypeScript user, type-checked (strict, declaration files checked too) against the installed packages.
import { Board, parseGrids, type SolveResult, StateBoard, solve, solveStates } from '@lightsout/core';
import { BitMatrix, rank } from '@lightsout/core/algebra';

const result: SolveResult = solve(Board.filled(5, 5), { minimal: true });
const cells: Array<[number, number]> = result.solvable ? result.presses.cells() : [];
const solutions: bigint = result.solvable ? result.solutions : 0n;
const signal: AbortSignal = new AbortController().signal;
const lines: number[] = [];
for (const { board, line } of parseGrids('2\n#.\n.#\n')) {
  if (solve(board, { signal, onProgress: (done: number, total: number) => void (done / total) }).solvable) lines.push(line);
}
const states = solveStates(StateBoard.filled(4, 4, 3, 1), { minimal: true });

export const summary: [number, bigint, number[], boolean, number] = [cells.length, solutions, lines, states.solvable, rank(BitMatrix.identity(3))];
