import type { Seam } from '../rule/seams.ts';
import type { Viewport } from '../ui/viewport.ts';

/** Marks the board canvas draws over the cells, in CSS pixels under the viewport `v`. */

/**
 * A glued side of a rows × cols board: a line along it, with three arrowheads pointing the way it runs
 * (drawn where the board's edge is; off the canvas when zoomed past it).
 */
export function drawSeam(ctx: CanvasRenderingContext2D, v: Viewport, rows: number, cols: number, seam: Seam, colour: string): void {
  const w = cols * v.scale;
  const h = rows * v.scale;
  const across = seam.side === 'top' || seam.side === 'bottom';
  const x0 = seam.side === 'right' ? v.x + w : v.x;
  const y0 = seam.side === 'bottom' ? v.y + h : v.y;
  const length = across ? w : h;
  const sign = seam.direction === 'up' || seam.direction === 'left' ? -1 : 1;
  ctx.strokeStyle = colour;
  ctx.fillStyle = colour;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.moveTo(x0, y0);
  ctx.lineTo(across ? x0 + w : x0, across ? y0 : y0 + h);
  ctx.stroke();
  for (const at of [0.25, 0.5, 0.75]) {
    const cx = across ? x0 + at * length : x0;
    const cy = across ? y0 : y0 + at * length;
    const [dx, dy] = across ? [sign * 7, 0] : [0, sign * 7];
    // The tip at (cx + dx, cy + dy), the base across the line behind it.
    ctx.beginPath();
    ctx.moveTo(cx + dx, cy + dy);
    ctx.lineTo(cx - dx + dy, cy - dy + dx);
    ctx.lineTo(cx - dx - dy, cy - dy - dx);
    ctx.fill();
  }
}

/** A ring around cell (r, c): the hint, or the keyboard cursor. */
export function ring(ctx: CanvasRenderingContext2D, v: Viewport, [r, c]: readonly [number, number], colour: string, lineWidth: number): void {
  const s = v.scale;
  const radius = Math.max(s * 0.75, 7);
  ctx.strokeStyle = colour;
  ctx.lineWidth = lineWidth;
  ctx.beginPath();
  ctx.arc(v.x + (c + 0.5) * s, v.y + (r + 0.5) * s, radius, 0, 2 * Math.PI);
  ctx.stroke();
}
