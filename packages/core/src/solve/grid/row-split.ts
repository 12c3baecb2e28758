import { foldPeriod, xorTiled } from '../../gf2/periodic.ts';
import { xorRotated, xorShifted } from '../../gf2/shift.ts';
import { reverseBits32, tailMask, wordsFor } from '../../gf2/words.ts';
import type { BilinearForm } from './bilinear.ts';

/**
 * One side of the board (n cells on a path or a ring) as the ring chase sees it: its adjacency x raised to
 * powers 2ᵏ, and the projection E₂ onto the part of the row space where the chase coefficient c is nilpotent.
 *
 * A path of n cells is the odd part of a ring of N = 2n + 2 cells: a row v extends to ṽ with ṽ₀ = ṽ_{n+1} = 0,
 * ṽ_{1..n} = v and ṽ_{N−i} = ṽᵢ, and the path adjacency P is s + s⁻¹ restricted to such rows. So powers of P are
 * two rotations of ṽ (P^D = s^D + s^{−D} over GF(2)), and polynomials in P that commute with the reflection act
 * on ṽ as on any ring row.
 *
 * On a ring of n = 2ᵛ·n′ cells (n′ odd), d = 2ᵛ, the primary part of sⁿ + 1 for the prime 1 + s is
 * (1 + s)^d = 1 + s^d, and its idempotent is E₂ = Σ_{j<n′} s^{jd} (it is 1 modulo (1 + s)^d and 0 modulo the
 * cofactor, as n′ is odd): a fold of period d and a tile. For 1 + s + s² (3 | n′) it is
 * E₂ = s^d·(1 + s^d)·Σ_{j<n′/3} s^{3jd}: a fold of period 3d, two rotations of the bins, a tile. On a path,
 * x ↔ (1 + s)²/s and 1 + x ↔ (1 + s + s²)/s, so the same idempotents, applied to ṽ, project path rows.
 */
export class Side {
  /** Cells on the side. */
  readonly n: number;
  /** True for a ring. */
  readonly cyclic: boolean;
  /** Words per row. */
  readonly stride: number;
  /** Length of the ring the side lives on: n, or 2n + 2 for a path. */
  private readonly ring: number;
  private readonly ringStride: number;
  private readonly scratch: Uint32Array;
  private readonly rotated: Uint32Array;
  private readonly reversed: Uint32Array;
  private readonly powerTables = new Map<number, Int32Array>();
  private readonly extendedTables = new Map<number, Int32Array>();

  constructor(n: number, cyclic: boolean) {
    this.n = n;
    this.cyclic = cyclic;
    this.stride = wordsFor(n);
    this.ring = cyclic ? n : 2 * n + 2;
    this.ringStride = wordsFor(this.ring);
    this.scratch = new Uint32Array(this.ringStride + 1);
    this.rotated = new Uint32Array(this.ringStride + 1);
    this.reversed = new Uint32Array(this.ringStride + 1);
  }

  /** The ring row of `src`'s row at word `sOff` (a copy for a ring, the odd extension for a path). */
  private ringRow(src: Uint32Array, sOff: number): Uint32Array {
    const out = this.scratch;
    out.fill(0);
    if (this.cyclic) {
      for (let k = 0; k < this.stride; k++) out[k] = src[sOff + k]!;
      return out;
    }
    const n = this.n;
    const padded = this.rotated;
    padded.fill(0);
    for (let k = 0; k < this.stride; k++) padded[k] = src[sOff + k]!;
    xorShifted(out, 0, padded, 0, this.ringStride, this.ring, 1);
    // cells n+2 … 2n+1 hold v_{n−1} … v₀, a word at a time: the row's words bit-reversed in reverse order put
    // v_{n−1−i} at bit 32·stride − n + i; shifted down to bit i, then up to cell n + 2 + i
    const words = this.rotated;
    words.fill(0);
    for (let k = 0; k < this.stride; k++) words[k] = reverseBits32(src[sOff + this.stride - 1 - k]! & (k === 0 ? tailMask(n) : -1));
    const reversed = this.reversed;
    reversed.fill(0);
    xorShifted(reversed, 0, words, 0, this.stride, 32 * this.stride, n - 32 * this.stride);
    xorShifted(out, 0, reversed, 0, this.ringStride, this.ring, n + 2);
    return out;
  }

