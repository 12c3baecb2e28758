import { gcdDegreeInPlace, Poly, polyDivMod, polyGcd, polyModInPlace, polyMul, polySquare } from '../../gf2/poly.ts';
import { wordsFor, xorShiftedWords } from '../../gf2/words.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { edgesOf } from '../../puzzle/topology.ts';
import type { WorkOptions } from '../../work.ts';
import { type BilinearForm, bilinearForm, isProductForm, pairFor, type SideRing, sideRing } from './bilinear.ts';

/**
 * Whole nullity tables of the symmetric 3 × 3 rules that are no product (cross, cross without centre, Moore
 * without centre, diagonal) on the torus and the cylinder, sharing work across sizes (see `bilinear.ts` for the
 * algebra). The ring S = GF(2)[z]/(χ₁) is put on the shorter side k of each entry, and for one k every length j of
 * the other side comes from one sequence F_j = c^j·f_j(a/c) modulo χ₁, stepped by F_{j+1} = a·F_j + c²·F_{j−1}
 * (a few shifted XORs a step), so an entry costs one gcd of degree ≤ k:
 * - the other side clips: nullity = deg gcd(χ₁, F_j);
 * - it wraps: nullity = deg gcd(a, χ₁) when gcd(χ₁, F_{j−1}) = 1 (a constant of k), otherwise `bilinearNullity`.
 * A rule that looks the same transposed, on equal edges (the torus), fills the other half by symmetry. A wrapping
 * side of 1 or 2 cells is outside the algebra (`bilinearFits`): those entries are asked of `exact`.
 */

/** True when {@link ringNullityTable} computes the rule's tables: a non-product bilinear form, a side that wraps, none twisted. */
export function ringTableApplies(rule: Rule): boolean {
  const g = bilinearForm(rule);
  if (!g || isProductForm(g)) return false;
  const { rows, cols } = edgesOf(rule.topology);
  return rows !== 'twist' && cols !== 'twist' && (rows === 'wrap' || cols === 'wrap');
}

/** The exponents of a polynomial's non-zero terms. */
function exponentsOf(p: Poly): number[] {
  const out: number[] = [];
  for (let e = 0; e <= p.degree; e++) if ((p.words[e >>> 5]! >>> (e & 31)) & 1) out.push(e);
  return out;
}

/** The polynomial held in `words` (degree < `bits`), as a new {@link Poly}. */
function polyOf(words: Uint32Array, bits: number): Poly {
  const p = new Poly(bits);
  p.words.set(words.subarray(0, p.words.length));
  p.degree = bits - 1;
  return p.normalize();
}

/** Nullities from one sequence F_j modulo χ₁ (see the file comment): the state of one ring side's pass. */
class RingSequence {
  private readonly chi: Poly;
  private readonly d: number;
  private readonly top: number;
  private readonly live: number;
  private readonly chiWords: number;
  private readonly aExps: number[];
  private readonly cExps: number[];
  private readonly c2Exps: number[];
  /** F_{i−1}, F_i, F_{i+1} and c^{i+1}, each of degree < d once reduced. */
  prev: Uint32Array;
  cur: Uint32Array;
  next: Uint32Array;
  cPower: Uint32Array;
  private spare: Uint32Array;

  constructor(a: Poly, c: Poly, chi: Poly) {
    this.chi = chi;
    this.d = chi.degree;
    // a·s and c·s have degree ≤ 2, so c² ≤ 4: a step leaves at most 4 bits past d
    this.aExps = exponentsOf(a);
    this.cExps = exponentsOf(c);
    this.c2Exps = this.cExps.map((e) => 2 * e);
    this.top = this.d + Math.max(0, ...this.aExps, ...this.c2Exps);
    const size = wordsFor(this.top + 1) + 1;
    this.live = wordsFor(this.d);
    this.chiWords = wordsFor(this.d + 1);
    this.prev = new Uint32Array(size); // F_{−1} = 0
    this.cur = new Uint32Array(size);
    this.cur[0] = 1; // F_0 = 1
    this.reduce(this.cur);
    this.next = new Uint32Array(size);
    this.spare = new Uint32Array(size);
    this.cPower = new Uint32Array(size);
    for (const e of this.cExps) this.cPower[e >>> 5]! ^= 1 << (e & 31);
    this.reduce(this.cPower);
    this.fillNext();
  }

