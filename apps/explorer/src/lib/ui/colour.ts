/** Colours for canvases, read from the page's CSS custom properties so both themes have one source. */

/** A colour as an ImageData pixel: RGBA bytes read as one little-endian uint32 (0xAABBGGRR). */
export type Pixel = number;

/** `#rrggbb` (or `#rgb`) as a {@link Pixel}; unknown text gives opaque magenta, to be noticed. */
export function hexToPixel(hex: string): Pixel {
  let h = hex.trim().replace(/^#/, '');
  if (h.length === 3) h = [...h].map((ch) => ch + ch).join('');
  if (!/^[0-9a-f]{6}$/i.test(h)) return 0xffff00ff;
  const r = Number.parseInt(h.slice(0, 2), 16);
  const g = Number.parseInt(h.slice(2, 4), 16);
  const b = Number.parseInt(h.slice(4, 6), 16);
  return ((0xff << 24) | (b << 16) | (g << 8) | r) >>> 0;
}

/** The value of a CSS custom property on `element` (e.g. `--cell-on`), trimmed. */
export function cssVar(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim();
}

/** The cell colours of a board drawing. */
export interface CellPalette {
  readonly off: string;
  readonly on: string;
  readonly press: string;
  readonly hint: string;
  readonly proof: string;
  readonly proofOn: string;
  readonly proofOff: string;
  readonly grid: string;
}

/** The board palette as the page's stylesheet defines it for `element`. */
export function readCellPalette(element: Element): CellPalette {
  return {
    off: cssVar(element, '--cell-off'),
    on: cssVar(element, '--cell-on'),
    press: cssVar(element, '--press'),
    hint: cssVar(element, '--hint'),
    proof: cssVar(element, '--proof'),
    proofOn: cssVar(element, '--proof-on'),
    proofOff: cssVar(element, '--proof-off'),
    grid: cssVar(element, '--board-gap'),
  };
}
