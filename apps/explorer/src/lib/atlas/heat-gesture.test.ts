import { describe, expect, it } from 'vitest';
import { HeatGesture } from './heat-gesture.ts';
import { fullView } from './heat-view.ts';

/** A 100-size table, zoomed to 10 sizes of 10 pixels each, the plot at (50, 40). */
const plot = { left: 50, top: 40, side: 100, cellOf: (v: { span: number }): number => 100 / v.span };
const zoomed = { span: 10, row0: 20, col0: 30 };

describe('gestures on the heat map', () => {
  it('drags a zoomed window by whole sizes once the press moved past six pixels, and the press is no click then', () => {
    const g = new HeatGesture();
    g.press(1, { x: 100, y: 100 }, 'mouse', zoomed);
    expect(g.drag(1, { x: 104, y: 100 }, zoomed, plot)).toBeNull();
    expect(g.moved).toBe(false);
    expect(g.drag(1, { x: 80, y: 70 }, zoomed, plot)).toEqual({ span: 10, row0: 23, col0: 32 });
    expect(g.moved).toBe(true);
    g.release(1, zoomed);
    expect(g.isDown(1)).toBe(false);
  });

  it('does not pan the whole table, and keeps the type of the last press', () => {
    const g = new HeatGesture();
    g.press(7, { x: 100, y: 100 }, 'touch', fullView(100));
    expect(g.drag(7, { x: 150, y: 150 }, fullView(100), plot)).toBeNull();
    expect(g.pointerType).toBe('touch');
  });

  it('pinches: two pointers moving apart zoom in', () => {
    const g = new HeatGesture();
    const full = fullView(100);
    g.press(1, { x: 100, y: 100 }, 'touch', full);
    g.press(2, { x: 120, y: 100 }, 'touch', full);
    const next = g.drag(2, { x: 140, y: 100 }, full, plot);
    expect(next!.span).toBe(50);
    expect(g.moved).toBe(true);
  });
});
