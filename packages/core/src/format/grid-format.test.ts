import { describe, expect, it } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { formatGrid, formatGrids } from './grid-format.ts';

describe('formatGrid', () => {
  it('writes `N` for square boards and `M N` otherwise, one line per row, each ending in a newline', () => {
    expect(formatGrid(Board.fromRows(['#.', '.#']))).toBe('2\n#.\n.#\n');
    expect(formatGrid(Board.fromRows(['#..', '.##']))).toBe('2 3\n#..\n.##\n');
    expect(formatGrid(Board.fromRows(['#', '.', '#']))).toBe('3 1\n#\n.\n#\n');
  });

  it('can leave the header out and use other characters', () => {
    expect(formatGrid(Board.fromRows(['#.', '.#']), { header: 'none' })).toBe('#.\n.#\n');
    expect(formatGrid(Board.fromRows(['#.', '.#']), { on: 'X', off: 'o' })).toBe('2\nXo\noX\n');
  });

  it('writes any single character for on and off, including ones outside Latin-1 such as █', () => {
    expect(formatGrid(Board.fromRows(['#.', '.#']), { on: '█', off: '·' })).toBe('2\n█·\n·█\n');
    expect(formatGrid(Board.fromRows(['#.']), { on: '●', off: '○', header: 'none' })).toBe('●○\n');
  });

  it('handles rows wider than a word', () => {
    const b = new Board(2, 70);
    b.set(0, 0, true);
    b.set(0, 69, true);
    b.set(1, 32, true);
    const lines = formatGrid(b).split('\n');
    expect(lines[0]).toBe('2 70');
    expect(lines[1]).toBe(`#${'.'.repeat(68)}#`);
    expect(lines[2]).toBe(`${'.'.repeat(32)}#${'.'.repeat(37)}`);
  });
});

describe('formatGrids', () => {
  it('writes grids back to back, each with its header', () => {
    expect(formatGrids([Board.fromRows(['#']), Board.fromRows(['..', '#.'])])).toBe('1\n#\n2\n..\n#.\n');
    expect(formatGrids([])).toBe('');
  });
});
