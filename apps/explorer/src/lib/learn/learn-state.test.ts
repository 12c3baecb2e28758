import { Board, makeRule, namedStencil, nullity } from '@lightsout/core';
import { describeFrame, rankSentence } from './elimination-text.ts';
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

  it('jumps to the next pivot, the reduced form and the answer, and says the rank in the board’s own numbers', () => {
    const learn = new LearnState(() => ({ board: Board.filled(4, 4), rule: classic }), manualTimers());
    const kinds = learn.frames!.map((f) => f.step.kind);
    learn.jump(['pivot']);
    expect(learn.at).toBe(kinds.indexOf('pivot'));
    learn.jump(['pivot']);
    expect(learn.at).toBe(kinds.indexOf('pivot', kinds.indexOf('pivot') + 1));
    learn.jump(['reduced']);
    const reduced = learn.frames![learn.at]!;
    expect(reduced.step.kind).toBe('reduced');
    const rank = 16 - nullity(4, 4);
    expect(describeFrame(reduced, 4)).toContain(rankSentence(rank, 16));
    expect(rankSentence(rank, 16)).toBe('Rank 12 of 16: 2¹² of the 2¹⁶ boards are solvable (1 in 16), each in 2⁴ = 16 ways.');
    learn.jump(['solution', 'contradiction']);
    expect(learn.at).toBe(learn.total - 1);
    expect(learn.nextOf(['pivot'])).toBeNull();
    learn.jump(['pivot']); // nothing after: it stays
    expect(learn.at).toBe(learn.total - 1);
    expect(rankSentence(9, 9)).toBe('Rank 9 of 9: 2⁹ of the 2⁹ boards are solvable (all of them), each in exactly one way.');
  });

  it('refuses light chasing past 200 × 200 at once, without working out the steps', () => {
    const learn = new LearnState(() => ({ board: Board.filled(1000, 1000), rule: classic }), manualTimers());
    learn.open('chase');
    expect(learn.chaseProblem).toBe('Light chasing is shown for boards up to 200 × 200; this one is 1000 × 1000.');
    expect(learn.chase).toBeNull();
    expect(learn.total).toBe(0);
  });
});
