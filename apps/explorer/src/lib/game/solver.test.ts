import { describe, expect, it } from 'vitest';
import { Game } from './game.svelte.ts';
import { type Presser, stateLights } from './lights.ts';
import { type AskSolve, type SolveAnswer, Solver } from './solver.svelte.ts';

/** Three isolated positions, k = 3: a press adds to its own light only. */
function setup(answer: SolveAnswer<Uint8Array>): { game: Game<Uint8Array>; solver: Solver<Uint8Array>; asked: boolean[] } {
  const press: Presser = (lights, i, times) => {
    lights[i] = (lights[i]! + times) % game.states;
  };
  const game: Game<Uint8Array> = new Game(stateLights(() => game.states, () => press), Uint8Array.of(0, 1, 2), 3);
  const asked: boolean[] = [];
  const ask: AskSolve<Uint8Array> = async (_lights, minimal) => {
    asked.push(minimal);
    return answer;
  };
  return { game, solver: new Solver(game, ask), asked };
}

describe('Solver hints', () => {
  it('asks for the fewest presses and rings the first position with a non-zero count, without showing the solution', async () => {
    const { game, solver, asked } = setup({ solvable: true, presses: Uint8Array.of(0, 2, 1), minimal: true, method: 'test', solutions: 1n });
    solver.wantMinimal = false;
    await solver.hint();
    expect(asked).toEqual([true]);
    expect(solver.status).toBe('solved');
    expect(game.hint).toEqual({ index: 1, times: 2, minimal: true });
    expect(game.solution).toBeNull();
  });

  it('takes the hint from a shown minimal solution without asking again', async () => {
    const { game, solver, asked } = setup({ solvable: true, presses: Uint8Array.of(0, 2, 1), minimal: true, method: 'test', solutions: 1n });
    await solver.solve();
    game.press(1);
    await solver.hint();
    expect(asked).toEqual([true]);
    expect(game.hint).toEqual({ index: 1, times: 1, minimal: true });
  });

  it('shows the proof when the lights cannot be solved', async () => {
    const { game, solver } = setup({ solvable: false, proof: Uint8Array.of(1, 0, 0), method: 'test' });
    game.load(Uint8Array.of(1, 0, 0));
    await solver.hint();
    expect(solver.status).toBe('unsolvable');
    expect(game.hint).toBeNull();
    expect(game.proof!.sum).toBe(2);
  });
});
