import { parseStencil } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { gridToPattern, patternSide, patternToGrid } from './stencil-grid.ts';

describe('stencil grid', () => {
  it('centres a pattern in a larger grid and trims it back', () => {
    const grid = patternToGrid('.#./###/.#.', 5);
    expect(grid.map((row) => row.map((on) => (on ? '#' : '.')).join(''))).toEqual(['.....', '..#..', '.###.', '..#..', '.....']);
    expect(gridToPattern(grid)).toBe('.#./###/.#.');
  });

  it('keeps wide reaches and gives a pattern the core parses', () => {
    const grid = patternToGrid('#...#/...../..#../...../#...#', 5);
    const pattern = gridToPattern(grid);
    expect(pattern).toBe('#...#/...../..#../...../#...#');
    expect(parseStencil(pattern).offsets).toHaveLength(5);
  });

  it('writes an empty grid as a single off cell (which the core rejects with a message)', () => {
    expect(gridToPattern(patternToGrid('...', 3))).toBe('.');
    expect(() => parseStencil('.')).toThrow(/at least one/);
  });

  it('measures the grid a pattern needs: its farthest # from the centre', () => {
    expect(patternSide('.#./###/.#.')).toBe(3);
    expect(patternSide('#....../......./......./...#.../......./......./.......')).toBe(7);
    expect(patternSide('......./......./......./...#.../......./......./.......')).toBe(1);
  });
});
