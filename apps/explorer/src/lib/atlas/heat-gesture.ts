import { type HeatView, panView, zoomView } from './heat-view.ts';

/** A point in CSS pixels from the map canvas's top-left. */
type Point = { x: number; y: number };

/** Where the plot is on the map's canvas and how large its cells are, in CSS pixels. */
export interface HeatPlot {
  /** Left edge of the plot. */
  readonly left: number;
  /** Top edge of the plot. */
  readonly top: number;
  /** Side of one size's cell under a view (it grows as the view zooms in). */
  cellOf(view: HeatView): number;
  /** The table's side. */
  readonly side: number;
}

/** Pixels a press may move before it is a drag, not a click. */
const CLICK_SLOP = 6;

/**
 * The pointers down on the heat map: one drags the window (when zoomed), two pinch about their middle; a press that
 * moved is not a click. A touch selects first and opens on a second tap of the same size, so the last press's
 * pointer type is kept.
 */
export class HeatGesture {
  private readonly down = new Map<number, Point>();
  private gesture: { view: HeatView; start: Point; distance: number } | null = null;
  /** Whether the press (since the first pointer went down) moved: then it is not a click. */
  moved = false;
  /** How the last press on the map was made (`mouse`, `touch`, `pen`). */
  pointerType = 'mouse';

  /**
   * Whether pointer `id` is down on the map.
   *
   * @param id The pointer's id.
   * @returns True between its press and its release.
   */
  isDown(id: number): boolean {
    return this.down.has(id);
  }

  /**
   * A pointer went down on the map.
   *
   * @param id The pointer's id.
   * @param at Where.
   * @param pointerType Its type.
   * @param view The view now.
   */
  press(id: number, at: Point, pointerType: string, view: HeatView): void {
    this.pointerType = pointerType;
    this.down.set(id, at);
    if (this.down.size === 1) this.moved = false;
    this.restart(view);
  }

  /**
   * A pointer that is down moved.
   *
   * @param id The pointer's id.
   * @param at Where.
   * @param view The view now.
   * @param plot Where the plot is.
   * @returns The view after the move, or `null` when it stays.
   */
  drag(id: number, at: Point, view: HeatView, plot: HeatPlot): HeatView | null {
    this.down.set(id, at);
    const gesture = this.gesture;
    if (!gesture) return null;
    const [a, b] = [...this.down.values()];
    if (!a) return null;
    const { left, top, side } = plot;
    const cell = plot.cellOf(view);
    if (b && gesture.distance > 0) {
      this.moved = true;
      const mid = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
      const factor = Math.hypot(a.x - b.x, a.y - b.y) / gesture.distance;
      const start = gesture.view;
      const startCell = cell * (view.span / start.span);
      const zoomed = zoomView(start, side, factor, start.row0 + (gesture.start.y - top) / startCell, start.col0 + (gesture.start.x - left) / startCell);
      // the pan is measured in the cells of the zoomed view
      const zoomedCell = plot.cellOf(zoomed);
      return panView(zoomed, side, Math.round(-(mid.y - gesture.start.y) / zoomedCell), Math.round(-(mid.x - gesture.start.x) / zoomedCell));
    }
    const dx = at.x - gesture.start.x;
    const dy = at.y - gesture.start.y;
    if (Math.hypot(dx, dy) > CLICK_SLOP) this.moved = true;
    return this.moved && view.span < side ? panView(gesture.view, side, Math.round(-dy / cell), Math.round(-dx / cell)) : null;
  }

  /**
   * A pointer went up or was cancelled; the pointers left start a new gesture from the view now.
   *
   * @param id The pointer's id.
   * @param view The view now.
   */
  release(id: number, view: HeatView): void {
    this.down.delete(id);
    this.restart(view);
  }

  private restart(view: HeatView): void {
    const [a, b] = [...this.down.values()];
    if (!a) {
      this.gesture = null;
      return;
    }
    const mid = b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : a;
    this.gesture = { view, start: mid, distance: b ? Math.hypot(a.x - b.x, a.y - b.y) : 0 };
  }
}
