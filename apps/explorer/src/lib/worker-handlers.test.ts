import { Board, verifyProof, verifySolution } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { fromData, toData, transferables, type WorkerResponse } from './protocol.ts';
import { CLASSIC_SPEC, toRule } from './rule-spec.ts';
import { runJob, serveRequest } from './worker-handlers.ts';

/** The seed problem's second example: unsolvable. */
const SEED_UNSOLVABLE = Board.fromRows(['.#...', '.##..', '#....', '.....', '.....']);

describe('runJob', () => {
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
