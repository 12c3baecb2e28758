import { describe, expect, it } from 'vitest';
import { Game } from './game.svelte.ts';
import { type Presser, stateLights } from './lights.ts';
import { type AskSolve, type FewestSoFar, type SolveAnswer, Solver } from './solver.svelte.ts';

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

/** A search that tells `found` at once, then runs until its signal aborts (or `finish` answers it). */
function searching(found: FewestSoFar<Uint8Array>[]) {
  const press: Presser = (lights, i, times) => {
    lights[i] = (lights[i]! + times) % game.states;
  };
  const game: Game<Uint8Array> = new Game(stateLights(() => game.states, () => press), Uint8Array.of(0, 1, 2), 3);
  const calls: { minimal: boolean; searched: boolean; signal: AbortSignal }[] = [];
  let finish: (answer: SolveAnswer<Uint8Array>) => void = () => {};
  const ask: AskSolve<Uint8Array> = (_lights, minimal, signal, _onProgress, onBest) =>
    new Promise((resolve, reject) => {
      calls.push({ minimal, searched: onBest !== undefined, signal });
      for (const best of found) onBest?.(best);
      finish = resolve;
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  return { game, solver: new Solver(game, ask), calls, finish: (answer: SolveAnswer<Uint8Array>) => finish(answer) };
}

const best = (count: number, bound: number): FewestSoFar<Uint8Array> => ({ presses: Uint8Array.of(0, 2, count - 2), count, bound, method: 'test', solutions: 9n });

describe('Solver fewest-presses search', () => {
  it('asks for the stoppable search only when solving with the fewest presses wanted', () => {
    const { solver, calls } = searching([]);
    void solver.solve();
    solver.wantMinimal = false;
    void solver.solve();
    void solver.hint();
    expect(calls.map(({ minimal, searched }) => [minimal, searched])).toEqual([
      [true, true],
      [false, false],
      [true, false],
    ]);
  });

  it('follows the best so far while it runs, and Stop shows it, not proven, with its bound', async () => {
    const { game, solver, calls } = searching([best(5, 2), best(4, 3)]);
    const pending = solver.solve();
    expect(solver.status).toBe('solving');
    expect(solver.soFar).toMatchObject({ count: 4, bound: 3 });
    expect(solver.startedAt).not.toBeNull();
    solver.stop();
    await pending;
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(solver.status).toBe('solved');
    expect(solver.stopped).toBe(true);
    expect(solver.soFar).toBeNull();
    expect(game.solution).toMatchObject({ total: 4, minimal: false, bound: 3, method: 'test', solutions: 9n });
    expect(Array.from(game.solution!.remaining)).toEqual([0, 2, 2]);
  });

  it('stops as Cancel does before anything is found', async () => {
    const { game, solver } = searching([]);
    const pending = solver.solve();
    solver.stop();
    await pending;
    expect(solver.status).toBe('idle');
    expect(solver.stopped).toBe(false);
    expect(game.solution).toBeNull();
  });

  it('shows a finished search’s answer with its bound when not proven, and forgets the best so far', async () => {
    const { game, solver, finish } = searching([best(5, 2)]);
    const pending = solver.solve();
    finish({ solvable: true, presses: Uint8Array.of(1, 1, 1), minimal: false, method: 'test', solutions: 9n, bound: 2 });
    await pending;
    expect(solver.status).toBe('solved');
    expect(solver.soFar).toBeNull();
    expect(solver.stopped).toBe(false);
    expect(game.solution).toMatchObject({ total: 3, minimal: false, bound: 2 });
  });

  it('drops what it found when the lights change, and a press off the solution drops the bound', async () => {
    const { game, solver } = searching([best(5, 2)]);
    const pending = solver.solve();
    game.cycle(0);
    await pending;
    expect(solver.soFar).toBeNull();
    expect(solver.status).toBe('idle');
    solver.stop();
    expect(game.solution).toBeNull();

    const second = solver.solve();
    solver.stop();
    await second;
    expect(game.solution?.bound).toBe(2);
    game.press(0); // not marked: no longer the solution found
    expect(game.solution?.bound).toBeNull();
  });
});