  private reduce(w: Uint32Array): void {
    for (let e = this.top; e >= this.d; e--) if ((w[e >>> 5]! >>> (e & 31)) & 1) xorShiftedWords(w, this.chi.words, this.chiWords, e - this.d);
  }

  /** next = a·cur + c²·prev. */
  private fillNext(): void {
    const next = this.next;
    next.fill(0);
    for (const e of this.aExps) xorShiftedWords(next, this.cur, this.live, e);
    for (const e of this.c2Exps) xorShiftedWords(next, this.prev, this.live, e);
    this.reduce(next);
  }

  /** Moves from index i to i + 1. */
  step(): void {
    const old = this.prev;
    this.prev = this.cur;
    this.cur = this.next;
    this.next = old;
    this.fillNext();
    const p = this.spare;
    p.fill(0);
    for (const e of this.cExps) xorShiftedWords(p, this.cPower, this.live, e);
    this.reduce(p);
    this.spare = this.cPower;
    this.cPower = p;
  }

  /** p = c²·F_{i−1} + c^{i+1} and r = F_{i+1} + c^{i+1}, modulo χ₁ (the Cassini matrix's entries at j = i + 1). */
  cassini(): { p: Poly; r: Poly } {
    const w = new Uint32Array(this.cur.length);
    for (const e of this.c2Exps) xorShiftedWords(w, this.prev, this.live, e);
    this.reduce(w);
    for (let k = 0; k < this.live; k++) w[k]! ^= this.cPower[k]!;
    const c = this.poly(this.cPower);
    return { p: this.poly(w), r: this.poly(this.next).addShifted(c) };
  }

  /** The polynomial in `words`, as a new {@link Poly} of degree < d. */
  poly(words: Uint32Array): Poly {
    return polyOf(words, this.d);
  }
}

/**
 * The nullities of one ring side: the k-cell side carries the ring (`cyclic` when it wraps) and the other side has
 * j = from..to cells (`indexWraps` when it wraps); `put(j, nullity)` receives each. The form is oriented with the
 * ring along x (the transposed form for a ring on the rows).
 */
function ringPass(g: BilinearForm, k: number, cyclic: boolean, indexWraps: boolean, from: number, to: number, put: (j: number, v: number) => void, exact: (j: number) => number): void {
  const side = sideRing(g, k, cyclic);
  const chi = side.good;
  if (chi.degree <= 0) {
    for (let j = from; j <= to; j++) put(j, 0);
    return;
  }
  const seq = new RingSequence(side.a, side.c, chi);
  const aPart = indexWraps ? polyGcd(side.a, chi).degree : 0; // deg gcd(a, χ₁): the wrap case when G = 1
  // the sequence stands at F_i: a clipping index of j = i cells asks F_j, a wrapping one of j = i + 1 cells F_{j−1}
  for (let i = 0; ; i++) {
    const j = indexWraps ? i + 1 : i;
    if (j >= from) put(j, !indexWraps ? gcdDegreeInPlace(chi.clone(), seq.poly(seq.cur)) : j < 3 ? exact(j) : wrapNullity(g, side, j, seq, aPart));
    if (j >= to) return;
    seq.step();
  }
}

/**
 * `bilinearNullity` of a wrapping index of j cells, the sequence standing at F_{j−1}. With G = gcd(χ₁, F_{j−1}),
 * nullity = deg gcd(a, χ₁) when G = 1. Otherwise χ₁ = H·Q by the Chinese remainder theorem, H made of the primes of
 * G (small in practice: 1 + s, 1 + s + s², …) and Q of the rest: on Q the same closed form gives deg gcd(a, Q), and on
 * H `bilinearNullity`'s steps run with H for χ₁ — p = c²F_{j−2} + c^j and r = F_j + c^j, g₁ = gcd(G, p, r), and the
 * nullity deg G + deg gcd(a, H/G) when g₁ = 1, else deg gcd(a·F_{j−1}, H·g₁) (F taken modulo H²).
 */
