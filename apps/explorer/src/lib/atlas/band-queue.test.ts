import { describe, expect, it } from 'vitest';
import { BandQueue } from './band-queue.ts';

describe('BandQueue', () => {
  it('hands bands out in order and reports the finished prefix whatever order they finish in', () => {
    const q = new BandQueue([
      [1, 2],
      [3, 5],
      [6, 6],
    ]);
    const a = q.take()!;
    const b = q.take()!;
    expect([a.index, b.index]).toEqual([0, 1]);
    expect(q.finish(b.index)).toBe(0);
    expect(q.busy).toBe(true);
    const c = q.take()!;
    expect(q.take()).toBeNull();
    expect(q.finish(a.index)).toBe(5);
    expect(q.busy).toBe(true);
    expect(q.finish(c.index)).toBe(6);
    expect(q.busy).toBe(false);
  });

  it('hands out nothing after close, and the prefix stays where it was', () => {
    const q = new BandQueue([
      [1, 1],
      [2, 2],
    ]);
    const a = q.take()!;
    q.close();
    expect(q.hasWork).toBe(false);
    expect(q.take()).toBeNull();
    q.drop();
    expect(q.busy).toBe(false);
    expect(q.done).toBe(0);
    expect(a.index).toBe(0);
  });
});
