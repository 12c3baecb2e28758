import { applyGraphPresses } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { Explorer } from '../explorer.svelte.ts';
import { fromHash, toHash } from '../link/url-state.ts';
import { localRunner } from '../worker/_local-runner.ts';
import { exampleGraph } from './graph-examples.ts';

const runners = { solve: localRunner, facts: localRunner, table: localRunner, chart: localRunner };

describe('graph page state', () => {
  it('solves the all-lit Petersen graph in σ⁺ and the presses verify', async () => {
    const explorer = new Explorer(runners);
    const g = explorer.graphs;
    expect(g.graph.vertexCount).toBe(10);
    await g.solver.solve();
    expect(g.solver.status).toBe('solved');
    const presses = g.lights.solution!.remaining;
    expect(Array.from(applyGraphPresses(g.graph, new Uint8Array(10).fill(1), presses))).toEqual(Array(10).fill(0));
  });

  it('proves the σ game on a 4-cycle unsolvable from one lit vertex, with a separating quiet pattern', async () => {
    const explorer = new Explorer(runners);
    const g = explorer.graphs;
    g.open(exampleGraph('cycle-4')!, 'cycle-4', Uint8Array.of(1, 0, 0, 0));
    g.setGame('sigma');
    await g.solver.solve();
    expect(g.solver.status).toBe('unsolvable');
    const w = g.lights.proof!.weights;
    expect(w.reduce((s, y, i) => s + y * ((2 - g.lights.lights[i]!) % 2), 0) % 2).toBe(1);
    expect(g.lights.proof!.sum).toBe(1);
  });

  it('computes facts and a force layout for a graph without coordinates', async () => {
    const explorer = new Explorer(runners);
    const g = explorer.graphs;
    g.open(exampleGraph('random-20-3')!, 'random-20-3');
    expect(g.layout).toBeNull();
    await expect.poll(() => g.layout?.length).toBe(40);
    await g.loadFacts();
    expect(g.facts.nullity).not.toBeNull();
  });

  it('puts the example, game, states and lights in the link', () => {
    const explorer = new Explorer(runners);
    explorer.view = 'graph';
    explorer.graphs.setGame('sigma');
    explorer.graphs.setStates(3);
    explorer.graphs.lights.press(0);
    const hash = toHash(explorer.snapshot());
    expect(hash).toMatch(/view=graph/);
    expect(hash).toMatch(/g=petersen&gg=sigma&gk=3&gl=/);
    const other = new Explorer(runners);
    other.apply(fromHash(hash).state);
    expect(other.graphs.gameKind).toBe('sigma');
    expect(other.graphs.states).toBe(3);
    expect(Array.from(other.graphs.lights.lights)).toEqual(Array.from(explorer.graphs.lights.lights));
    expect(fromHash('#view=graph&g=nonsense').problems).toEqual([`unknown example graph 'nonsense'`]);
  });

  it('says so when asked for a hint on lights that cannot be solved', async () => {
    const explorer = new Explorer(runners);
    const g = explorer.graphs;
    g.open(exampleGraph('cycle-4')!, 'cycle-4', Uint8Array.of(1, 0, 0, 0));
    g.setGame('sigma');
    await g.solver.hint();
    expect(g.solver.status).toBe('unsolvable');
    expect(g.lights.hint).toBeNull();
    expect(g.lights.proof!.sum).toBe(1);
  });

  it('inverts a graph per vertex (k − 1 − s) and undoes it', () => {
    const explorer = new Explorer(runners);
    const g = explorer.graphs;
    g.open(exampleGraph('cycle-4')!, 'cycle-4', Uint8Array.of(1, 0, 0, 0));
    g.lights.setStates(3);
    g.lights.load(Uint8Array.of(0, 1, 2, 0));
    g.lights.invert();
    expect(Array.from(g.lights.lights)).toEqual([2, 1, 0, 2]);
    g.lights.undo();
    expect(Array.from(g.lights.lights)).toEqual([0, 1, 2, 0]);
  });
});
