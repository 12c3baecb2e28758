import { describe, expect, it } from 'vitest';
import { PanPinch } from './pan-pinch.ts';

const view = { scale: 2, x: 10, y: 20 };

describe('pan and pinch on the board canvas', () => {
  it('calls a press that did not move a click, and a drag past five pixels a pan, not a click', () => {
    const still = new PanPinch();
    still.down(1, [5, 5], [105, 105], view);
    expect(still.move(1, [7, 7], [107, 107], view, 0.1)).toEqual({ view: null, pinching: false });
    expect(still.up(1)).toBe(true);

    const drag = new PanPinch();
    drag.down(1, [5, 5], [105, 105], view);
    expect(drag.move(1, [5, 15], [105, 115], view, 0.1)).toEqual({ view: { scale: 2, x: 10, y: 30 }, pinching: false });
    expect(drag.up(1)).toBe(false);
  });

  it('pinches about the middle of two pointers, and the pinch ends without a click or a drag', () => {
    const p = new PanPinch();
    p.down(1, [0, 0], [0, 0], view);
    p.down(2, [10, 0], [10, 0], view);
    const moved = p.move(2, [20, 0], [20, 0], view, 0.1);
    expect(moved.pinching).toBe(true);
    expect(moved.view!.scale).toBeCloseTo(4);
    expect(p.up(2)).toBe(false);
    // the finger left behind starts no drag
    expect(p.move(1, [50, 50], [50, 50], view, 0.1)).toEqual({ view: null, pinching: false });
    expect(p.up(1)).toBe(false);
  });
});
