import { describe, expect, it } from 'vitest';
import { Game } from './game.svelte.ts';
import { type Presser, stateLights } from './lights.ts';

/** A path of 4 positions, σ⁺: a press adds to itself and its neighbours, mod k. */
function pathPresser(game: () => Game<Uint8Array>): Presser {
  return (lights, i, times) => {
    for (const j of [i - 1, i, i + 1]) if (j >= 0 && j < lights.length) lights[j] = (lights[j]! + times) % game().states;
  };
}

function makeGame(states = 3): Game<Uint8Array> {
  const presser = pathPresser(() => game);
  const game: Game<Uint8Array> = new Game(stateLights(() => game.states, () => presser), new Uint8Array(4), states);
  return game;
}

describe('Game, k states', () => {
  it('presses in play mode and cycles one light in edit mode, mod k', () => {
    const game = makeGame(3);
    game.click(1);
    expect(Array.from(game.lights)).toEqual([1, 1, 1, 0]);
    expect(game.presses).toBe(1);
    game.mode = 'edit';
    game.click(0);
    game.click(0);
    expect(Array.from(game.lights)).toEqual([0, 1, 1, 0]);
    expect(game.lit).toBe(2);
  });

  it('steps through a solution one press at a time until all lights are 0', () => {
    const game = makeGame(3);
    game.load(Uint8Array.of(1, 1, 1, 0)); // pressing position 1 twice adds 2: 1 + 2 ≡ 0 (mod 3)
    game.showSolution(Uint8Array.of(0, 2, 0, 0), true, 'test', 1n);
    expect(game.pending).toEqual([[1, 2]]);
    expect(game.step()).toBe(1);
    expect(Array.from(game.lights)).toEqual([2, 2, 2, 0]);
    expect(game.step()).toBe(1);
    expect(Array.from(game.lights)).toEqual([0, 0, 0, 0]);
    expect(game.step()).toBe(0);
    expect(game.presses).toBe(2);
    expect(game.solution?.total).toBe(2);
  });

  it('keeps a shown solution valid when the player presses a marked position', () => {
    const game = makeGame(3);
    game.load(Uint8Array.of(2, 2, 2, 0));
    game.showSolution(Uint8Array.of(0, 2, 0, 0), true, 'test', 1n);
    game.press(1);
    expect(Array.from(game.solution!.remaining)).toEqual([0, 1, 0, 0]);
    expect(game.solution!.minimal).toBe(true);
    game.press(3);
    expect(game.solution!.remaining[3]).toBe(2); // pressing it k−1 more times undoes the extra press
    expect(game.solution!.minimal).toBe(false);
    expect(game.solution!.total - game.pending.reduce((s, [, n]) => s + n, 0)).toBe(2); // two presses made
  });

  it('computes the proof sum Σ w·(k − light) mod k', () => {
    const game = makeGame(5);
    game.load(Uint8Array.of(1, 0, 0, 2));
    game.showProof(Uint8Array.of(1, 0, 0, 1));
    expect(game.proof!.sum).toBe((4 + 3) % 5);
    expect(game.solution).toBeNull();
  });

  it('undoes and redoes, and random solvable lights are reachable by presses', () => {
    const game = makeGame(3);
    game.press(0);
    game.press(3);
    game.undo();
    expect(Array.from(game.lights)).toEqual([1, 1, 0, 0]);
    game.redo();
    expect(Array.from(game.lights)).toEqual([1, 1, 1, 1]);
    let seed = 7;
    game.randomizeSolvable(() => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    });
    expect(game.presses).toBe(0);
    expect(game.canUndo).toBe(true);
  });

  it('lowers lights above the new k − 1 when the state count shrinks', () => {
    const game = makeGame(5);
    game.load(Uint8Array.of(4, 3, 1, 0));
    game.setStates(3);
    expect(Array.from(game.lights)).toEqual([2, 2, 1, 0]);
    expect(game.canUndo).toBe(false);
  });

  it('adds a pattern and presses one as a single undoable change', () => {
    const game = makeGame(3);
    game.add(Uint8Array.of(1, 2, 0, 0));
    expect(Array.from(game.lights)).toEqual([1, 2, 0, 0]);
    game.pressAll(Uint8Array.of(0, 0, 0, 2));
    expect(Array.from(game.lights)).toEqual([1, 2, 2, 2]);
    expect(game.presses).toBe(2);
    game.undo();
    expect(Array.from(game.lights)).toEqual([1, 2, 0, 0]);
  });

  it('inverts each light s to k − 1 − s as one undoable change, keeping the press count', () => {
    const game = makeGame(4);
    game.load(Uint8Array.of(0, 1, 2, 3));
    game.press(3);
    expect(Array.from(game.lights)).toEqual([0, 1, 3, 0]);
    game.showSolution(Uint8Array.of(0, 0, 3, 0), false, 'test', 1n);
    game.invert();
    expect(Array.from(game.lights)).toEqual([3, 2, 0, 3]);
    expect(game.presses).toBe(1);
    expect(game.solution).toBeNull();
    game.undo();
    expect(Array.from(game.lights)).toEqual([0, 1, 3, 0]);
    game.redo();
    expect(Array.from(game.lights)).toEqual([3, 2, 0, 3]);
  });

  it('shows a hint at the first position with a non-zero count, and drops it on the next change', () => {
    const game = makeGame(3);
    game.load(Uint8Array.of(1, 1, 1, 0));
    expect(game.showHint(Uint8Array.of(0, 2, 0, 0), true)).toBe(true);
    expect(game.hint).toEqual({ index: 1, times: 2, minimal: true });
    game.press(1);
    expect(game.hint).toBeNull();
    expect(game.showHint(Uint8Array.of(0, 0, 0, 0), true)).toBe(false);
    expect(game.hint).toBeNull();
    for (const change of [() => game.invert(), () => game.undo(), () => game.step(), () => game.showProof(Uint8Array.of(1, 0, 0, 0))]) {
      game.showSolution(Uint8Array.of(0, 1, 0, 0), true, 'test', 1n);
      game.showHint(Uint8Array.of(0, 0, 1, 0), false);
      change();
      expect(game.hint).toBeNull();
    }
  });
});
