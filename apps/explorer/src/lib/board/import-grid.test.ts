import { describe, expect, it } from 'vitest';
import { importGrid } from './import-grid.ts';

const SEED = `5
.#..#
#..#.
#.#..
.####
...#.
5
.#...
.##..
#....
.....
.....
`;

describe('importGrid', () => {
  it('reads the first grid and notes the others', () => {
    const result = importGrid(SEED);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.board.toRows()[0]).toBe('.#..#');
    expect(result.note).toMatch(/2 grids/);
  });

  it('reports a malformed row with its line and column', () => {
    const result = importGrid('3\n...\n.x.\n...\n');
    expect(result).toMatchObject({ ok: false, line: 3, column: 2 });
    if (!result.ok) expect(result.message).toMatch(/line 3, column 2/);
  });

  it('refuses grids over the size limit before allocating them', () => {
    const result = importGrid('2000\n');
    expect(result.ok).toBe(false);
  });

  it('says when there is nothing to read', () => {
    expect(importGrid('   \n')).toMatchObject({ ok: false, line: null });
  });
});
