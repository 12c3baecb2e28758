import { type CyclicRing, divideByS, multiplyByS, rowOf } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { wordsFor } from '../../gf2/words.ts';
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

/** A row of `bits` bits made of blocks' rows placed at bit offsets (null blocks skipped). */
function rowFrom(bits: number, d: number, parts: ReadonlyArray<readonly [Uint32Array | null, number]>): Uint32Array {
  const row = new Uint32Array(wordsFor(bits));
  for (const [src, at] of parts) if (src) putBits(row, src, d, at);
  return row;
}

/** Pivots on columns [from, to) of `rows` (in place, rows below each pivot only); returns the count of pivots. */
function pivotOn(rows: Uint32Array[], from: number, to: number): number {
  let p = 0;
  for (let col = from; col < to && p < rows.length; col++) {
    const w = col >>> 5;
    const bit = 1 << (col & 31);
    let q = p;
    while (q < rows.length && !(rows[q]![w]! & bit)) q++;
    if (q === rows.length) continue;
    [rows[p], rows[q]] = [rows[q]!, rows[p]!];
    const pivot = rows[p]!;
    for (let r = p + 1; r < rows.length; r++) {
      const row = rows[r]!;
      if (row[w]! & bit) for (let k = w; k < row.length; k++) row[k]! ^= pivot[k]!;
    }
    p++;
  }
  return p;
}

/** A copy of `row` with room for `bits` bits. */
function widen(row: Uint32Array, bits: number): Uint32Array {
  const out = new Uint32Array(wordsFor(bits));
  out.set(row);
  return out;
}

/** The rows, shifted down by d bits into `bits` bits. */
function shiftDown(rows: readonly Uint32Array[], d: number, bits: number): Uint32Array[] {
  return rows.map((row) => {
    const out = new Uint32Array(wordsFor(bits));
    for (let i = 0; i < bits; i++) if ((row[(d + i) >>> 5]! >>> ((d + i) & 31)) & 1) out[i >>> 5]! |= 1 << (i & 31);
    return out;
  });
}

/** One orientation, ring and parity: the blocks, the state at the fold's end, and the state reached so far. */
interface Chain {
  readonly d: number;
  readonly blocks: { A: Block; C: Block; AR: Block };
  readonly start: Uint32Array[];
  state: Uint32Array[];
  /** The seams' residues modulo χ₂ (key: their words). */
  readonly seams: Map<string, Uint32Array>;
  /** Middle rows taken (the state holds rows R − 1 … R − 1 − depth's leftovers in their top two rows). */
  depth: number;
  pivots: number;
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
      chain.state = chain.start.map((r) => r.slice());
      chain.depth = 0;
      chain.pivots = 0;
    }
    const { A, C, AR } = chain.blocks;
    while (chain.depth < R - 2) {
      // row r: c·y_{r−1} + a·y_r + c·y_{r+1}; columns [deep y_{r+1} | mid y_r | top y_{r−1}]
      const all = chain.state.map((r) => widen(r, 3 * d));
      for (let i = 0; i < d; i++) all.push(rowFrom(3 * d, d, [[C[i]!, 0], [A[i]!, d], [C[i]!, 2 * d]]));
      const p = pivotOn(all, 0, d);
      chain.pivots += p;
      const rest = shiftDown(all.slice(p), d, 2 * d);
      chain.state = rest.slice(0, pivotOn(rest, 0, 2 * d));
      chain.depth++;
    }
    // row 0: a·y₀ + c·ρy₀ + c·y₁ + K·z; columns [y₁ | y₀ | z]
    const zs = seams.map((k) => seamOf(chain, k, chi2));
    const all = chain.state.map((r) => widen(r, 2 * d + 32));
    for (let i = 0; i < d; i++) {
      const row = rowFrom(2 * d + 32, d, [[C[i]!, 0], [AR[i]!, d]]);
      zs.forEach((z, t) => {
        if ((z[i >>> 5]! >>> (i & 31)) & 1) row[(2 * d + t) >>> 5]! ^= 1 << ((2 * d + t) & 31);
      });
      all.push(row);
    }
    const p = pivotOn(all, 0, d);
    const equations = shiftDown(all.slice(p), d, d + 32).map((row) => {
      let z = 0;
      for (let t = 0; t < seams.length; t++) z |= ((row[(d + t) >>> 5]! >>> ((d + t) & 31)) & 1) << t;
      const y0 = new Uint32Array(wordsFor(d));
      putBits(y0, row, d, 0);
      return { y0, z };
    });
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
  const start: Uint32Array[] = [];
  if (odd) {
    // row h: a·y_h + c·(1 + σ)·y_{h−1}; the middle row: (1 + σ)·y_h
    const CE = block(polyMul(c, e));
    const E = block(e);
    for (let i = 0; i < d; i++) start.push(rowFrom(2 * d, d, [[A[i]!, 0], [CE[i]!, d]]));
    for (let i = 0; i < d; i++) start.push(rowFrom(2 * d, d, [[E[i]!, 0]]));
  } else {
    // row h − 1: (a + c·σ)·y_{h−1} + c·y_{h−2}
    const CS = block(polyMul(c, sigma));
    for (let i = 0; i < d; i++) start.push(rowFrom(2 * d, d, [[A[i]!.map((w, k) => w ^ CS[i]![k]!), 0], [C[i]!, d]]));
  }
  return { d, blocks: { A, C, AR }, start, state: start.map((r) => r.slice()), depth: 0, pivots: 0, seams: new Map() };
}
