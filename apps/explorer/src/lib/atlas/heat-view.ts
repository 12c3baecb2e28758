/**
 * The part of the heat map on screen: a square window of `span` × `span` sizes whose top-left is row `row0 + 1`,
 * column `col0 + 1` (0-based offsets, whole sizes), and how many device pixels a size gets. Zooming keeps the size
 * under the pointer (or the cursor) where it was; panning and zooming never leave the table.
 */

/** A window on the table. */
export interface HeatView {
  /** Sizes shown along each side. */
  readonly span: number;
  /** Rows above the window (0 when the first row shows). */
  readonly row0: number;
  /** Columns left of the window. */
  readonly col0: number;
}

/** The closest zoom: this many sizes across (digits fit in the cells well before it). */
export const MIN_SPAN = 4;

/** The whole table. */
export function fullView(side: number): HeatView {
  return { span: side, row0: 0, col0: 0 };
}

/** A view moved and sized back into the table. */
export function clampView(view: HeatView, side: number): HeatView {
  const span = Math.max(Math.min(side, MIN_SPAN), Math.min(side, Math.round(view.span)));
  const clamp = (v: number): number => Math.max(0, Math.min(side - span, Math.round(v)));
  return { span, row0: clamp(view.row0), col0: clamp(view.col0) };
}

/**
 * Zooms by `factor` (> 1 closer, < 1 farther) keeping the point at (`row`, `col`), in sizes from the table's
 * top-left (fractional, 0-based), at the same place on screen.
 */
export function zoomView(view: HeatView, side: number, factor: number, row: number, col: number): HeatView {
  const span = clampView({ ...view, span: view.span / factor }, side).span;
  const scale = span / view.span;
  return clampView({ span, row0: row - (row - view.row0) * scale, col0: col - (col - view.col0) * scale }, side);
}

/** Moves the window by whole sizes (positive: down and right). */
export function panView(view: HeatView, side: number, rows: number, cols: number): HeatView {
  return clampView({ ...view, row0: view.row0 + rows, col0: view.col0 + cols }, side);
}

/** The view moved as little as needed to show size m × n (1-based). */
export function followView(view: HeatView, side: number, m: number, n: number): HeatView {
  const shift = (start: number, at: number): number => (at - 1 < start ? at - 1 : at > start + view.span ? at - view.span : start);
  return clampView({ ...view, row0: shift(view.row0, m), col0: shift(view.col0, n) }, side);
}

/**
 * Device pixels per size for a plot of at most `room` device pixels showing `span` sizes: a whole number when that
 * costs at most a fifth of the room (every size the same width, so no stripes that are not in the data), else the
 * room shared evenly (sizes one device pixel apart in width, still drawn without smoothing).
 */
export function devicePixelsPerSize(room: number, span: number): number {
  const even = room / span;
  const whole = Math.floor(even);
  return whole >= 1 && whole >= 0.8 * even ? whole : even;
}
