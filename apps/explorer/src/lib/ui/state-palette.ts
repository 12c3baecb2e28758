/**
 * Colours of k-state cells. State 0 is the board's "off" colour (a CSS variable, so it follows the theme);
 * states 1..k−1 walk a sequential ramp sampled from cividis, which is designed to read the same for people
 * with red–green colour blindness and stays monotone in lightness. Cells also print their number, so the
 * colour is never the only cue.
 */

/** Cividis from dark blue (0) to yellow (1), as 9 stops; sampled linearly between them. */
const CIVIDIS: ReadonlyArray<readonly [number, number, number]> = [
  [0, 34, 78],
  [35, 62, 112],
  [72, 87, 110],
  [103, 110, 114],
  [130, 134, 121],
  [161, 159, 118],
  [193, 185, 108],
  [226, 213, 89],
  [253, 234, 69],
];

function sample(t: number): [number, number, number] {
  const x = Math.min(1, Math.max(0, t)) * (CIVIDIS.length - 1);
  const i = Math.min(CIVIDIS.length - 2, Math.floor(x));
  const f = x - i;
  const a = CIVIDIS[i]!;
  const b = CIVIDIS[i + 1]!;
  return [0, 1, 2].map((j) => Math.round(a[j]! + (b[j]! - a[j]!) * f)) as [number, number, number];
}

const hex = (rgb: readonly number[]): string => `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour of state v (1 ≤ v < k) as `#rrggbb`: state 1 is the lightest (yellow), k−1 the darkest (deep
 * blue), so "more to go" reads as darker. State 0 returns `var(--cell-off)`.
 */
export function stateColour(v: number, k: number): string {
  if (v <= 0) return 'var(--cell-off)';
  const t = k <= 2 ? 1 : 1 - (v - 1) / (k - 2);
  return hex(sample(0.15 + 0.85 * t));
}

/** Relative luminance of `#rrggbb` (WCAG), 0..1. */
function luminance(colour: string): number {
  const n = Number.parseInt(colour.slice(1), 16);
  const channel = (c: number): number => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Black or white text, whichever contrasts more with state v's colour (state 0 uses the page text colour). */
export function stateTextColour(v: number, k: number): string {
  if (v <= 0) return 'var(--muted)';
  return luminance(stateColour(v, k)) > 0.18 ? '#111111' : '#ffffff';
}

/** Each state's colour as a uint32 ImageData pixel (0xAABBGGRR); state 0 takes `off`. */
export function statePixels(k: number, off: number): Uint32Array {
  const out = new Uint32Array(k);
  out[0] = off;
  for (let v = 1; v < k; v++) {
    const n = Number.parseInt(stateColour(v, k).slice(1), 16);
    out[v] = ((0xff << 24) | ((n & 255) << 16) | (((n >> 8) & 255) << 8) | ((n >> 16) & 255)) >>> 0;
  }
  return out;
}
