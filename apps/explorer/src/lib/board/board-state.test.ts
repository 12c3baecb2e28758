import { Board, CLASSIC_RULE, namedStencil, parseGrids, verifySolution } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { firstCells } from '../game/first-cells.ts';
import { localRunner } from '../worker/_local-runner.ts';
import { BoardState } from './board-state.svelte.ts';

/** The two-state game of a fresh board (5 × 5, all on, classic rule), and the board. */
function setup() {
  const board = new BoardState(localRunner, localRunner);
  return { board, s: board.bits.game };
}

/** Row-major index of (r, c) on a board `cols` wide. */
const at = (r: number, c: number, cols = 5) => r * cols + c;

describe('BoardState, two states', () => {
  it('starts as the 5×5 all-on classic board in play mode', () => {
    const { board, s } = setup();
    expect([s.lights.rows, s.lights.cols, s.lights.count(), s.mode, s.presses]).toEqual([5, 5, 25, 'play', 0]);
    expect(board.rule?.stencil).toEqual(namedStencil('cross'));
  });

  it('presses by the rule in play mode and flips one light in edit mode', () => {
    const { s } = setup();
    s.clear();
    s.click(at(2, 2));
    expect(s.lights.toRows()).toEqual(['.....', '..#..', '.###.', '..#..', '.....']);
    expect(s.presses).toBe(1);
    s.mode = 'edit';
    s.click(at(0, 0));
    expect(s.lights.get(0, 0)).toBe(true);
    expect(s.lights.count()).toBe(6);
    expect(s.presses).toBe(0); // edited lights are a new puzzle: the count starts again
  });

  it('is won when presses turn every light off, remembering the lights they started from; undo takes the win back', () => {
    const { s } = setup();
    s.clear();
    s.press(at(2, 2));
    const start = s.lights;
    expect(s.won).toBe(false);
    s.press(at(0, 0));
    s.press(at(0, 0));
    s.press(at(2, 2));
    expect(s.won).toBe(false); // all off, but from the empty board that preceded the first press
    s.load(start);
    s.press(at(2, 2));
    expect(s.lights.isEmpty()).toBe(true);
    expect(s.won).toBe(true);
    expect(s.from!.equals(start)).toBe(true);
    s.undo();
    expect(s.won).toBe(false);
    expect(s.presses).toBe(0);
    expect(s.from).toBeNull();
  });

  it('adds no undo step for a change that changes nothing: All on on an all-on board', () => {
    const { s } = setup();
    expect(s.lights.count()).toBe(25);
    s.fill();
    expect(s.canUndo).toBe(false);
    s.clear();
    s.clear();
    s.undo();
    expect(s.lights.count()).toBe(25);
    expect(s.canUndo).toBe(false);
  });

  it('keeps a puzzle’s facts while it is played, and drops them for other lights', () => {
    const { s } = setup();
    s.startPuzzle(Board.fromRows(['#.#', '...', '#.#']), { difficulty: 'easy', fewest: 4, minimal: true });
    s.press(at(1, 1, 3));
    expect(s.puzzle?.fewest).toBe(4);
    s.randomize();
    expect(s.puzzle).toBeNull();
  });

  it('undoes and redoes changes with the press counter', () => {
    const { s } = setup();
    s.press(at(0, 0));
    s.press(at(4, 4));
    expect(s.presses).toBe(2);
    s.undo();
    expect(s.presses).toBe(1);
    expect(s.canRedo).toBe(true);
    s.undo();
    expect(s.lights.equals(Board.filled(5, 5))).toBe(true);
    expect(s.canUndo).toBe(false);
    s.redo();
    s.redo();
    expect(s.presses).toBe(2);
    expect(s.canRedo).toBe(false);
  });

  it('resets to a linked board without undo history', () => {
    const { s } = setup();
    s.press(at(0, 0));
    s.reset(Board.filled(3, 4));
    expect([s.lights.rows, s.lights.cols, s.presses, s.canUndo]).toEqual([3, 4, 0, false]);
    s.undo();
    expect(s.lights.rows).toBe(3);
  });

  it('clears, fills and inverts', () => {
    const { s } = setup();
    s.clear();
    expect(s.lights.isEmpty()).toBe(true);
    s.mode = 'edit';
    s.click(at(1, 1));
    s.invert();
    expect(s.lights.count()).toBe(24);
    s.fill();
    expect(s.lights.count()).toBe(25);
  });

  it('makes random boards of the right shape, solvable ones under the rule', () => {
    const { board, s } = setup();
    board.resize(7, 9, false);
    s.randomize();
    expect([s.lights.rows, s.lights.cols]).toEqual([7, 9]);
    s.randomizeSolvable();
    expect(s.lights.rows).toBe(7);
  });

  it('keeps a shown solution valid through presses in play mode', () => {
    const { s } = setup();
    const presses = Board.fromRows(['##...', '##...', '.....', '.....', '.....']);
    s.showSolution(presses, true, 'dense');
    s.press(at(0, 0));
    expect(s.solution?.remaining.get(0, 0)).toBe(false);
    expect(s.solution?.minimal).toBe(true);
    s.press(at(4, 4)); // not marked: the solution grows and is no longer known to be minimal
    expect(s.solution?.remaining.get(4, 4)).toBe(true);
    expect(s.solution?.minimal).toBe(false);
  });

  it('steps through a solution until none is left', () => {
    const { s } = setup();
    s.clear();
    s.press(at(1, 1));
    s.press(at(3, 2));
    s.showSolution(Board.fromRows(['.....', '.#...', '.....', '..#..', '.....']), true, 'dense');
    expect(s.step()).toBe(1);
    expect(s.presses).toBe(3);
    expect(s.step(5)).toBe(1);
    expect(s.step()).toBe(0);
    expect(s.lights.isEmpty()).toBe(true);
    expect(s.solution?.remaining.isEmpty()).toBe(true);
  });

  it('pressing a quiet pattern changes no light but counts every press', () => {
    const { s } = setup();
    const quiet = Board.fromRows(['#.#.#', '#.#.#', '.....', '#.#.#', '#.#.#']);
    s.pressAll(quiet);
    expect(s.lights.equals(Board.filled(5, 5))).toBe(true);
    expect(s.presses).toBe(12);
    s.add(quiet);
    expect(s.lights.count()).toBe(13);
  });

  it('drops overlays on edits and rule changes', () => {
    const { board, s } = setup();
    s.showProof(Board.filled(5, 5));
    expect(s.proof?.overlap).toBe(25);
    s.mode = 'edit';
    s.click(at(0, 0));
    expect(s.proof).toBeNull();
    s.showSolution(new Board(5, 5), true, 'dense');
    board.setRule({ ...board.spec, topology: 'torus' });
    expect(s.solution).toBeNull();
  });

  it('reports a malformed custom pattern as no rule, and ignores presses then', () => {
    const { board, s } = setup();
    board.setRule({ stencil: 'custom', center: true, pattern: '##', topology: 'plane' });
    expect(board.rule).toBeNull();
    s.press(at(0, 0));
    expect(s.presses).toBe(0);
  });
});

