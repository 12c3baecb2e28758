import type { Lights } from '../game/lights.ts';
import type { CellPalette } from '../ui/colour.ts';
import { stateTextColour } from '../ui/state-palette.ts';
import type { Viewport } from '../ui/viewport.ts';
import type { Overlays } from './board-paint.ts';

/** The cells in view, as {@link visibleCells} gives them: rows r0 … r1 − 1, columns c0 … c1 − 1. */
export interface CellWindow {
  readonly r0: number;
  readonly r1: number;
  readonly c0: number;
  readonly c1: number;
}

/** What {@link drawCellDetail} draws: the lights of any kind, their overlays and the board's width and states. */
export interface CellDetail<L> {
  readonly kind: Lights<L>;
  readonly lights: L;
  readonly overlays: Overlays<L>;
  readonly cols: number;
  /** The number of states k: above 2, each cell's state is written on it. */
  readonly k: number;
  readonly palette: CellPalette;
}

/**
 * The markers on cells large enough to see them (CSS pixels under the viewport `v`): grid lines, a frame on the
 * proof pattern's cells, a dot on the cells still to press, and for more than two states the state (and the
 * presses) written on each cell from 16 pixels up, so colour is never the only cue.
 */
export function drawCellDetail<L>(ctx: CanvasRenderingContext2D, v: Viewport, cells: CellWindow, detail: CellDetail<L>): void {
  const { r0, r1, c0, c1 } = cells;
  const { kind, lights, overlays, cols, k, palette } = detail;
  const s = v.scale;
  ctx.strokeStyle = palette.grid;
  ctx.lineWidth = Math.max(1, s * 0.08);
  ctx.beginPath();
  for (let r = r0; r <= r1; r++) {
    ctx.moveTo(v.x + c0 * s, v.y + r * s);
    ctx.lineTo(v.x + c1 * s, v.y + r * s);
  }
  for (let c = c0; c <= c1; c++) {
    ctx.moveTo(v.x + c * s, v.y + r0 * s);
    ctx.lineTo(v.x + c * s, v.y + r1 * s);
  }
  ctx.stroke();
  const { presses, proof } = overlays;
  ctx.lineWidth = Math.max(2, s * 0.12);
  ctx.strokeStyle = palette.proof;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `600 ${Math.round(s * 0.4)}px system-ui, sans-serif`;
  for (let r = r0; r < r1; r++) {
    for (let c = c0; c < c1; c++) {
      const x = v.x + c * s;
      const y = v.y + r * s;
      const i = r * cols + c;
      if (proof && kind.at(proof, i)) ctx.strokeRect(x + s * 0.14, y + s * 0.14, s * 0.72, s * 0.72);
      const times = presses ? kind.at(presses, i) : 0;
      if (times > 0) {
        ctx.fillStyle = palette.press;
        ctx.beginPath();
        ctx.arc(x + s / 2, y + s / 2, s * 0.2, 0, 2 * Math.PI);
        ctx.fill();
      }
      // More than two states: the state's number on the cell, the colour is never the only cue.
      if (k > 2 && s >= 16) {
        const ink = stateTextColour(kind.at(lights, i), k);
        ctx.fillStyle = ink.startsWith('var') ? palette.grid : ink;
        ctx.fillText(times > 0 ? `${kind.at(lights, i)}×${times}` : String(kind.at(lights, i)), x + s / 2, y + s / 2);
      }
    }
  }
}

/**
 * The words a screen reader hears for the cell under the pointer or the cursor, or the board's size and how to move
 * about it when there is none.
 *
 * @param cell The cell, 0-based [row, col], or null.
 * @param rows The board's rows.
 * @param detail The lights, overlays, width and states (the palette is not read).
 * @returns One line of text.
 */
export function cellReadout<L>(cell: readonly [number, number] | null, rows: number, detail: Omit<CellDetail<L>, 'palette'>): string {
  const { kind, lights, overlays, cols, k } = detail;
  if (!cell) return `${rows} × ${cols} · scroll or pinch to zoom, drag to pan`;
  const [r, c] = cell;
  const i = r * cols + c;
  const value = kind.at(lights, i);
  let text = `row ${r + 1}, column ${c + 1}, ${k > 2 ? `state ${value}` : value ? 'on' : 'off'}`;
  const times = overlays.presses ? kind.at(overlays.presses, i) : 0;
  if (times > 0) text += k > 2 ? `, press ×${times}` : ', press here';
  if (overlays.proof && kind.at(overlays.proof, i)) text += ', in the pattern';
  return text;
}
