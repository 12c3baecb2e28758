import { describe, expect, it } from 'vitest';
import { cellAt, fitViewport, MAX_SCALE, revealCell, SHOWN_CELL, showCell, visibleCells, zoomAt } from './viewport.ts';

describe('viewport', () => {
  it('fits a board centred', () => {
    expect(fitViewport(10, 20, 400, 400)).toEqual({ scale: 20, x: 0, y: 100 });
  });

  it('finds the cell under a point, and nothing outside', () => {
    const v = fitViewport(10, 20, 400, 400);
    expect(cellAt(v, 10, 20, 5, 105)).toEqual([0, 0]);
    expect(cellAt(v, 10, 20, 399, 299)).toEqual([9, 19]);
    expect(cellAt(v, 10, 20, 5, 50)).toBeNull();
  });

  it('zooms about a fixed point, within bounds', () => {
    const v = { scale: 2, x: 0, y: 0 };
    const z = zoomAt(v, 2, 100, 100, 1);
    expect(z).toEqual({ scale: 4, x: -100, y: -100 });
    expect(cellAt(z, 1000, 1000, 100, 100)).toEqual(cellAt(v, 1000, 1000, 100, 100));
    expect(zoomAt(v, 1000, 0, 0, 1).scale).toBe(MAX_SCALE);
    expect(zoomAt(v, 0.001, 0, 0, 1).scale).toBe(1);
  });

  it('lists the visible cells and reveals a hidden one', () => {
    const v = { scale: 10, x: -55, y: 0 };
    expect(visibleCells(v, 100, 100, 100, 50)).toEqual({ r0: 0, r1: 5, c0: 5, c1: 16 });
    const moved = revealCell(v, 0, 0, 100, 50);
    expect(moved.x).toBe(0);
    expect(revealCell(v, 0, 8, 100, 50)).toEqual(v);
  });

  it('shows a hinted cell of a fitted 1000 × 1000 board: zoomed to a visible size, in the middle', () => {
    const fitted = fitViewport(1000, 1000, 600, 600);
    const v = showCell(fitted, 700, 123, 600, 600);
    expect(v.scale).toBe(SHOWN_CELL);
    expect(cellAt(v, 1000, 1000, 300, 300)).toEqual([700, 123]);
    expect(showCell(v, 700, 124, 600, 600)).toBe(v); // already in view and large enough
  });

  it('draws a 1 × 1000 board as a band of cells to pan along, not a line under a pixel thick', () => {
    expect(fitViewport(1, 1000, 700, 220).scale).toBeCloseTo(0.7);
    const v = fitViewport(1, 1000, 700, 48, 24);
    expect(v.scale).toBe(24);
    expect(v.x).toBe(0);
    expect(fitViewport(1000, 1000, 600, 600, 24).scale).toBeCloseTo(0.6); // a square board still fits whole
    expect(fitViewport(1000, 1, 700, 600, 24)).toEqual({ scale: 24, x: (700 - 24) / 2, y: 0 });
  });
});
