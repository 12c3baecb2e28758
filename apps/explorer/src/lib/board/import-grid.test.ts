import { describe, expect, it } from 'vitest';
import { importGrid, MAX_COUNTED_GRIDS } from './import-grid.ts';

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

  it('reads the first grid of a huge file and counts no further than it says', () => {
    const many = '1\n#\n'.repeat(MAX_COUNTED_GRIDS + 5);
    const result = importGrid(`${many}this is not a grid\n`); // never reached: the reading stops first
    expect(result).toMatchObject({ ok: true, note: `The text holds more than ${MAX_COUNTED_GRIDS} grids; the first one is shown (the rest are not read).` });
    const few = importGrid(`${'1\n#\n'.repeat(3)}x\n`); // a bad fourth grid among the counted ones is reported
    expect(few).toMatchObject({ ok: false, line: 7 });
  });
});
