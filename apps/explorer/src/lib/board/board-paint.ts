import type { Board } from '@lightsout/core';
import { type CellPalette, hexToPixel } from '../ui/colour.ts';
import { statePixels } from '../ui/state-palette.ts';

/** What is drawn over the lights, in the lights' own kind. */
export interface Overlays<L> {
  /** Presses still to make. */
  readonly presses?: L | null;
  /** An unsolvability proof pattern (its weights). */
  readonly proof?: L | null;
  /** The position a hint rings (row-major). */
  readonly hint?: number | null;
}

/**
 * Paints one pixel per cell into `out` (rows·cols pixels, row-major): the lights' colours, and with `mixed`
 * the overlays too (press, proof and hint colours), for views where cells are too small for markers.
 */
export type Painter<L> = (out: Uint32Array, lights: L, palette: CellPalette, overlays?: Overlays<L>, mixed?: boolean) => void;

/** Two states, straight from the board's words: off and on. */
export const paintCells: Painter<Board> = (out, board, palette, overlays = {}, mixed = false) => {
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
  paintHint(out, palette, mixed ? overlays.hint : null);
};

/** k states, a byte per cell: each state in its colour of the ramp (state 0 the board's off colour). */
export function paintStates(k: number): Painter<Uint8Array> {
  return (out, lights, palette, overlays = {}, mixed = false) => {
    const colours = statePixels(k, hexToPixel(palette.off));
    const press = hexToPixel(palette.press);
    const mark = hexToPixel(palette.proof);
    const counts = mixed ? (overlays.presses ?? null) : null;
    const weights = mixed ? (overlays.proof ?? null) : null;
    for (let i = 0; i < out.length; i++) {
      out[i] = counts && counts[i]! > 0 ? press : weights && weights[i]! > 0 ? mark : colours[lights[i]!]!;
    }
    paintHint(out, palette, mixed ? overlays.hint : null);
  };
}

function paintHint(out: Uint32Array, palette: CellPalette, hint: number | null | undefined): void {
  if (hint !== null && hint !== undefined && hint < out.length) out[hint] = hexToPixel(palette.hint);
}
