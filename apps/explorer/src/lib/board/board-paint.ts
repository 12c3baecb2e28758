import type { Board } from '@lightsout/core';
import { type CellPalette, hexToPixel } from '../ui/colour.ts';

/** What is drawn over the lights. */
export interface Overlays {
  /** Presses still to make. */
  readonly presses?: Board | null;
  /** An unsolvability proof pattern. */
  readonly proof?: Board | null;
  /** One cell to press next. */
  readonly hint?: readonly [row: number, col: number] | null;
}

/**
 * Paints one pixel per cell into `out` (rows·cols pixels, row-major): off/on colours, and with `mixed`
 * the overlays too (press, proof and hint colours), for views where cells are too small for markers.
 */
export function paintCells(out: Uint32Array, board: Board, palette: CellPalette, overlays: Overlays = {}, mixed = false): void {
  const { rows, cols, stride, words } = board;
  const off = hexToPixel(palette.off);
  const on = hexToPixel(palette.on);
  const press = hexToPixel(palette.press);
  const proofOn = hexToPixel(palette.proofOn);
  const proofOff = hexToPixel(palette.proofOff);
  const presses = mixed ? (overlays.presses?.words ?? null) : null;
  const proof = mixed ? (overlays.proof?.words ?? null) : null;
  let i = 0;
  for (let r = 0; r < rows; r++) {
    const base = r * stride;
    for (let c = 0; c < cols; c++, i++) {
      const w = base + (c >>> 5);
      const bit = c & 31;
      const lit = (words[w]! >>> bit) & 1;
      if (presses !== null && (presses[w]! >>> bit) & 1) out[i] = press;
      else if (proof !== null && (proof[w]! >>> bit) & 1) out[i] = lit ? proofOn : proofOff;
      else out[i] = lit ? on : off;
    }
  }
  const hint = mixed ? overlays.hint : null;
  if (hint) out[hint[0] * cols + hint[1]] = hexToPixel(palette.hint);
}
