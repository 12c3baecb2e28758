import { xorRotated } from '../../gf2/shift.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { foldRowsWasm, foldTileRowsWasm, WASM_FOLD_MIN_WORDS } from '../../wasm/fold-part-kernels.ts';
import { foldRows, foldTileRows } from './folded-part.ts';
import type { BilinearForm } from './bilinear.ts';
import { Side } from './row-split.ts';
import { neumannInverse } from './neumann-inverse.ts';

/**
 * The bad part S₂ of a ring row of L cells (`row-split.ts`) through its fold period p (d, the 2-part of L, for
 * the prime 1 + s; 3d for 1 + s + s²), for any p, where `folded-part.ts` takes periods of whole words:
 * E₂·v = tile(e·fold(v)) with fold the sum of v's p-cell blocks and e = 1 or s^d + s^{2d} on the ring of p cells.
 * A row is folded a word at a time into lcm(p, 32) cells (W words, a few), then into p; a pattern of p cells is
 * tiled back through the same W words. So
 *
 *   X₂ = A⁻¹·E₂·B = tile(Y),  Y = A⁻¹·(e·fold(B)) by the Neumann product on an m × p board,
 *
 * and the answer E₁·P + X₂ is, row by row, P_r + tile(e·fold(P_r) + Y_r): a read of the lights, a product p
 * cells wide, a read and a write of the presses, with no allocation a row.
 */
export class PeriodPart {
  /** Words of lcm(p, 32) cells. */
  private readonly words: number;
  private readonly side: Side;
  private readonly bins: Uint32Array;
  private readonly pattern: Uint32Array;

  /**
   * @param bits L, cells of a ring row.
   * @param d The 2-part of L.
   * @param three True for the prime 1 + s + s² (p = 3d), false for 1 + s (p = d).
   * @param g The bilinear form.
   * @param colSide The column direction (m cells).
   * @param K Steps of the Neumann product.
   */
  constructor(
    private readonly bits: number,
    private readonly d: number,
    private readonly three: boolean,
    private readonly g: BilinearForm,
    private readonly colSide: Side,
    private readonly K: number,
  ) {
    const p = this.period;
    let words = 1;
    while ((32 * words) % p !== 0) words++;
    this.words = words;
    this.side = new Side(p, true);
    this.bins = new Uint32Array(wordsFor(p));
    this.pattern = new Uint32Array(wordsFor(p));
  }

  /** p, the fold period. */
  get period(): number {
    return this.three ? 3 * this.d : this.d;
  }

  /** The rows of `src` folded a word at a time into W words each (rows × W): `foldRows` with e = 1, the kernel or its reference. */
  private foldWords(src: Uint32Array, rows: number): Uint32Array {
    const { words } = this;
    const stride = wordsFor(this.bits);
    const out = new Uint32Array(rows * words);
    if (!(rows * stride >= WASM_FOLD_MIN_WORDS && foldRowsWasm(out, src, rows, stride, words, 0))) foldRows(out, src, rows, stride, words, 0);
    return out;
  }

  /** `pattern` = e·fold of the W words at `off` of `folded` (p cells): their blocks of p cells XORed, read 32 at a time. */
  private patternOf(folded: Uint32Array, off: number): void {
    const { bins, pattern, words } = this;
    const p = this.period;
    const pw = bins.length;
    bins.fill(0);
    for (let start = 0; start < 32 * words; start += p) for (let k = 0; k < pw; k++) bins[k]! ^= bitsAt(folded, off, words, start + 32 * k);
    bins[pw - 1]! &= tailMask(p);
    if (!this.three) {
      pattern.set(bins);
      return;
    }
    pattern.fill(0);
    xorRotated(pattern, 0, bins, 0, pw, p, this.d);
    xorRotated(pattern, 0, bins, 0, pw, p, 2 * this.d);
  }

  /** `dst` (W words at `off`) ^= `pattern` (p cells) written at every block of p cells. */
  private xorTileWords(dst: Uint32Array, off: number): void {
    const { pattern, words } = this;
    const p = this.period;
    const pw = pattern.length;
    pattern[pw - 1]! &= tailMask(p);
    for (let start = 0; start < 32 * words; start += p) {
      const q = start >>> 5;
      const b = start & 31;
      for (let k = 0; k < pw; k++) {
        const w = pattern[k]!;
        if (q + k < words) dst[off + q + k]! ^= w << b;
        if (b !== 0 && q + k + 1 < words) dst[off + q + k + 1]! ^= w >>> (32 - b);
      }
    }
  }

  /**
   * Y = A⁻¹·(e·fold(B)) for the lights B (rows of L cells): rows × p cells.
   *
   * @param lights The lights, rows of L cells, padding bits zero.
   * @returns Y, one row of p cells per row of lights.
   */
  inverse(lights: Board): Board {
    const folded = this.foldWords(lights.words, lights.rows);
    const z = new Board(lights.rows, this.period);
    for (let r = 0; r < lights.rows; r++) {
      this.patternOf(folded, r * this.words);
      z.words.set(this.pattern, r * z.stride);
    }
    return neumannInverse(z, this.g, this.side, this.colSide, this.K);
  }

  /**
   * Every row of `presses` ← P_r + tile(e·fold(P_r) + Y_r): E₁ of the chased presses plus the bad part.
   *
   * @param presses Rows of L cells (at most as many as `y` has), padding bits zero.
   * @param y From {@link inverse}; null: none (a quiet pattern's presses).
   */
  finish(presses: Board, y: Board | null): void {
    const { rows } = presses;
    const { words } = this;
    const stride = wordsFor(this.bits);
    const folded = this.foldWords(presses.words, rows);
    // per row, the W words to tile: t_r = tile of (e·fold(P_r) + Y_r) to lcm(p, 32) cells; `foldTileRows` (the kernel
    // or its TypeScript reference, e = 1) XORs the tile of (its own fold of P_r + the words given): it is given t_r + fold(P_r)
    const t = new Uint32Array(rows * words);
    for (let r = 0; r < rows; r++) {
      this.patternOf(folded, r * words);
      if (y) for (let k = 0; k < this.pattern.length; k++) this.pattern[k]! ^= y.words[r * y.stride + k]!;
      this.xorTileWords(t, r * words);
    }
    for (let k = 0; k < t.length; k++) t[k]! ^= folded[k]!;
    if (!(rows * stride >= WASM_FOLD_MIN_WORDS && foldTileRowsWasm(presses.words, t, rows, stride, words, 0))) foldTileRows(presses.words, t, rows, stride, words, 0);
    // the tiles ran to whole words: clear the padding
    if (this.bits & 31) for (let r = 0; r < rows; r++) presses.words[r * stride + stride - 1]! &= tailMask(this.bits);
  }
}

/** Cells [from, from + 32) of the `words` words at `off` of `row`, zero past them. */
function bitsAt(row: Uint32Array, off: number, words: number, from: number): number {
  const k = from >>> 5;
  const b = from & 31;
  const lo = k < words ? row[off + k]! : 0;
  if (b === 0) return lo;
  const hi = k + 1 < words ? row[off + k + 1]! : 0;
  return ((lo >>> b) | (hi << (32 - b))) >>> 0;
}
