import { xorRotated } from '../../gf2/shift.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import type { BilinearForm } from './bilinear.ts';
import { neumannInverse, Side } from './row-split.ts';

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
  private readonly acc: Uint32Array;
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
    this.acc = new Uint32Array(words);
    this.bins = new Uint32Array(wordsFor(p));
    this.pattern = new Uint32Array(wordsFor(p));
  }

  /** p, the fold period. */
  get period(): number {
    return this.three ? 3 * this.d : this.d;
  }

  /** `pattern` = e·fold of the row at word `off` of `src` (p cells). */
  private foldRow(src: Uint32Array, off: number): void {
    const { acc, bins, pattern, words } = this;
    const p = this.period;
    const stride = wordsFor(this.bits);
    acc.fill(0);
    for (let k = 0, j = 0; k < stride; k++) {
      acc[j]! ^= k === stride - 1 ? src[off + k]! & tailMask(this.bits) : src[off + k]!;
      if (++j === words) j = 0;
    }
    bins.fill(0);
    for (let i = 0; i < 32 * words; i++) {
      if (((acc[i >>> 5]! >>> (i & 31)) & 1) === 0) continue;
      const b = i % p;
      bins[b >>> 5]! ^= 1 << (b & 31);
    }
    if (!this.three) {
      pattern.set(bins);
      return;
    }
    pattern.fill(0);
    xorRotated(pattern, 0, bins, 0, pattern.length, p, this.d);
    xorRotated(pattern, 0, bins, 0, pattern.length, p, 2 * this.d);
  }

  /** The row at word `off` of `dst` ^= `pattern` (p cells) tiled over its L cells. */
  private xorTile(dst: Uint32Array, off: number): void {
    const { acc, pattern, words } = this;
    const p = this.period;
    acc.fill(0);
    for (let i = 0; i < 32 * words; i++) {
      const b = i % p;
      if ((pattern[b >>> 5]! >>> (b & 31)) & 1) acc[i >>> 5]! ^= 1 << (i & 31);
    }
    const stride = wordsFor(this.bits);
    for (let k = 0, j = 0; k < stride; k++) {
      dst[off + k]! ^= k === stride - 1 ? acc[j]! & tailMask(this.bits) : acc[j]!;
      if (++j === words) j = 0;
    }
  }

  /**
   * Y = A⁻¹·(e·fold(B)) for the lights B (rows of L cells): rows × p cells.
   *
   * @param lights The lights, rows of L cells.
   * @returns Y, one row of p cells per row of lights.
   */
  inverse(lights: Board): Board {
    const z = new Board(lights.rows, this.period);
    for (let r = 0; r < lights.rows; r++) {
      this.foldRow(lights.words, r * lights.stride);
      z.words.set(this.pattern, r * z.stride);
    }
    return neumannInverse(z, this.g, this.side, this.colSide, this.K);
  }

  /**
   * Every row of `presses` ← P_r + tile(e·fold(P_r) + Y_r): E₁ of the chased presses plus the bad part.
   *
   * @param presses Rows of L cells (at most as many as `y` has).
   * @param y From {@link inverse}; null: none (a quiet pattern's presses).
   */
  finish(presses: Board, y: Board | null): void {
    for (let r = 0; r < presses.rows; r++) {
      this.foldRow(presses.words, r * presses.stride);
      if (y) for (let k = 0; k < this.pattern.length; k++) this.pattern[k]! ^= y.words[r * y.stride + k]!;
      this.xorTile(presses.words, r * presses.stride);
    }
  }
}
