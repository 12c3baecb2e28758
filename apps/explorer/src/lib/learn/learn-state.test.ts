import { Board, makeRule, namedStencil } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { LearnState } from './learn-state.svelte.ts';

const classic = makeRule(namedStencil('cross'), 'plane');

/** Timers driven by hand: `tick()` runs the interval once. */
function manualTimers() {
  let callback: (() => void) | null = null;
  return {
    setInterval: (cb: () => void) => {
      callback = cb;
      return 1;
    },
    clearInterval: () => {
      callback = null;
    },
    tick: () => callback?.(),
    get running() {
      return callback !== null;
    },
  };
}

describe('LearnState', () => {
  it('steps through the elimination of a 3 × 3 board, clamped at both ends, and plays to the end', () => {
    const timers = manualTimers();
    const learn = new LearnState(() => ({ board: Board.filled(3, 3), rule: classic }), timers);
    expect(learn.frames![0]!.step.kind).toBe('start');
    learn.back();
    expect(learn.at).toBe(0);
    learn.next();
    expect(learn.at).toBe(1);
    learn.play();
    while (timers.running) timers.tick();
    expect(learn.at).toBe(learn.total - 1);
    expect(learn.playing).toBe(false);
    expect(learn.frames![learn.at]!.step.kind).toBe('solution');
  });

  it('says why a lesson does not apply: the system past 6 × 6, chasing under Moore', () => {
    const big = new LearnState(() => ({ board: Board.filled(7, 7), rule: classic }));
    expect(big.systemProblem).toMatch(/up to 6 × 6 \(36 unknowns\); this one is 7 × 7/);
    expect(big.frames).toBeNull();
    const moore = new LearnState(() => ({ board: Board.filled(5, 5), rule: makeRule(namedStencil('moore'), 'plane') }));
    moore.open('chase');
    expect(moore.chaseProblem).toMatch(/row above only in its own column/);
    expect(moore.chase).toBeNull();
  });

  it('chases any size it can draw: a 200 × 200 board ends dark', () => {
    const learn = new LearnState(() => ({ board: Board.filled(200, 200), rule: classic }));
    learn.open('chase');
    expect(learn.chase!.at(-1)!.kind).toBe('done');
  });
});
