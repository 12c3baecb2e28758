import { describe, expect, it } from 'vitest';
import { clampView, devicePixelsPerSize, followView, fullView, MIN_SPAN, panView, zoomView } from './heat-view.ts';

describe('heat-map view', () => {
  it('zooms about a point, keeping it where it was, and never past the table or the closest zoom', () => {
    const full = fullView(300);
    const near = zoomView(full, 300, 10, 150, 60);
    expect(near.span).toBe(30);
    // the point keeps its place in the window: 150 of 300 → half-way, 60 of 300 → a fifth of the way
    expect(near.row0).toBe(135);
    expect(near.col0).toBe(54);
    expect(zoomView(near, 300, 1000, 140, 60).span).toBe(MIN_SPAN);
    expect(zoomView(near, 300, 0.001, 0, 0)).toEqual(full);
    expect(clampView({ span: 3, row0: 0, col0: 0 }, 2)).toEqual({ span: 2, row0: 0, col0: 0 });
  });

  it('pans inside the table and follows a cursor that leaves the window', () => {
    const view = { span: 10, row0: 20, col0: 20 };
    expect(panView(view, 300, -50, 5)).toEqual({ span: 10, row0: 0, col0: 25 });
    expect(panView(view, 300, 1000, 0).row0).toBe(290);
    expect(followView(view, 300, 25, 25)).toEqual(view); // already visible
    expect(followView(view, 300, 31, 20)).toEqual({ span: 10, row0: 21, col0: 19 });
  });

  it('gives every size the same whole number of device pixels unless that wastes over a fifth of the room', () => {
    expect(devicePixelsPerSize(614, 300)).toBe(2);
    expect(devicePixelsPerSize(852, 300)).toBeCloseTo(2.84);
    expect(devicePixelsPerSize(600, 30)).toBe(20);
    expect(devicePixelsPerSize(100, 300)).toBeCloseTo(1 / 3);
  });
});
