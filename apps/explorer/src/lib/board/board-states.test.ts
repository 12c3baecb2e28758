import { StateBoard } from '@lightsout/core';
import { applyStatePresses } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { localRunner } from '../worker/_local-runner.ts';
import { Explorer } from '../explorer.svelte.ts';
import { CLASSIC_SPEC, toRule } from '../rule/rule-spec.ts';
import { fromHash, toHash } from '../link/url-state.ts';

const runners = { solve: localRunner, facts: localRunner, table: localRunner, chart: localRunner };

describe('k-state board in the explorer', () => {
  it('switches from two states to k with the lit cells at 1, and back', () => {
    const explorer = new Explorer(runners);
    explorer.setStates(3);
    expect(explorer.board.multi.game.states).toBe(3);
    expect(Array.from(explorer.board.multi.game.lights)).toEqual(Array(25).fill(1));
    explorer.board.multi.game.mode = 'edit';
    explorer.board.multi.game.click(0);
    explorer.setStates(2);
    expect(explorer.board.board.count()).toBe(25);
  });

  it('solves a 3-state board in the worker and the counts solve it', async () => {
    const explorer = new Explorer(runners);
    explorer.setStates(3);
    explorer.openSize(3, 3);
    await explorer.board.multi.solver.solve();
    expect(explorer.board.multi.solver.status).toBe('solved');
    const counts = explorer.board.multi.game.solution!.remaining;
    const after = applyStatePresses(StateBoard.filled(3, 3, 3), new StateBoard(3, 3, 3, counts.slice()), toRule(CLASSIC_SPEC));
    expect(after.isZero()).toBe(true);
    while (explorer.board.multi.game.step() > 0);
    expect(explorer.board.multi.game.lit).toBe(0);
  });

  it('shows a proof whose weighted sum is not 0 mod k for an unsolvable board', async () => {
    const explorer = new Explorer(runners);
    explorer.setStates(3);
    explorer.openSize(2, 2); // 2×2, k = 3: nullity 1
    explorer.board.multi.game.mode = 'edit';
    explorer.board.multi.game.clear();
    explorer.board.multi.game.click(0);
    await explorer.board.multi.solver.solve();
    if (explorer.board.multi.solver.status === 'unsolvable') expect(explorer.board.multi.game.proof!.sum).not.toBe(0);
    else expect(explorer.board.multi.solver.status).toBe('solved');
  });

  it('hints one press of a fewest-press solution; following the hints turns the lights to all 0', async () => {
    const explorer = new Explorer(runners);
    explorer.setStates(3);
    explorer.openSize(3, 3);
    const game = explorer.board.multi.game;
    await explorer.board.multi.solver.solve();
    const total = game.solution!.total;
    game.dropOverlays();
    let made = 0;
    while (game.lit > 0 && made <= total) {
      await explorer.board.multi.solver.hint();
      const hint = game.hint!;
      expect(hint.minimal).toBe(true);
      expect(hint.times).toBeGreaterThan(0);
      expect(game.solution).toBeNull();
      game.press(hint.index);
      made++;
    }
    expect(game.lit).toBe(0);
    expect(made).toBe(total);
    // A shown minimal solution answers the hint without a new solve.
    game.undo();
    await explorer.board.multi.solver.solve();
    await explorer.board.multi.solver.hint();
    expect(game.hint!.index).toBe(game.solution!.remaining.findIndex((v) => v > 0));
  });

  it('links k and the lights, and the link reproduces them', () => {
    const explorer = new Explorer(runners);
    explorer.setStates(4);
    explorer.board.multi.game.press(7);
    const hash = toHash(explorer.snapshot());
    expect(hash).toMatch(/k=4&q=/);
    const other = new Explorer(runners);
    other.apply(fromHash(hash).state);
    expect(other.states).toBe(4);
    expect(Array.from(other.board.multi.game.lights)).toEqual(Array.from(explorer.board.multi.game.lights));
    explorer.board.openStates(StateBoard.fromRows(['0123', '3000', '0001'], 4));
    expect(toHash(explorer.snapshot())).toMatch(/^#r=3&c=4&.*k=4&q=_QAPk$/); // packed: shorter than the runs abcdda6b
    expect(fromHash('#r=3&c=3&k=11').problems).toEqual(['k=11: states must be 2 to 10, so two states are used']);
  });

  it('has facts over Z/k: the 4×4 classic board has nullity 2 for k = 3', async () => {
    const explorer = new Explorer(runners);
    explorer.setStates(3);
    explorer.openSize(4, 4);
    await explorer.board.loadFacts();
    expect(explorer.board.multi.facts.nullity).toBe(2);
    expect(explorer.board.multi.facts.solutions).toBe(9n);
    expect(explorer.board.multi.facts.patterns).toHaveLength(2);
  });

  it('wins a k-state game as a two-state one is won, and measures the fewest presses it needed', async () => {
    const explorer = new Explorer(runners);
    explorer.setStates(3);
    explorer.openSize(3, 3); // nullity 0 over Z/3: one solution, the fewest
    const { game, solver } = explorer.board.multi;
    await solver.solve();
    const counts = game.solution!.remaining.slice();
    game.dropOverlays();
    counts.forEach((times, i) => {
      for (let t = 0; t < times; t++) game.press(i);
    });
    expect(game.lit).toBe(0);
    expect(game.won).toBe(true);
    await explorer.puzzles.measure();
    expect(explorer.puzzles.fewest).toMatchObject({ count: counts.reduce((s, v) => s + v, 0), minimal: true });
  });
});
