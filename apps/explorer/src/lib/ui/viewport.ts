/**
 * The zoom and pan of a canvas board: `scale` CSS pixels per cell, and the board's top-left corner at
 * (`x`, `y`) in the canvas. Pure arithmetic, so the canvas component stays a thin adapter.
 */
export interface Viewport {
  readonly scale: number;
  readonly x: number;
  readonly y: number;
}

/** Largest zoom, in CSS pixels per cell. */
export const MAX_SCALE = 64;

/**
 * The viewport showing the whole rows × cols board centred in width × height. With `minBand`, a long thin
 * board whose short side would be drawn thinner than that many pixels is drawn at that thickness instead
 * (as far as the canvas allows), starting at its first cell: a 1 × 1000 board is a row of cells to pan along,
 * not a line under a pixel thick.
 */
export function fitViewport(rows: number, cols: number, width: number, height: number, minBand = 0): Viewport {
  const fit = Math.max(Number.MIN_VALUE, Math.min(width / cols, height / rows));
  const wide = rows <= cols;
  const room = wide ? height / rows : width / cols;
  const scale = Math.max(fit, Math.min(minBand / Math.min(rows, cols), room));
  const x = cols * scale > width ? 0 : (width - cols * scale) / 2;
  const y = rows * scale > height ? 0 : (height - rows * scale) / 2;
  return { scale, x, y };
}

/** Zooms by `factor` keeping the point (px, py) fixed; clamped between a quarter of the fit and {@link MAX_SCALE}. */
export function zoomAt(v: Viewport, factor: number, px: number, py: number, minScale: number): Viewport {
  const scale = Math.min(MAX_SCALE, Math.max(minScale, v.scale * factor));
  const k = scale / v.scale;
  return { scale, x: px - (px - v.x) * k, y: py - (py - v.y) * k };
}

/** The cell under the point (px, py), or `null` outside the board. */
export function cellAt(v: Viewport, rows: number, cols: number, px: number, py: number): [row: number, col: number] | null {
  const r = Math.floor((py - v.y) / v.scale);
  const c = Math.floor((px - v.x) / v.scale);
  return r >= 0 && c >= 0 && r < rows && c < cols ? [r, c] : null;
}

/** The rows and columns at least partly visible in a width × height canvas, as half-open ranges. */
export function visibleCells(v: Viewport, rows: number, cols: number, width: number, height: number) {
  return {
    r0: Math.max(0, Math.floor(-v.y / v.scale)),
    r1: Math.min(rows, Math.ceil((height - v.y) / v.scale)),
    c0: Math.max(0, Math.floor(-v.x / v.scale)),
    c1: Math.min(cols, Math.ceil((width - v.x) / v.scale)),
  };
}

/** The viewport moved the least so that cell (r, c) is fully visible. */
export function revealCell(v: Viewport, r: number, c: number, width: number, height: number): Viewport {
  let { x, y } = v;
  const left = x + c * v.scale;
  const top = y + r * v.scale;
  if (left < 0) x -= left;
  else if (left + v.scale > width) x -= left + v.scale - width;
  if (top < 0) y -= top;
  else if (top + v.scale > height) y -= top + v.scale - height;
  return { scale: v.scale, x, y };
}

/** Smallest cell, in CSS pixels, at which a cell shown to the user (a hint) is easy to see. */
export const SHOWN_CELL = 16;

/**
 * The viewport that brings cell (r, c) into view at a size where it is easy to see: unchanged when it already
 * is (visible, at least {@link SHOWN_CELL} pixels), else zoomed to that size with the cell in the middle.
 */
export function showCell(v: Viewport, r: number, c: number, width: number, height: number): Viewport {
  const left = v.x + c * v.scale;
  const top = v.y + r * v.scale;
  const visible = left >= 0 && top >= 0 && left + v.scale <= width && top + v.scale <= height;
  if (visible && v.scale >= SHOWN_CELL) return v;
  const scale = Math.min(MAX_SCALE, Math.max(v.scale, SHOWN_CELL));
  return { scale, x: width / 2 - (c + 0.5) * scale, y: height / 2 - (r + 0.5) * scale };
}
