import { describe, expect, it } from 'vitest';
import { ShapeMemo } from './shape-memo.ts';

/** A memo whose builds are counted, per shape. */
function counted(memo: ShapeMemo<string>) {
  const builds = new Map<string, number>();
  const get = (rows: number, cols: number) =>
    memo.get(rows, cols, () => {
      const key = `${rows}x${cols}`;
      builds.set(key, (builds.get(key) ?? 0) + 1);
      return key;
    });
  return { get, builds };
}

describe('ShapeMemo', () => {
  it('builds each of many small shapes once, however they interleave', () => {
    const { get, builds } = counted(new ShapeMemo());
    for (let round = 0; round < 3; round++)
      for (let rows = 5; rows <= 16; rows++) for (let cols = 5; cols <= 16; cols++) expect(get(rows, cols)).toBe(`${rows}x${cols}`);
    expect(builds.size).toBe(144);
    expect([...builds.values()].every((n) => n === 1)).toBe(true);
  });

  it('evicts the least recently used shape once the cells pass the budget', () => {
    const { get, builds } = counted(new ShapeMemo(100, 320));
    get(10, 10);
    get(10, 11);
    get(10, 10); // now 10x11 is the oldest
    get(10, 9); // 100 + 110 + 90 = 300 cells: all kept
    get(10, 12); // 120 more passes 320: 10x11 alone goes
    get(10, 10);
    get(10, 9);
    expect(builds.get('10x10')).toBe(1);
    expect(builds.get('10x9')).toBe(1);
    get(10, 11);
    expect(builds.get('10x11')).toBe(2);
  });

  it('keeps a shape bigger than the budget, alone', () => {
    const { get, builds } = counted(new ShapeMemo(100, 300));
    get(5, 5);
    get(20, 20);
    get(20, 20);
    expect(builds.get('20x20')).toBe(1);
    get(5, 5);
    expect(builds.get('5x5')).toBe(2);
    get(20, 20);
    expect(builds.get('20x20')).toBe(2);
  });

  it('holds at most the given number of shapes', () => {
    const { get, builds } = counted(new ShapeMemo(2, 10_000));
    get(1, 1);
    get(1, 2);
    get(1, 3);
    get(1, 1);
    expect(builds.get('1x1')).toBe(2);
  });
});
