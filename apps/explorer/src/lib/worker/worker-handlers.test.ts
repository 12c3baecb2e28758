import { Board, graphNullity, randomSolvableBoard, seededRandom, solve, StateBoard, verifyProof, verifySolution } from '@lightsout/core';
import { applyStatePresses, cycleGraph } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { fromData, fromGraphData, fromStateData, toData, toGraphData, toStateData, transferables, type WorkerResponse } from './protocol.ts';
import { DIFFICULTIES, pressRange } from '../board/difficulty.ts';
import { CLASSIC_SPEC, toRule } from '../rule/rule-spec.ts';
import { runJob, serveRequest } from './worker-handlers.ts';

/** The seed problem's second example: unsolvable. */
const SEED_UNSOLVABLE = Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']);

describe('runJob: k states and graphs', () => {
  it('solves a 3-state board and proves an unsolvable one with a weighted quiet pattern', () => {
    const board = StateBoard.filled(3, 3, 3);
    const solved = runJob({ kind: 'statesSolve', board: toStateData(board), rule: CLASSIC_SPEC, minimal: true });
    expect(solved.solvable).toBe(true);
    if (!solved.solvable) return;
    expect(applyStatePresses(board, fromStateData(solved.presses), toRule(CLASSIC_SPEC)).isZero()).toBe(true);
    expect(solved.solutions).toBe(1n);
    const lone = new StateBoard(2, 2, 3);
    lone.set(0, 0, 1);
    const r = runJob({ kind: 'statesSolve', board: toStateData(lone), rule: CLASSIC_SPEC, minimal: false });
    if (!r.solvable) {
      const y = fromStateData(r.proof);
      expect(y.cells.reduce((s, w, i) => s + w * ((3 - lone.cells[i]!) % 3), 0) % 3).not.toBe(0);
    }
  });

  it('gives k-state facts: nullity, kernel size and generators', () => {
    const r = runJob({ kind: 'statesShape', rows: 4, cols: 4, states: 3, rule: CLASSIC_SPEC, maxPatterns: 8 });
    expect(r.nullity).toBe(2);
    expect(r.solutions).toBe(9n);
    expect(r.patterns).toHaveLength(2);
  });

  it('solves, describes and lays out a graph sent as data', () => {
    const graph = toGraphData(cycleGraph(5));
    const solved = runJob({ kind: 'graphSolve', graph, game: 'sigma-plus', states: 2, lights: new Uint8Array(5).fill(1), minimal: true });
    expect(solved.solvable).toBe(true);
    if (solved.solvable) expect(solved.pressCount).toBeGreaterThan(0);
    const facts = runJob({ kind: 'graphFacts', graph, game: 'sigma-plus', states: 2, maxPatterns: 4 });
    expect(facts.nullity).toBe(graphNullity(fromGraphData(graph)));
    const layout = runJob({ kind: 'graphLayout', graph, seed: 1 });
    expect(layout.coordinates).toHaveLength(10);
  });

  it('round-trips a graph through its data', () => {
    const g = fromGraphData(toGraphData(cycleGraph(6)));
    expect(g.edgeCount).toBe(6);
    expect(g.hasEdge(5, 0)).toBe(true);
  });
});

