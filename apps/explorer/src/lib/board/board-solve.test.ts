import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { localRunner } from '../worker/_local-runner.ts';
import { BoardState } from './board-state.svelte.ts';
import type { Timers } from '../game/playback.svelte.ts';
import type { RunJob } from '../worker/run-job.ts';

/** A fresh two-state board (5 × 5, all on) and its solver. */
function setup(run: RunJob = localRunner, timers?: Timers) {
  const { game: board, solver } = new BoardState(run, localRunner, timers).bits;
  return { board, solver };
}

/** Timers that run only when the test says so. */
function manualTimers(): Timers & { tick(): void } {
  let callback: (() => void) | null = null;
  return {
    setInterval: (fn) => (callback = fn),
    clearInterval: () => (callback = null),
    tick: () => callback?.(),
  };
}

describe('Solver on the two-state board', () => {
  it('solves the 5×5 all-on board with 15 presses marked minimal; stepping turns every light off', async () => {
    const { board, solver } = setup();
    await solver.solve();
    expect(solver.status).toBe('solved');
    expect(board.solution?.total).toBe(15);
    expect(board.solution?.minimal).toBe(true);
    for (let i = 0; i < 15; i++) solver.step();
    expect(board.lights.isEmpty()).toBe(true);
    expect(board.presses).toBe(15);
  });

  it('shows the proof for an unsolvable board', async () => {
    const { board, solver } = setup();
    board.load(Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']));
    await solver.solve();
    expect(solver.status).toBe('unsolvable');
    expect(board.proof?.overlap).toSatisfy((n: number) => n % 2 === 1);
  });

  it('plays the solution as an animation until it is done', async () => {
    const timers = manualTimers();
    const { board, solver } = setup(localRunner, timers);
    await solver.solve();
    solver.play();
    expect(solver.playing).toBe(true);
    for (let i = 0; i < 20 && solver.playing; i++) timers.tick();
    expect(solver.playing).toBe(false);
    expect(board.lights.isEmpty()).toBe(true);
  });

  it('gives a hint: one press of a minimal solution', async () => {
    const { board, solver } = setup();
    await solver.hint();
    expect(board.hint).not.toBeNull();
    expect(board.solution).toBeNull();
    board.press(board.hint!.index);
    await solver.solve();
    expect(board.solution?.total).toBe(14);
  });

  it('drops an answer for lights that changed meanwhile', async () => {
    const { board, solver } = setup();
    const pending = solver.solve();
    board.cycle(0);
    await pending;
    expect(board.solution).toBeNull();
    expect(solver.status).toBe('idle');
  });

  it('cancels a running solve', async () => {
    const { board, solver } = setup();
    const pending = solver.solve();
    solver.cancel();
    await pending;
    expect(solver.status).toBe('idle');
    expect(board.solution).toBeNull();
  });

  it('reports a failure in words', async () => {
    const { solver } = setup(async () => {
      throw new RangeError('no solver handles cross on plane at 1000×1000');
    });
    await solver.solve();
    expect(solver.status).toBe('failed');
    expect(solver.error).toMatch(/no solver handles/);
  });
});