  /**
   * dst ^= x^D·src on one row, x the side's adjacency and D a power of two (so that x^D = s^D + s^{−D} on the
   * ring the side lives on, by Frobenius).
   *
   * On a ring that is two rotations. On a path, with D reduced to [0, n + 1] (the extension's ring has 2n + 2
   * cells and s^D + s^{−D} depends on D only up to sign modulo it), cell j of x^D·v reads ṽ at j + 1 ∓ D, which is
   * v shifted by ±D where that stays inside the path and the reflection of v near an end otherwise:
   * x^D·v = σ^D·v + σ^{−D}·v + rev[0, D − 1)(v) + rev[n − D + 1, n)(v), rev[a, b) reversing the cells of the range
   * in place. No copy of the row is made.
   */
  xorAdjacencyPower(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, D: number): void {
    const { n, stride } = this;
    if (this.cyclic) {
      const d = D % n;
      if (n % 32 === 0) {
        xorTwoWordRotations(dst, dOff, src, sOff, stride, d, (n - d) % n);
        return;
      }
      xorRotated(dst, dOff, src, sOff, stride, n, d);
      xorRotated(dst, dOff, src, sOff, stride, n, (n - d) % n);
      return;
    }
    let d = D % this.ring;
    if (d > this.ring / 2) d = this.ring - d;
    if (d === 0) return;
    xorShifted(dst, dOff, src, sOff, stride, n, d);
    xorShifted(dst, dOff, src, sOff, stride, n, -d);
    xorReversedRange(dst, dOff, src, sOff, 0, d - 1);
    xorReversedRange(dst, dOff, src, sOff, n - d + 1, d - 1);
  }

  /** {@link adjacencyPowerRows} of every row, [r₀, r₁, …] (−1: none), memoised per D (the side belongs to a kept plan). */
  adjacencyPowerTable(D: number): Int32Array {
    let table = this.powerTables.get(D);
    if (!table) {
      table = new Int32Array(2 * this.n);
      for (let r = 0; r < this.n; r++) table.set(this.adjacencyPowerRows(r, D), 2 * r);
      this.powerTables.set(D, table);
    }
    return table;
  }

  /** The two rows (or −1) that y^D reads for row r, when this side is the column direction. */
  adjacencyPowerRows(r: number, D: number): [number, number] {
    return [this.extendedRow(r - D), this.extendedRow(r + D)];
  }

  /**
   * The row at extended position i (any integer) when this side is the column direction: i modulo n on a ring;
   * on a path the row of the odd extension's cell i + 1 (−1 for its two cells of zeros, the reflection past them).
   */
  extendedRow(i: number): number {
    if (this.cyclic) return ((i % this.n) + this.n) % this.n;
    const ring = this.ring;
    const j = (((i + 1) % ring) + ring) % ring;
    if (j === 0 || j === this.n + 1) return -1;
    return j <= this.n ? j - 1 : ring - j - 1;
  }

  /** {@link extendedRow} of i = −halo … n + halo − 1, in that order, memoised per halo (the side belongs to a kept plan). */
  extendedRows(halo: number): Int32Array {
    let out = this.extendedTables.get(halo);
    if (!out) {
      out = new Int32Array(this.n + 2 * halo);
      for (let i = 0; i < out.length; i++) out[i] = this.extendedRow(i - halo);
      this.extendedTables.set(halo, out);
    }
    return out;
  }

  /**
   * The split for the chase coefficient of `g`, or null when c is a unit: d, the 2-part of the ring's length, the
   * prime (1 + s + s² when `three`, else 1 + s) and the fold period of E₂ (3d or d).
   */
  private split(g: BilinearForm): { d: number; three: boolean; period: number } | null {
    if (g.g11 === 0) return null;
    const ring = this.ring;
    let d = 1;
    while (ring % (2 * d) === 0) d *= 2;
    const three = g.g10 === 1;
    if (three && (ring / d) % 3 !== 0) return null;
    if (!three && !this.cyclic && this.n % 2 === 0) return null; // the path adjacency is invertible: no x-part
    return { d, three, period: three ? 3 * d : d };
  }

  /** The fold of E₂ by whole words (a ring whose fold period is a multiple of 32), or null (c a unit, a path, or a period past the words). */
  wordFold(g: BilinearForm): WordFold | null {
    const split = this.split(g);
    if (!split || !this.cyclic || split.period % 32 !== 0) return null;
    return { words: split.period >>> 5, q: split.three ? split.d >>> 5 : 0 };
  }

