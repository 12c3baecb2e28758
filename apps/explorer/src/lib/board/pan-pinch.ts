import { type Viewport, zoomAt } from '../ui/viewport.ts';

/** A point in CSS pixels. */
type Point = [x: number, y: number];

/** Pixels a press may move before it is a drag, not a click. */
const CLICK_SLOP = 5;

/**
 * The pointer gestures of a zoomable canvas: one pointer drags the view (pans), two pinch-zoom it about their
 * middle, and a press that neither moved nor pinched is a click. Holds the pointers that are down; the view stays
 * the caller's.
 */
export class PanPinch {
  private drag: { x: number; y: number; vx: number; vy: number; moved: boolean } | null = null;
  private readonly pointers = new Map<number, Point>();
  private pinch: { distance: number; x: number; y: number } | null = null;

  /**
   * A pointer went down.
   *
   * @param id The pointer's id.
   * @param at Where, on the canvas.
   * @param client Where, in the window's client coordinates (a drag is measured in them).
   * @param view The view now (a drag moves it from here).
   */
  down(id: number, at: Point, client: Point, view: Viewport): void {
    this.pointers.set(id, at);
    if (this.pointers.size === 2) {
      this.pinch = this.measurePinch();
      this.drag = null;
    } else if (this.pointers.size === 1) {
      this.drag = { x: client[0], y: client[1], vx: view.x, vy: view.y, moved: false };
    }
  }

  /**
   * A pointer moved (down or not).
   *
   * @param id The pointer's id.
   * @param at Where, on the canvas.
   * @param client Where, in the window's client coordinates.
   * @param view The view now.
   * @param minScale The smallest scale a pinch may reach.
   * @returns The view after the move (`null` when it stays), and whether the move was part of a pinch.
   */
  move(id: number, at: Point, client: Point, view: Viewport, minScale: number): { view: Viewport | null; pinching: boolean } {
    if (this.pointers.has(id)) this.pointers.set(id, at);
    if (this.pinch && this.pointers.size === 2) {
      const next = this.measurePinch();
      const zoomed = zoomAt(view, next.distance / this.pinch.distance, next.x, next.y, minScale);
      const moved = { scale: zoomed.scale, x: zoomed.x + next.x - this.pinch.x, y: zoomed.y + next.y - this.pinch.y };
      this.pinch = next;
      return { view: moved, pinching: true };
    }
    const drag = this.drag;
    if (!drag) return { view: null, pinching: false };
    const dx = client[0] - drag.x;
    const dy = client[1] - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < CLICK_SLOP) return { view: null, pinching: false };
    drag.moved = true;
    return { view: { scale: view.scale, x: drag.vx + dx, y: drag.vy + dy }, pinching: false };
  }

  /**
   * A pointer went up.
   *
   * @param id The pointer's id.
   * @returns Whether the press was a click: neither a drag nor part of a pinch (the finger a pinch leaves behind
   *   starts no drag either).
   */
  up(id: number): boolean {
    this.pointers.delete(id);
    if (this.pinch) {
      if (this.pointers.size < 2) this.pinch = null;
      this.drag = null;
      return false;
    }
    const wasDrag = this.drag?.moved ?? true;
    this.drag = null;
    return !wasDrag;
  }

  /**
   * A pointer was cancelled: no click.
   *
   * @param id The pointer's id.
   */
  cancel(id: number): void {
    this.pointers.delete(id);
    if (this.pointers.size < 2) this.pinch = null;
    this.drag = null;
  }

  private measurePinch(): { distance: number; x: number; y: number } {
    const [a, b] = [...this.pointers.values()] as [Point, Point];
    return { distance: Math.max(1, Math.hypot(a[0] - b[0], a[1] - b[1])), x: (a[0] + b[0]) / 2, y: (a[1] + b[1]) / 2 };
  }
}
