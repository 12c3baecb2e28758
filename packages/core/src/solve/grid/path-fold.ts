import { reverseBits32, tailMask, wordsFor } from '../../gf2/words.ts';
import { foldPathRowsWasm, foldTilePathRowsWasm, tilePathRowsWasm, WASM_PATH_FOLD_MIN_WORDS } from '../../wasm/path-fold-kernels.ts';

/**
 * A path of n = 3h − 1 cells folded onto the path of h − 1 cells, and back (`path-part.ts`). Their reflected rings have
 * N = 6h and d = 2h cells (`reflected-rows.ts`), and folding a ring row modulo s^d + 1 is a ring homomorphism that
 * commutes with s and with the reflection s ↦ s⁻¹; it maps the odd extension ṽ of a path row (ṽ₀ = ṽ_{n+1} = 0) to a
 * row whose cells 0 and h are 0 (ṽ₀ + ṽ_d + ṽ_{2d} = ṽ₀ = 0, ṽ_h + ṽ_{3h} + ṽ_{5h} = 0), the odd extension of a path
 * of h − 1 cells. Read on path cells (v_i = ṽ_{i+1}):
 *
 *   fold(v)_j = v_j + v_{j+2h} + v_{2h−2−j}  (j < h − 1),
 *   tile(y) = [y, 0, y reversed, 0, y]        (the cells 0 … h − 2, h − 1, h … 2h − 2, 2h − 1, 2h … 3h − 2),
 *
 * and for the prime 1 + s with N/d = 3 odd, E₂·v = tile(fold(v)) (`folded-part.ts`), so A⁻¹·E₂·B = tile(A⁻¹·fold(B)),
 * A⁻¹ on the narrower path: a third of the width. The kernels take rows where h is a multiple of 32
 * (`path-fold-kernels.ts`).
 */

/** 32 cells of a row (`W` words at `off`) from cell `from` (cells before 0 and past the words read as 0). */
function cellsAt(row: Uint32Array, off: number, W: number, from: number): number {
  if (from < 0) return from <= -32 ? 0 : (row[off]! << -from) >>> 0;
  const k = from >>> 5;
  const b = from & 31;
  const lo = k < W ? row[off + k]! : 0;
  if (b === 0) return lo;
  const hi = k + 1 < W ? row[off + k + 1]! : 0;
  return ((lo >>> b) | (hi << (32 - b))) >>> 0;
}

/** XORs 32 cells into a row (`W` words at `off`) from cell `from` (those before 0 and past the words dropped). */
function xorCellsAt(row: Uint32Array, off: number, W: number, from: number, value: number): void {
  if (from < 0) {
    if (from > -32) row[off]! ^= value >>> -from;
    return;
  }
  const k = from >>> 5;
  const b = from & 31;
  if (k < W) row[off + k]! ^= value << b;
  if (b !== 0 && k + 1 < W) row[off + k + 1]! ^= value >>> (32 - b);
}

/**
 * dst (rows × ⌈(h − 1)/32⌉ words) = fold of each row of src (rows × ⌈n/32⌉ words, n = 3h − 1; `y`, when given, XORed
 * into each folded row).
 */
export function foldPathRows(dst: Uint32Array, src: Uint32Array, rows: number, h: number, y: Uint32Array | null = null): void {
  const n = 3 * h - 1;
  const W = wordsFor(n);
  if (rows * W >= WASM_PATH_FOLD_MIN_WORDS && foldPathRowsWasm(dst, src, rows, h, y)) return;
  const V = wordsFor(h - 1);
  const last = tailMask(h - 1);
  for (let r = 0; r < rows; r++) {
    const s = r * W;
    const o = r * V;
    for (let k = 0; k < V; k++) {
      let w = cellsAt(src, s, W, 32 * k) ^ cellsAt(src, s, W, 2 * h + 32 * k) ^ reverseBits32(cellsAt(src, s, W, 2 * h - 33 - 32 * k));
      if (k === V - 1) w &= last;
      dst[o + k] = y ? w ^ y[o + k]! : w;
    }
  }
}

/** Each row of p (rows × ⌈n/32⌉ words, n = 3h − 1) ^= tile of the row of t (rows × ⌈(h − 1)/32⌉ words, cells past h − 1 zero). */
export function xorTiledPathRows(p: Uint32Array, t: Uint32Array, rows: number, h: number): void {
  const n = 3 * h - 1;
  const W = wordsFor(n);
  if (rows * W >= WASM_PATH_FOLD_MIN_WORDS && tilePathRowsWasm(p, t, rows, h)) return;
  const V = wordsFor(h - 1);
  for (let r = 0; r < rows; r++) {
    const s = r * W;
    for (let k = 0; k < V; k++) {
      const w = t[r * V + k]!;
      if (w === 0) continue;
      xorCellsAt(p, s, W, 32 * k, w);
      xorCellsAt(p, s, W, 2 * h + 32 * k, w);
      xorCellsAt(p, s, W, 2 * h - 33 - 32 * k, reverseBits32(w));
    }
  }
}

/** Each row of p (rows × ⌈n/32⌉ words, n = 3h − 1) ^= tile(fold(the row) + y's row) (y null: zeros): (1 + E₂)·P + tile(Y). */
export function foldTilePathRows(p: Uint32Array, y: Uint32Array | null, rows: number, h: number): void {
  if (rows * wordsFor(3 * h - 1) >= WASM_PATH_FOLD_MIN_WORDS && foldTilePathRowsWasm(p, y, rows, h)) return;
  const t = new Uint32Array(rows * wordsFor(h - 1));
  foldPathRows(t, p, rows, h, y);
  xorTiledPathRows(p, t, rows, h);
}
