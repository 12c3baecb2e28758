import { ticks } from './axis.ts';
import { binOf, type HeatBin } from './heat-scale.ts';
import type { HeatView } from './heat-view.ts';

/** What the heat map draws over its image, in CSS pixels: the table, the window shown and where the plot is. */
export interface HeatLabels {
  /** Nullity of m × n at `values[(m-1)·side + n-1]`. */
  readonly values: Int32Array;
  readonly side: number;
  /** Rows computed so far. */
  readonly rowsDone: number;
  readonly bins: readonly HeatBin[];
  readonly view: HeatView;
  /** The image's top-left corner (whole device pixels). */
  readonly left: number;
  readonly top: number;
  /** Where the plot starts, after the axis labels. */
  readonly plotLeft: number;
  readonly plotTop: number;
  /** The plot's side and one size's cell. */
  readonly plot: number;
  readonly cell: number;
  /** The size outlined (hovered, or the cursor when focused or selected), or null. */
  readonly mark: readonly [number, number] | null;
  /** The theme's muted and text colours. */
  readonly muted: string;
  readonly text: string;
}

/**
 * Draws the heat map's labels over its image: each cell's nullity once cells are large enough to read, the axes
 * for the sizes in the window, their titles, and the outline of the marked size.
 */
export function drawHeatLabels(ctx: CanvasRenderingContext2D, f: HeatLabels): void {
  const { values, side, rowsDone, bins, left, top, plotLeft, plotTop, plot, cell, mark } = f;
  const { span, row0, col0 } = f.view;
  const zoomed = span < side;
  // Digits in the cells once they are large enough to read.
  if (cell >= 18) {
    ctx.font = `${Math.min(13, Math.floor(cell * 0.45))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    for (let r = 0; r < span; r++) {
      const m = row0 + r + 1;
      if (m > rowsDone) break;
      for (let c = 0; c < span; c++) {
        const k = values[(m - 1) * side + col0 + c]!;
        const bin = bins.indexOf(binOf(bins, k));
        ctx.fillStyle = bin >= 6 ? '#ffffff' : '#1b1b1b'; // viridis is dark from its sixth colour on
        ctx.fillText(String(k), left + (c + 0.5) * cell, top + (r + 0.5) * cell);
      }
    }
  }
  // Axes: columns n across the top, rows m down the left, for the sizes in the window.
  ctx.fillStyle = f.muted;
  ctx.font = '11px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'bottom';
  const marks = ticks(span).map((t) => t - 1);
  for (const t of marks) ctx.fillText(String(col0 + t + 1), left + (t + 0.5) * cell, plotTop - 6);
  ctx.textAlign = 'right';
  ctx.textBaseline = 'middle';
  for (const t of marks) ctx.fillText(String(row0 + t + 1), plotLeft - 6, top + (t + 0.5) * cell);
  ctx.font = '12px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'top';
  ctx.fillText(zoomed ? `n, columns ${col0 + 1}–${col0 + span} →` : 'n, columns →', plotLeft + plot / 2, 2);
  ctx.save();
  ctx.translate(4, plotTop + plot / 2);
  ctx.rotate(-Math.PI / 2);
  ctx.fillText(zoomed ? `← m, rows ${row0 + 1}–${row0 + span}` : '← m, rows', 0, 0); // read upwards: the arrow points down the rows
  ctx.restore();
  if (mark && mark[0] > row0 && mark[0] <= row0 + span && mark[1] > col0 && mark[1] <= col0 + span) {
    ctx.strokeStyle = f.text;
    ctx.lineWidth = 1.5;
    const s = Math.max(cell, 4);
    ctx.strokeRect(left + (mark[1] - col0 - 0.5) * cell - s / 2, top + (mark[0] - row0 - 0.5) * cell - s / 2, s, s);
  }
}