describe('BoardState.pressesText', () => {
  it('writes the shown solution’s presses still to make as grid text that solves the lights', async () => {
    const { board, s } = setup();
    expect(board.pressesText()).toBeNull();
    const lights = s.lights;
    await board.bits.solver.solve();
    const [first] = [...parseGrids(board.pressesText()!)];
    expect(first!.board.count()).toBe(15);
    expect(verifySolution(lights, first!.board, CLASSIC_RULE)).toBe(true);
    board.bits.solver.step();
    const [rest] = [...parseGrids(board.pressesText()!)];
    expect(rest!.board.count()).toBe(14);
  });
});

describe('firstCells', () => {
  it('lists lit cells in row-major order, stopping early', () => {
    const b = Board.fromRows(['.#.', '#.#', '..#']);
    expect(firstCells(b, 2)).toEqual([[0, 1], [1, 0]]);
    expect(firstCells(b, 10)).toEqual(b.cells());
  });

  it('remembers the help a game had (the solution shown, hints) until its lights are set again; undo restores it', () => {
    const { s } = setup();
    s.load(Board.filled(3, 3));
    expect(s.help).toEqual({ solution: false, hints: 0 });
    s.showHint(Board.fromRows(['#..', '...', '...']), true);
    s.press(at(0, 0, 3));
    expect(s.help).toEqual({ solution: false, hints: 1 });
    s.showSolution(Board.filled(3, 3), true, 'test');
    s.press(at(1, 1, 3));
    expect(s.help).toEqual({ solution: true, hints: 1 });
    s.undo(); // back to before the press: the solution had been shown by then
    expect(s.help).toEqual({ solution: true, hints: 1 });
    s.undo(); // back to before the first press
    expect(s.help).toEqual({ solution: false, hints: 1 });
    s.fill();
    s.clear();
    expect(s.help).toEqual({ solution: false, hints: 0 });
  });
});
