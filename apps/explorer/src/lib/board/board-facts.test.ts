import { Board } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { GatedRunner } from '../worker/_gated-runner.ts';
import { localRunner } from '../worker/_local-runner.ts';
import type { RunJob } from '../worker/run-job.ts';
import { BoardState } from './board-state.svelte.ts';

/** The two-state board's facts, asked of `run`, and a way to load them for rows × cols under the classic rule. */
function setup(run: RunJob) {
  const board = new BoardState(localRunner, run);
  const load = (rows: number, cols: number) => {
    board.bits.game.reset(Board.filled(rows, cols));
    return board.loadFacts();
  };
  return { facts: board.bits.facts, load };
}

describe('Facts of the two-state board', () => {
  it('loads nullity, solution count and quiet patterns', async () => {
    const { facts, load } = setup(localRunner);
    await load(5, 5);
    expect(facts.nullity).toBe(2);
    expect(facts.solutions).toBe(4n);
    expect(facts.patterns).toHaveLength(2);
    // Two of the three non-zero quiet patterns of 5×5, which light 12, 12 and 16 cells.
    for (const p of facts.patterns) expect([12, 16]).toContain(p.count());
    expect(facts.loading).toBe(false);
  });

  it('asks once per shape and rule, and the latest question wins', async () => {
    let calls = 0;
    const counting: RunJob = (request, options) => {
      calls++;
      return localRunner(request, options);
    };
    const { facts, load } = setup(counting);
    const first = load(4, 4);
    const second = load(3, 3);
    await Promise.all([first, second]);
    expect(facts.nullity).toBe(0);
    await load(3, 3);
    expect(calls).toBe(2); // 4×4: nullity, superseded before its patterns; 3×3: nullity 0, so no patterns
  });

  it('gives the nullity before the patterns', async () => {
    const gate = new GatedRunner();
    const { facts, load } = setup(gate.run);
    const pending = load(4, 4);
    await gate.arrival(1);
    expect(gate.held[0]!.request).toMatchObject({ kind: 'shape', maxPatterns: 0 });
    expect(facts.loading).toBe(true);
    gate.held[0]!.release();
    await gate.arrival(2); // the patterns are asked for only once the nullity is in
    expect(facts.nullity).toBe(4);
    expect(facts.loading).toBe(false);
    expect(facts.patternsLoading).toBe(true);
    expect(facts.patterns).toHaveLength(0);
    gate.held[1]!.release();
    await pending;
    expect(facts.patterns).toHaveLength(4);
    expect(facts.patternsLoading).toBe(false);
  });

  it('shows the error when the shape cannot be handled', async () => {
    const { facts, load } = setup(async () => {
      throw new RangeError('no solver handles cross on plane at 1000×1000');
    });
    await load(1000, 1000);
    expect(facts.error).toMatch(/no solver/);
    expect(facts.nullity).toBeNull();
  });
});