function wrapNullity(g: BilinearForm, side: SideRing, j: number, seq: RingSequence, aPart: number): number {
  const chi = side.good;
  const G = polyGcd(chi, seq.poly(seq.cur));
  if (G.degree === 0) return aPart;
  // Q: χ₁ stripped of G's primes (each pass takes a gcd with the square of what it removed last)
  let Q = chi;
  let P = G;
  for (;;) {
    const t = polyGcd(Q, P);
    if (t.degree === 0) break;
    Q = polyDivMod(Q, t).quotient;
    P = polySquare(t);
  }
  const H = polyDivMod(chi, Q).quotient;
  const onQ = polyGcd(side.a, Q).degree;
  const { p, r } = seq.cassini();
  const g1 = polyGcd(polyGcd(G, polyModInPlace(p, H)), polyModInPlace(r, H));
  if (g1.degree === 0) return onQ + G.degree + polyGcd(side.a, polyDivMod(H, G).quotient).degree;
  const hg1 = polyMul(H, g1);
  const [f] = pairFor(j - 1, side, g, polySquare(H));
  return onQ + polyGcd(polyModInPlace(polyMul(side.a, f), hg1), hg1).degree;
}

/**
 * The nullity table of a rule {@link ringTableApplies} takes: `table[m − 1][n − 1]` for 1 ≤ m ≤ maxRows,
 * 1 ≤ n ≤ maxCols, equal to `nullity(m, n)`. Progress counts finished rows.
 *
 * @param rule The rule.
 * @param exact The nullity of one m × n board, for the entries outside the algebra (a wrapping side below 3).
 */
export function ringNullityTable(rule: Rule, maxRows: number, maxCols: number, exact: (m: number, n: number) => number, options: WorkOptions = {}): number[][] {
  const g = bilinearForm(rule);
  if (!g || isProductForm(g)) throw new Error('internal error: ring tables asked of a product or non-bilinear rule');
  const gT: BilinearForm = { g00: g.g00, g01: g.g10, g10: g.g01, g11: g.g11 };
  const { rows, cols } = edgesOf(rule.topology);
  const rowsWrap = rows === 'wrap';
  const colsWrap = cols === 'wrap';
  const mirror = g.g01 === g.g10 && rowsWrap === colsWrap;
  const table: number[][] = Array.from({ length: maxRows }, () => new Array<number>(maxCols).fill(0));
  for (let k = 1; k <= maxRows; k++) {
    options.signal?.throwIfAborted();
    // the ring on the columns (k ≤ m): entries (m, k)
    if (k <= maxCols) {
      const col = k - 1;
      if (colsWrap && k < 3) for (let m = k; m <= maxRows; m++) table[m - 1]![col] = exact(m, k);
      else ringPass(g, k, colsWrap, rowsWrap, k, maxRows, (m, v) => (table[m - 1]![col] = v), (m) => exact(m, k));
    }
    // the ring on the rows (k < n): entries (k, n), mirrored from (n, k) where that was just computed
    const row = table[k - 1]!;
    let from = k + 1;
    if (mirror) for (; from <= Math.min(maxRows, maxCols); from++) row[from - 1] = table[from - 1]![k - 1]!;
    if (from <= maxCols) {
      if (rowsWrap && k < 3) for (let n = from; n <= maxCols; n++) row[n - 1] = exact(k, n);
      else ringPass(gT, k, rowsWrap, colsWrap, from, maxCols, (n, v) => (row[n - 1] = v), (n) => exact(k, n));
    }
    options.onProgress?.(k, maxRows);
  }
  return table;
}
