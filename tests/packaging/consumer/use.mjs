// A user's program, run by the packaging test where the packed tarballs were installed: the library from Node ESM.
import { applyPresses, Board, CLASSIC_RULE, parseGrids, solve } from '@lightsout/core';
import { BitMatrix, rank } from '@lightsout/core/algebra';

const board = Board.filled(5, 5);
const result = solve(board, { minimal: true });
if (!result.solvable) throw new Error('the lit 5×5 board is solvable');
const [first] = [...parseGrids('2 3\n#.#\n.#.\n')];
console.log(
  JSON.stringify({
    pressCount: result.pressCount,
    minimal: result.minimal,
    solutions: String(result.solutions),
    reaches: applyPresses(board, result.presses, CLASSIC_RULE).isEmpty(),
    parsed: [first.board.rows, first.board.cols, first.line],
    rank: rank(BitMatrix.identity(7)),
  }),
);