describe('runJob', () => {
  it('runs the stoppable fewest-presses search when asked, to the same proven answer as the core', () => {
    const board = randomSolvableBoard(9, 9, { random: seededRandom(4) }); // nullity 8
    const reference = solve(board, { minimal: true });
    const messages: WorkerResponse[] = [];
    serveRequest({ id: 3, kind: 'solve', board: toData(board), rule: CLASSIC_SPEC, minimal: true, search: true }, (m) => messages.push(m));
    const done = messages.at(-1);
    expect(done?.type).toBe('done');
    if (done?.type !== 'done' || !reference.solvable) throw new Error('expected an answer');
    expect(done.result).toMatchObject({ solvable: true, pressCount: reference.pressCount, minimal: true, bound: reference.pressCount });
    const graph = runJob({ kind: 'graphSolve', graph: toGraphData(cycleGraph(9)), game: 'sigma-plus', states: 2, lights: new Uint8Array(9).fill(1), minimal: true, search: true });
    expect(graph).toMatchObject({ solvable: true, pressCount: 3, minimal: true, bound: 3 });
  });

  it('solves the 5×5 all-on board in 15 presses, proven minimal', () => {
    const board = Board.filled(5, 5);
    const result = runJob({ kind: 'solve', board: toData(board), rule: CLASSIC_SPEC, minimal: true });
    expect(result.solvable).toBe(true);
    if (!result.solvable) return;
    expect(result.pressCount).toBe(15);
    expect(result.minimal).toBe(true);
    expect(result.nullity).toBe(2);
    expect(verifySolution(board, fromData(result.presses), toRule(CLASSIC_SPEC))).toBe(true);
  });

  it('proves the seed problem’s second example unsolvable', () => {
    const result = runJob({ kind: 'solve', board: toData(SEED_UNSOLVABLE), rule: CLASSIC_SPEC, minimal: true });
    expect(result.solvable).toBe(false);
    if (result.solvable) return;
    expect(verifyProof(SEED_UNSOLVABLE, fromData(result.proof), toRule(CLASSIC_SPEC))).toBe(true);
  });

  it('gives the facts of a shape with at most the asked number of patterns', () => {
    expect(runJob({ kind: 'shape', rows: 5, cols: 5, rule: CLASSIC_SPEC, maxPatterns: 8 })).toMatchObject({ nullity: 2 });
    expect(runJob({ kind: 'shape', rows: 5, cols: 5, rule: CLASSIC_SPEC, maxPatterns: 1 }).patterns).toHaveLength(1);
    expect(runJob({ kind: 'shape', rows: 4, cols: 4, rule: CLASSIC_SPEC, maxPatterns: 0 })).toEqual({ nullity: 4, patterns: [] });
  });

  it('fills the nullity table row-major and the n × n chart', () => {
    const table = runJob({ kind: 'table', rows: 5, cols: 5, rule: CLASSIC_SPEC });
    expect(table.values[4 * 5 + 4]).toBe(2); // 5×5
    expect(table.values[3 * 5 + 3]).toBe(4); // 4×4
    expect(table.values[3 * 5 + 4]).toBe(0); // 4×5
    const diagonal = runJob({ kind: 'diagonal', from: 1, to: 10, rule: CLASSIC_SPEC });
    expect([...diagonal.values]).toEqual([0, 0, 0, 4, 2, 0, 0, 0, 8, 0]);
  });

  it('makes puzzles whose fewest presses match the difficulty, proven, and reproducible from the seed', () => {
    const most = runJob({ kind: 'hardest', rows: 5, cols: 5, rule: CLASSIC_SPEC });
    expect(most).toEqual({ max: 15, exact: true });
    for (const difficulty of DIFFICULTIES) {
      const made = runJob({ kind: 'puzzle', rows: 5, cols: 5, rule: CLASSIC_SPEC, difficulty, seed: 3 });
      const [lo, hi] = pressRange(difficulty, most.max);
      expect(made.fewest).toBeGreaterThanOrEqual(lo);
      expect(made.fewest).toBeLessThanOrEqual(hi);
      expect(made.minimal).toBe(true);
      const board = fromData(made.board);
      const check = solve(board, { minimal: true });
      expect(check.solvable && check.pressCount).toBe(made.fewest);
      expect(fromData(runJob({ kind: 'puzzle', rows: 5, cols: 5, rule: CLASSIC_SPEC, difficulty, seed: 3 }).board).equals(board)).toBe(true);
    }
  });

  it('uses the rule: cross without centre has nullity n on n × n', () => {
    const rule = { ...CLASSIC_SPEC, center: false };
    expect([...runJob({ kind: 'diagonal', from: 1, to: 6, rule }).values]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('serveRequest', () => {
  it('answers with the request id, after throttled progress', () => {
    const sent: WorkerResponse[] = [];
    let clock = 0;
    serveRequest({ id: 7, kind: 'diagonal', from: 1, to: 8, rule: CLASSIC_SPEC }, (m) => sent.push(m), () => (clock += 20));
    const last = sent.at(-1)!;
    expect(last).toMatchObject({ id: 7, type: 'done' });
    const progress = sent.filter((m) => m.type === 'progress');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThan(8); // throttled: every 50 ms of a 20 ms clock, plus the last
    expect(progress.at(-1)).toMatchObject({ done: 8, total: 8 });
  });

  it('turns errors into `failed` messages with the core’s words', () => {
    const sent: WorkerResponse[] = [];
    serveRequest({ id: 3, kind: 'solve', board: toData(new Board(2, 2)), rule: { ...CLASSIC_SPEC, stencil: 'custom', pattern: '##' }, minimal: false }, (m) => sent.push(m));
    expect(sent).toEqual([{ id: 3, type: 'failed', error: { name: 'StencilFormatError', message: expect.stringMatching(/odd/) } }]);
  });
});

describe('protocol', () => {
  it('lists the buffers of a response once each, for transfer', () => {
    const a = new Board(3, 3);
    const b = new Board(3, 3);
    const message = { id: 1, type: 'done', result: { nullity: 1, patterns: [toData(a), toData(b), toData(a)] } };
    expect(transferables(message)).toEqual([a.words.buffer, b.words.buffer]);
  });

  it('rebuilds boards from their data', () => {
    const board = Board.fromRows(['#..', '.#.', '..#']);
    expect(fromData(structuredClone(toData(board))).equals(board)).toBe(true);
  });
});
