import { type CyclicRing, divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { tailMask, wordsFor } from '../../gf2/words.ts';
import { type NilpotentPart, nilpotentFits } from './projective-band.ts';
import { rowOperators } from './projective-residual.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * S₂'s part of the projective fold (`projective-band.ts`) for a table, shared across the lengths of the chased side.
 * The band elimination takes rows R − 1 … 1 from the fold's end up; what rows r … R − 1 leave after their deeper
 * unknowns y_{r+1} … y_{R−1} are eliminated is a set of equations in (y_{r−1}, y_r) alone, and it does not depend on
 * R: only on the depth R − r and the parity of m (the fold's end). So a table keeps, per orientation, ring and parity,
 * that state and the pivots taken, steps it one row deeper per length (one elimination of at most 3d rows over 3d
 * columns), and finishes each entry with row 0 (the seam's ρ·y₀ and presses z): the same pivots' count and the same
 * span of equations in (y₀, z) as the band elimination, so the same rank in the caller's small system.
 */

/** Rows of a d × d matrix of multiplication by an element of S₂ on the basis sʲ (row i, bit j: [v·sʲ]ᵢ). */
type Block = Uint32Array[];

/** The d × d matrix of multiplication by v (its coefficients, `words` words) stepped by s (or s⁻¹ when `down`). */
function blockOf(v: Uint32Array, chi: Uint32Array, d: number, down = false): Block {
  const col = v.slice();
  const rows = Array.from({ length: d }, () => new Uint32Array(wordsFor(d)));
  for (let j = 0; j < d; j++) {
    for (let i = 0; i < d; i++) if ((col[i >>> 5]! >>> (i & 31)) & 1) rows[i]![j >>> 5]! |= 1 << (j & 31);
    if (down) divideByS(col, chi);
    else multiplyByS(col, chi, d);
  }
  return rows;
}

/** xors the d bits of `src` into `dst` from bit `at`. */
function putBits(dst: Uint32Array, src: Uint32Array, d: number, at: number): void {
  for (let i = 0; i < d; i++) if ((src[i >>> 5]! >>> (i & 31)) & 1) dst[(at + i) >>> 5]! ^= 1 << ((at + i) & 31);
}

/**
 * Pivots on columns [from, to) of the first `rows` rows of a flat buffer (rows `stride` words apart; in place, rows
 * below each pivot only); returns the count of pivots.
 */
function pivotOn(buf: Uint32Array, stride: number, rows: number, from: number, to: number): number {
  let p = 0;
  for (let col = from; col < to && p < rows; col++) {
    const w = col >>> 5;
    const bit = 1 << (col & 31);
    let q = p;
    while (q < rows && !(buf[q * stride + w]! & bit)) q++;
    if (q === rows) continue;
    const pb = p * stride;
    if (q !== p) {
      const qb = q * stride;
      for (let k = 0; k < stride; k++) [buf[pb + k], buf[qb + k]] = [buf[qb + k]!, buf[pb + k]!];
    }
    for (let r = p + 1; r < rows; r++) {
      const rb = r * stride;
      if (buf[rb + w]! & bit) for (let k = w; k < stride; k++) buf[rb + k]! ^= buf[pb + k]!;
    }
    p++;
  }
  return p;
}

/** `words` words of the bits of `src` from bit `at` of its word `base` on (bits past the buffer read as zero). */
function wordsAt(src: Uint32Array, base: number, at: number, out: Uint32Array, outBase: number, words: number): void {
  const q = base + (at >>> 5);
  const b = at & 31;
  for (let k = 0; k < words; k++) {
    const lo = src[q + k] ?? 0;
    out[outBase + k] = b === 0 ? lo : (lo >>> b) | ((src[q + k + 1] ?? 0) << (32 - b));
  }
}

/** One orientation, ring and parity: the rows a step and row 0 add, the state at the fold's end, and the state reached so far. */
interface Chain {
  readonly d: number;
  /** Rows `stride` words apart: the d rows of a middle row [C | A | C], and of row 0 [C | A + c·ρ] (its z bits added per entry). */
  readonly middle: Uint32Array;
  readonly top: Uint32Array;
  readonly stride: number;
  /** The equations of the fold's end as [deep | mid] (2d bits), `state2` words apart. */
  readonly start: Uint32Array;
  readonly startRows: number;
  readonly state2: number;
  /** The state reached: equations in (y_{r−1}, y_r) as [deep | mid], `state2` words apart, `rows` of them. */
  readonly state: Uint32Array;
  rows: number;
  /** Scratch for a step: the state's rows, then d new ones, `stride` words apart. */
  readonly scratch: Uint32Array;
  /** The seams' residues modulo χ₂ (key: their exponents). */
  readonly seams: Map<string, Uint32Array>;
  /** Middle rows taken (the state holds rows R − 1 … R − 1 − depth's leftovers). */
  depth: number;
  pivots: number;
}

/** Copies the chain's state into its scratch (widened to `stride` words, the rest cleared), then `rows` rows of `add`; returns the count. */
function stack(chain: Chain, add: Uint32Array): number {
  const { scratch, stride, state, state2, rows, d } = chain;
  scratch.fill(0, 0, (rows + d) * stride);
  for (let r = 0; r < rows; r++) scratch.set(state.subarray(r * state2, (r + 1) * state2), r * stride);
  scratch.set(add, rows * stride);
  return rows + d;
}

/** The states of a table's S₂ parts (see the file comment). */
export class NilpotentChains {
  private readonly chains = new Map<string, Chain>();

  /**
   * S₂'s part of one entry, as `nilpotentPart` gives it, or null where that declines.
   *
   * @param fold The fold (m ≥ 3).
   * @param S The ring of 2n cells.
   * @param chi2 χ₂ (degree ≥ 1), self-reciprocal.
   * @param seams K·e_p for each press p (elements of S).
   */
  part(fold: ProjectiveFold, S: CyclicRing, chi2: Poly, seams: readonly Poly[]): NilpotentPart | null {
    const d = chi2.degree;
    const R = (fold.m + 1) >> 1;
    const odd = fold.m % 2 === 1;
    if (!nilpotentFits(fold.m, d, seams.length)) return null;
    const key = `${fold.transposed}:${fold.n}:${odd}`;
    const chain = this.chains.get(key) ?? this.chains.set(key, startChain(fold, S, chi2)).get(key)!;
    if (chain.depth > R - 2) {
      chain.state.set(chain.start);
      chain.rows = chain.startRows;
      chain.depth = 0;
      chain.pivots = 0;
    }
    const { scratch, stride, state, state2 } = chain;
    const words2 = wordsFor(2 * d);
    const mask2 = tailMask(2 * d);
    while (chain.depth < R - 2) {
      // row r: c·y_{r−1} + a·y_r + c·y_{r+1}; columns [deep y_{r+1} | mid y_r | top y_{r−1}]
      const all = stack(chain, chain.middle);
      const p = pivotOn(scratch, stride, all, 0, d);
      chain.pivots += p;
      // the rows left, shifted down by d: equations in (y_r, y_{r−1}) as the next [deep | mid]
      const rest = all - p;
      state.fill(0, 0, rest * state2);
      for (let r = 0; r < rest; r++) {
        wordsAt(scratch, (p + r) * stride, d, state, r * state2, words2);
        state[r * state2 + words2 - 1]! &= mask2;
      }
      chain.rows = pivotOn(state, state2, rest, 0, 2 * d);
      chain.depth++;
    }
    // row 0: a·y₀ + c·ρy₀ + c·y₁ + K·z; columns [y₁ | y₀ | z]
    const zs = seams.map((k) => seamOf(chain, k, chi2));
    const all = stack(chain, chain.top);
    for (let i = 0; i < d; i++) {
      const row = (chain.rows + i) * stride;
      zs.forEach((z, t) => {
        if ((z[i >>> 5]! >>> (i & 31)) & 1) scratch[row + ((2 * d + t) >>> 5)]! ^= 1 << ((2 * d + t) & 31);
      });
    }
    const p = pivotOn(scratch, stride, all, 0, d);
    const words = wordsFor(d);
    const equations: { y0: Uint32Array; z: number }[] = [];
    const zWord = new Uint32Array(1);
    for (let r = p; r < all; r++) {
      const y0 = new Uint32Array(words);
      wordsAt(scratch, r * stride, d, y0, 0, words);
      y0[words - 1]! &= tailMask(d);
      wordsAt(scratch, r * stride, 2 * d, zWord, 0, 1);
      equations.push({ y0, z: seams.length === 0 ? 0 : zWord[0]! & (2 ** seams.length - 1) });
    }
    return { d, free: (R - 1) * d - chain.pivots - p, equations };
  }
}

/** A seam K·e_p modulo χ₂ as d + 1 bits, kept per chain (the seam is the same at every length from `SEAM_ROWS`). */
function seamOf(chain: Chain, k: Poly, chi2: Poly): Uint32Array {
  const key = k.words.subarray(0, (k.degree >>> 5) + 1).join(',');
  const kept = chain.seams.get(key);
  if (kept) return kept;
  const z = rowOf(polyModInPlace(k.clone(Math.max(k.degree, chain.d) + 64), chi2), wordsFor(chain.d + 1));
  chain.seams.set(key, z);
  return z;
}

/** The blocks of a ring and parity, and the equations of the fold's end in (y_{R−2}, y_{R−1}) as [deep | mid]. */
function startChain(fold: ProjectiveFold, S: CyclicRing, chi2: Poly): Chain {
  const d = chi2.degree;
  const odd = fold.m % 2 === 1;
  const mod = (p: Poly): Poly => polyModInPlace(p.clone(Math.max(p.degree, d) + 64), chi2);
  const words = wordsFor(d + 1);
  const chi = rowOf(chi2, words);
  const { a: a0, c: c0 } = rowOperators(fold, S);
  const [a, c] = [mod(a0), mod(c0)];
  const sigma = mod(Poly.monomial(fold.n));
  const e = mod(Poly.monomial(0).addShifted(sigma));
  const block = (p: Poly): Block => blockOf(rowOf(mod(p), words), chi, d);
  const A = block(a);
  const C = block(c);
  // c·ρ: e_j ↦ c·s^{−1−j}
  const cr = rowOf(c, words);
  divideByS(cr, chi);
  const CR = blockOf(cr, chi, d, true);
  const AR = A.map((row, i) => row.map((w, k) => w ^ CR[i]![k]!));
  // rows of a step and of row 0, and the fold's end, each a bit row of `stride` (`state2`) words
  const stride = wordsFor(Math.max(3 * d, 2 * d + 32)) + 1;
  const state2 = wordsFor(2 * d) + 1;
  const rowsOf = (count: number, width: number, parts: (i: number) => ReadonlyArray<readonly [Uint32Array, number]>): Uint32Array => {
    const out = new Uint32Array(count * width);
    for (let i = 0; i < count; i++) for (const [src, at] of parts(i)) putBits(out.subarray(i * width, (i + 1) * width), src, d, at);
    return out;
  };
  const middle = rowsOf(d, stride, (i) => [[C[i]!, 0], [A[i]!, d], [C[i]!, 2 * d]]);
  const top = rowsOf(d, stride, (i) => [[C[i]!, 0], [AR[i]!, d]]);
  let start: Uint32Array;
  if (odd) {
    // row h: a·y_h + c·(1 + σ)·y_{h−1}; the middle row: (1 + σ)·y_h
    const CE = block(polyMul(c, e));
    const E = block(e);
    start = rowsOf(2 * d, state2, (i) => (i < d ? [[A[i]!, 0], [CE[i]!, d]] : [[E[i - d]!, 0]]));
  } else {
    // row h − 1: (a + c·σ)·y_{h−1} + c·y_{h−2}
    const CS = block(polyMul(c, sigma));
    start = rowsOf(d, state2, (i) => [[A[i]!.map((w, k) => w ^ CS[i]![k]!), 0], [C[i]!, d]]);
  }
  const startRows = start.length / state2;
  const state = new Uint32Array(2 * d * state2);
  state.set(start);
  return { d, middle, top, stride, start, startRows, state2, state, rows: startRows, scratch: new Uint32Array(3 * d * stride), seams: new Map(), depth: 0, pivots: 0 };
}
