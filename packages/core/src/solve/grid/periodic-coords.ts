import { applyWord, byteTables } from '../../gf2/byte-tables.ts';
import { foldWords, xorTiledWords } from '../../gf2/word-period.ts';
import { popcount32, tailMask, wordsFor } from '../../gf2/words.ts';

/** The most coordinates read by parities with the wᵢ's first q words; past it by the fold tables (as the kernel, `wasm/word-period.ts`). */
const PARITY_COORDS = 4;

/**
 * The coordinates of a low-rank bad part (`low-rank-part.ts`) whose rows wᵢ and uᵢ all have a period of q words
 * (`gf2/word-period.ts`): ⟨wᵢ, v⟩ = ⟨wᵢ's first q words, fold_q(v)⟩, so the d coordinates of a row are the
 * linear map fold_q(v) ↦ (⟨wᵢ, ·⟩)ᵢ, read by 4q byte lookups (by d parities over q words when d ≤ 4); and
 * Σ cᵢ·uᵢ is q words tiled, word j read by byte lookups of c. One pass over the row in place of d; the WebAssembly chase reads the same tables
 * (`wasm/word-period.ts`, laid out by {@link PeriodicCoords.packed}).
 */
export class PeriodicCoords {
  /** The fold's byte b (of 4q) → its coordinates, 256 words each. */
  private readonly foldTables: Uint32Array;
  /** Pattern word j (of q) ← the bytes of c: four tables of 256 words each, 1024·j on. */
  private readonly patternTables: Uint32Array;
  private readonly stride: number;
  private readonly bins: Uint32Array;
  private readonly pattern: Uint32Array;

  /**
   * @param w The rows wᵢ (d ≤ 32 of them), each of period q words.
   * @param u The rows uᵢ, likewise.
   * @param n Cells per row.
   * @param q The period in words (1 ≤ q ≤ the row's words).
   */
  constructor(
    private readonly w: readonly Uint32Array[],
    u: readonly Uint32Array[],
    private readonly n: number,
    readonly q: number,
  ) {
    this.stride = wordsFor(n);
    // fold bit 32j + t ↦ Σᵢ (bit t of wᵢ's word j)·eᵢ
    this.foldTables = byteTables(Uint32Array.from({ length: 32 * q }, (_, k) => w.reduce((acc, wi, i) => acc | (((wi[k >>> 5]! >>> (k & 31)) & 1) << i), 0)));
    this.patternTables = new Uint32Array(1024 * q);
    const images = new Uint32Array(32);
    for (let j = 0; j < q; j++) {
      u.forEach((ui, i) => {
        images[i] = ui[j]!;
      });
      this.patternTables.set(byteTables(images), 1024 * j);
    }
    this.bins = new Uint32Array(q);
    this.pattern = new Uint32Array(q);
  }

  /** The coordinates (bit i: ⟨wᵢ, row⟩) of the row of `src` at `sOff` (zero past its end). */
  coords(src: Uint32Array, sOff: number): number {
    const { bins, q } = this;
    foldWords(bins, src, sOff, this.stride, q);
    let out = 0;
    if (this.w.length <= PARITY_COORDS) {
      this.w.forEach((wi, i) => {
        let x = 0;
        for (let j = 0; j < q; j++) x ^= wi[j]! & bins[j]!;
        out |= (popcount32(x) & 1) << i;
      });
      return out;
    }
    for (let j = 0; j < q; j++) out ^= applyWord(this.foldTables, j, bins[j]!);
    return out >>> 0;
  }

  /** dst's row at `dOff` ^= Σ (bit i of `c`)·uᵢ. */
  xorCombination(dst: Uint32Array, dOff: number, c: number): void {
    if (c === 0) return;
    for (let j = 0; j < this.q; j++) this.pattern[j] = applyWord(this.patternTables, j, c);
    xorTiledWords(dst, dOff, this.n, this.pattern, this.q);
  }

  /**
   * What the WebAssembly chase reads (its argument `periodic` = q): the d rows wᵢ, then in place of the rows uᵢ
   * the pattern tables (1024q words), the row's last-word mask and the fold tables (1024q words).
   */
  get packed(): Uint32Array {
    const { stride, q } = this;
    const rows = this.w.length * stride;
    // a whole number of 128-bit vectors, so that the buffers laid after it stay aligned
    const out = new Uint32Array((rows + 2048 * q + 4) & ~3);
    this.w.forEach((wi, i) => out.set(wi.subarray(0, stride), i * stride));
    out.set(this.patternTables, rows);
    out[rows + 1024 * q] = tailMask(this.n);
    out.set(this.foldTables, rows + 1024 * q + 1);
    return out;
  }
}