  /**
   * The projection onto the bad part of the row space for the chase coefficient of `g`, or null when c is
   * a unit. `apply(dst, dOff, src, sOff)` XORs E₂·(src row) into dst's row.
   */
  projection(g: BilinearForm): Projection | null {
    const split = this.split(g);
    if (!split) return null;
    const { d, three, period } = split;
    const ring = this.ring;
    const fold = this.wordFold(g);
    if (fold) return wordProjection(this.stride, fold.words, fold.q);
    const start = this.cyclic ? 0 : 1;
    return {
      apply: (dst, dOff, src, sOff) => {
        const bins = foldPeriod(this.ringRow(src, sOff), ring, period);
        let pattern = bins;
        if (three) {
          pattern = new Uint32Array(bins.length);
          xorRotated(pattern, 0, bins, 0, bins.length, period, d);
          xorRotated(pattern, 0, bins, 0, bins.length, period, 2 * d);
        }
        xorTiled(dst, this.n, pattern, period, start, dOff);
      },
    };
  }
}

/** A ring's fold of whole words for E₂: P words a period, and q (e rotates by q and 2q words; 0 for the prime 1 + s). */
export interface WordFold {
  readonly words: number;
  readonly q: number;
}

/**
 * E₂ on a ring whose fold period is whole words (P of them; the ring, a multiple of the period, is whole words
 * too): the bins are the XOR of the row's words k ≡ j (mod P), the pattern is the bins (or, for 1 + s + s², the
 * bins rotated by q and 2q words, q = d/32), tiled over the row. One read of the row and one XOR pass, in place.
 */
function wordProjection(stride: number, P: number, q: number): Projection {
  const bins = new Uint32Array(P);
  const pattern = new Uint32Array(P);
  return {
    inPlace: true,
    apply(dst, dOff, src, sOff) {
      bins.fill(0);
      for (let k = 0, j = 0; k < stride; k++, j = j + 1 === P ? 0 : j + 1) bins[j]! ^= src[sOff + k]!;
      if (q === 0) pattern.set(bins);
      else for (let j = 0; j < P; j++) pattern[j] = bins[(j - q + P) % P]! ^ bins[(j - 2 * q + 2 * P) % P]!;
      for (let k = 0, j = 0; k < stride; k++, j = j + 1 === P ? 0 : j + 1) dst[dOff + k]! ^= pattern[j]!;
    },
  };
}

/**
 * dst ^= src rotated by a + src rotated by b (bit j to j + a, j + b modulo the ring), for a ring of whole words
 * (32·stride cells): each output word reads two words of each rotation, one pass in place of four shifted XORs.
 */
function xorTwoWordRotations(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, stride: number, a: number, b: number): void {
  const qa = a >>> 5;
  const ba = a & 31;
  const qb = b >>> 5;
  const bb = b & 31;
  for (let k = 0; k < stride; k++) {
    let i = k - qa;
    if (i < 0) i += stride;
    let j = i - 1;
    if (j < 0) j += stride;
    const ra = ba === 0 ? src[sOff + i]! : (src[sOff + i]! << ba) | (src[sOff + j]! >>> (32 - ba));
    i = k - qb;
    if (i < 0) i += stride;
    j = i - 1;
    if (j < 0) j += stride;
    const rb = bb === 0 ? src[sOff + i]! : (src[sOff + i]! << bb) | (src[sOff + j]! >>> (32 - bb));
    dst[dOff + k]! ^= ra ^ rb;
  }
}

/** Bits [from, from + len) of a row (len ≤ 32) as a number, bit 0 first. */
function readField(row: Uint32Array, off: number, from: number, len: number): number {
  const k = off + (from >>> 5);
  const b = from & 31;
  let v = row[k]! >>> b;
  if (b + len > 32) v |= row[k + 1]! << (32 - b);
  return len === 32 ? v >>> 0 : v & ((1 << len) - 1);
}

/** XORs `value` (len ≤ 32 bits) into bits [from, from + len) of a row. */
function xorField(row: Uint32Array, off: number, from: number, len: number, value: number): void {
  const k = off + (from >>> 5);
  const b = from & 31;
  row[k]! ^= value << b;
  if (b + len > 32) row[k + 1]! ^= value >>> (32 - b);
}

/** dst's cells [from, from + len) ^= src's same cells in reverse order (cell from + i gets cell from + len − 1 − i). */
function xorReversedRange(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, from: number, len: number): void {
  for (let i = 0; i < len; i += 32) {
    const w = Math.min(32, len - i);
    const v = reverseBits32(readField(src, sOff, from + i, w)) >>> (32 - w);
    xorField(dst, dOff, from + len - i - w, w, v);
  }
}

/** E₂ on rows: dst (row at `dOff`) ^= E₂·(src row at `sOff`). */
export interface Projection {
  apply(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number): void;
  /** True when `apply` may read and write the same row (it reads the whole row first). */
  readonly inPlace?: boolean;
}
