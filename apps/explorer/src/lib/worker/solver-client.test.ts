import { Board } from '@lightsout/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeWorker } from './_fake-worker.ts';
import { toData } from './protocol.ts';
import { CLASSIC_SPEC } from '../rule/rule-spec.ts';
import { SolverClient } from './solver-client.ts';

const shape = { kind: 'shape', rows: 5, cols: 5, rule: CLASSIC_SPEC, maxPatterns: 4 } as const;

beforeEach(() => {
  FakeWorker.created = [];
});

describe('SolverClient', () => {
  it('numbers requests and matches answers by id, in any order', async () => {
    const client = new SolverClient(() => new FakeWorker());
    const a = client.run(shape);
    const b = client.run({ ...shape, rows: 4, cols: 4 });
    const worker = FakeWorker.created[0]!;
    const [ra, rb] = worker.received;
    expect(ra!.id).not.toBe(rb!.id);
    worker.reply({ id: rb!.id, type: 'done', result: { nullity: 4, patterns: [] } });
    worker.reply({ id: ra!.id, type: 'done', result: { nullity: 2, patterns: [] } });
    expect(await a).toEqual({ nullity: 2, patterns: [] });
    expect(await b).toEqual({ nullity: 4, patterns: [] });
    expect(client.busy).toBe(0);
  });

  it('passes progress to the caller and failures as errors with their name', async () => {
    const client = new SolverClient(() => new FakeWorker());
    const seen: number[] = [];
    const job = client.run(shape, { onProgress: (done, total) => seen.push(done / total) });
    const worker = FakeWorker.created[0]!;
    const id = worker.received[0]!.id;
    worker.reply({ id, type: 'progress', done: 1, total: 4 });
    worker.reply({ id, type: 'failed', error: { name: 'RangeError', message: 'no solver handles it' } });
    await expect(job).rejects.toMatchObject({ name: 'RangeError', message: 'no solver handles it' });
    expect(seen).toEqual([0.25]);
  });

  it('cancels by terminating the worker and resends the other waiting jobs to a new one', async () => {
    const client = new SolverClient(() => new FakeWorker());
    const controller = new AbortController();
    const slow = client.run({ kind: 'solve', board: toData(Board.filled(5, 5)), rule: CLASSIC_SPEC, minimal: true }, { signal: controller.signal });
    const other = client.run(shape);
    controller.abort(new DOMException('stop', 'AbortError'));
    await expect(slow).rejects.toMatchObject({ name: 'AbortError' });
    const [first, second] = FakeWorker.created;
    expect(first!.terminated).toBe(true);
    expect(second!.received.map((m) => m.kind)).toEqual(['shape']);
    second!.reply({ id: second!.received[0]!.id, type: 'done', result: { nullity: 2, patterns: [] } });
    expect(await other).toMatchObject({ nullity: 2 });
  });

  it('rejects at once when the signal is already aborted, without starting a worker', async () => {
    const client = new SolverClient(() => new FakeWorker());
    const controller = new AbortController();
    controller.abort(new DOMException('no', 'AbortError'));
    await expect(client.run(shape, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.created).toHaveLength(0);
  });

  it('rejects every waiting job when the worker crashes, and recovers with a new worker', async () => {
    const client = new SolverClient(() => new FakeWorker());
    const job = client.run(shape);
    FakeWorker.created[0]!.crash('out of memory');
    await expect(job).rejects.toThrow('out of memory');
    const again = client.run(shape);
    const fresh = FakeWorker.created[1]!;
    fresh.reply({ id: fresh.received[0]!.id, type: 'done', result: { nullity: 2, patterns: [] } });
    expect(await again).toMatchObject({ nullity: 2 });
  });

  it('ignores late answers to cancelled jobs', async () => {
    const client = new SolverClient(() => new FakeWorker());
    const controller = new AbortController();
    const job = client.run(shape, { signal: controller.signal });
    const worker = FakeWorker.created[0]!;
    const lateId = worker.received[0]!.id;
    const reason = new DOMException('stop', 'AbortError');
    controller.abort(reason);
    await expect(job).rejects.toBe(reason);
    expect(worker.terminated).toBe(true);
    const next = client.run(shape);
    const fresh = FakeWorker.created[1]!;
    // The cancelled job's answer arrives anyway, through the handler the old worker still holds.
    worker.onmessage?.({ data: { id: lateId, type: 'done', result: { nullity: 0, patterns: [] } } } as never);
    expect(client.busy).toBe(1); // it settled nothing: the new job still waits for its own answer
    fresh.reply({ id: fresh.received[0]!.id, type: 'done', result: { nullity: 2, patterns: [] } });
    expect(await next).toEqual({ nullity: 2, patterns: [] });
  });

  it('runs real jobs end to end through the worker code', async () => {
    const client = new SolverClient(() => new FakeWorker(true));
    const result = await client.run({ kind: 'solve', board: toData(Board.filled(5, 5)), rule: CLASSIC_SPEC, minimal: true });
    expect(result).toMatchObject({ solvable: true, pressCount: 15, minimal: true });
    client.dispose();
    expect(FakeWorker.created[0]!.terminated).toBe(true);
  });
});
