import { Poly } from './poly.ts';
import { polyModInPlace } from './poly-division.ts';
import { foldSparse, sparseLowerTerms } from './sparse-fold.ts';
import { xorShiftedWords } from './words.ts';

/**
 * Reduction modulo a fixed polynomial m that divides a binomial t^N + 1 with N a little above deg m: the moduli of
 * the ring systems on tori and cylinders are the good factor of tⁿ + 1 (n = 2000: m = Σ_{i<125} t^{16i} =
 * (tⁿ + 1)/(t + 1)¹⁶, 125 terms, too many to fold) and its divisors. Since m | t^N + 1, a mod m = (a mod (t^N + 1))
 * mod m: a fold by whole words (`sparse-fold.ts`), then N − deg m steps of long division, where long division alone
 * takes deg a − deg m steps (about deg m for the products of two residues: 2000 steps against 16 at n = 2000).
 * A dense modulus that divides no binomial so close (χ₁ of a path, fₙ(x) over its bad part) is divided a byte at a
 * time: a table of the 256 multiples q·m (deg q < 8), indexed by the 8 coefficients they cancel, makes a step of
 * long division cancel 8 coefficients for one pass over m's words.
 */

/**
 * Most steps N − deg m searched for the binomial (each costs one pass over m's words, once per modulus); past them
 * (or when m divides no binomial so close) the reduction is long division, as {@link polyModInPlace}.
 */
export const BINOMIAL_SEARCH_STEPS = 512;

/** Steps of long division that reduction takes without looking for the binomial (a pass over m's words each). */
const DIVISION_STEPS = 64;

/** Coefficients a step of the byte-wise long division cancels (its table holds 2^8 multiples of m). */
const WINDOW = 8;

/**
 * The least N with deg m ≤ N ≤ deg m + `steps` and t^N ≡ 1 (mod m), or −1: t^{deg m} mod m, then one multiplication
 * by t (a shift, and m once if the degree reached it) per step.
 *
 * @param m The modulus, of degree ≥ 1.
 * @param steps How far past deg m to look.
 */
export function binomialMultiple(m: Poly, steps: number): number {
  const d = m.degree;
  const last = d >>> 5;
  const r = new Uint32Array(last + 1);
  r.set(m.words.subarray(0, last + 1));
  r[last]! ^= 1 << (d & 31); // t^d ≡ m − t^d
  for (let j = 0; j <= steps; j++) {
    if (r[0] === 1 && isOne(r)) return d + j;
    // r·t: carry the top bit of each word into the next
    for (let k = last; k > 0; k--) r[k] = (r[k]! << 1) | (r[k - 1]! >>> 31);
    r[0] = r[0]! << 1;
    if ((r[last]! >>> (d & 31)) & 1) for (let k = 0; k <= last; k++) r[k]! ^= m.words[k]!;
  }
  return -1;
}

/** True when `words` is the polynomial 1 (its word 0 already known to be 1). */
function isOne(words: Uint32Array): boolean {
  for (let k = 1; k < words.length; k++) if (words[k] !== 0) return false;
  return true;
}

/**
 * Reduction modulo one fixed polynomial, through a binomial multiple of it when there is a close one. The binomial is
 * looked for on the first polynomial that long division would take more than {@link DIVISION_STEPS} steps over (so a
 * modulus only ever met by short remainders costs no search).
 */
export class CyclicModulus {
  /** The modulus m. */
  readonly modulus: Poly;
  /** N with m | t^N + 1 and N − deg m ≤ {@link BINOMIAL_SEARCH_STEPS}; −1 when there is none; −2 before the search. */
  private found = -2;
  /** The byte-wise division's tables ({@link windowTable}), made on first use. */
  private window: Window | undefined;
  /** True when `polyModInPlace` folds the modulus (it is sparse): reduction takes no table then. */
  private sparse: boolean | undefined;

  /** @param m - The modulus, not zero. */
  constructor(m: Poly) {
    if (m.degree < 0) throw new RangeError('polynomial division by zero');
    this.modulus = m;
  }

  /** N with m | t^N + 1 and N − deg m ≤ {@link BINOMIAL_SEARCH_STEPS}, or −1 (then reduction is long division). */
  get binomial(): number {
    if (this.found === -2) this.found = this.modulus.degree >= 1 ? binomialMultiple(this.modulus, BINOMIAL_SEARCH_STEPS) : -1;
    return this.found;
  }

  /** `a mod m`, in place on `a` (as {@link polyModInPlace}); returns `a`. */
  reduce(a: Poly): Poly {
    const m = this.modulus;
    if (a.degree - m.degree > DIVISION_STEPS) {
      const n = this.binomial;
      if (n > 0 && a.degree >= n) a.degree = foldSparse(a.words, a.degree, n, [0]);
    }
    if (a.degree - m.degree >= 2 * WINDOW && m.degree >= 1) {
      this.sparse ??= sparseLowerTerms(m.words, m.degree) !== null;
      if (!this.sparse) divideByBytes(a, m.degree, this.windowTables(), null);
    }
    return polyModInPlace(a, m);
  }

  /** The byte-wise division's tables, made on first use. */
  private windowTables(): Window {
    this.window ??= windowTable(this.modulus);
    return this.window;
  }

  /** Quotient and remainder of `a / m` (as `polyDivMod`; `a` untouched), 8 quotient coefficients a step. */
  divide(a: Poly): { quotient: Poly; remainder: Poly } {
    const m = this.modulus;
    const D = m.degree;
    const r = a.clone(a.degree + 64);
    const q = new Poly(Math.max(1, a.degree - D + 1) + 32);
    if (r.degree - D >= 2 * WINDOW && D >= 1) divideByBytes(r, D, this.windowTables(), q.words);
    const mWords = (D >>> 5) + 1;
    while (r.degree >= D) {
      const top = r.degree;
      const shift = top - D;
      q.words[shift >>> 5]! ^= 1 << (shift & 31);
      xorShiftedWords(r.words, m.words, mWords, shift);
      r.normalizeFrom(top);
    }
    return { quotient: q.normalize(), remainder: r };
  }
}

/** The byte-wise division's tables: the 256 multiples (`table`, {@link windowWords} words each) and their multipliers q. */
interface Window {
  readonly table: Uint32Array;
  readonly multipliers: Uint8Array;
}

/** Words of one multiple in the table of a modulus of degree D: degrees below D + 8, and a spare word for the shift. */
function windowWords(D: number): number {
  return ((D + WINDOW - 1) >>> 5) + 2;
}

/**
 * The 256 multiples q·m (deg q < 8) of a modulus of degree D, each {@link windowWords} words: entry p has the
 * coefficients p (bit i at degree D + i) in its top 8 and none above. Built from the 8 whose top coefficients are one
 * bit each (tⁱ·m cleared of the lower ones, each of which touches only its own), then p from p without its lowest bit.
 */
function windowTable(m: Poly): Window {
  const D = m.degree;
  const W = windowWords(D);
  const table = new Uint32Array(256 * W);
  const multipliers = new Uint8Array(256);
  const bit = (row: number, e: number): number => (table[row * W + (e >>> 5)]! >>> (e & 31)) & 1;
  for (let i = 0; i < WINDOW; i++) {
    // tⁱ·m goes to entry 2ⁱ, then the entries 2ʲ (j < i) clear its window bits below i
    const row = 1 << i;
    const view = table.subarray(row * W, (row + 1) * W);
    xorShiftedWords(view, m.words, (D >>> 5) + 1, i);
    multipliers[row] = row;
    for (let j = 0; j < i; j++) {
      if (!bit(row, D + j)) continue;
      for (let k = 0; k < W; k++) view[k]! ^= table[(1 << j) * W + k]!;
      multipliers[row]! ^= multipliers[1 << j]!;
    }
  }
  for (let p = 3; p < 256; p++) {
    const low = p & -p;
    if (low === p) continue;
    for (let k = 0; k < W; k++) table[p * W + k] = table[(p ^ low) * W + k]! ^ table[low * W + k]!;
    multipliers[p] = multipliers[p ^ low]! ^ multipliers[low]!;
  }
  return { table, multipliers };
}

/**
 * Long division of `a` by the modulus of degree D, 8 coefficients a step, until fewer than 8 remain above D (in place);
 * the quotient's coefficients are XORed into `quotient` when given.
 */
function divideByBytes(a: Poly, D: number, { table, multipliers }: Window, quotient: Uint32Array | null): void {
  const W = windowWords(D);
  a.reserve(a.degree + 64); // a multiple may reach a word past a's last
  const w = a.words;
  let top = a.degree;
  while (top >= D + WINDOW - 1 && D >= 1) {
    const low = top - WINDOW + 1;
    const k = low >>> 5;
    const b = low & 31;
    const p = ((w[k]! >>> b) | (b > 32 - WINDOW ? w[k + 1]! << (32 - b) : 0)) & 255;
    // w ^= entry p · t^(low − D): the shifted XOR of its words
    const shift = low - D;
    const q = shift >>> 5;
    const s = shift & 31;
    const from = p * W;
    if (quotient) {
      const v = multipliers[p]!;
      quotient[q]! ^= v << s;
      if (s > 32 - WINDOW) quotient[q + 1]! ^= v >>> (32 - s);
    }
    if (s === 0) for (let i = 0; i < W; i++) w[q + i]! ^= table[from + i]!;
    else {
      let carry = 0;
      for (let i = 0; i < W; i++) {
        const x = table[from + i]!;
        w[q + i]! ^= (x << s) | carry;
        carry = x >>> (32 - s);
      }
    }
    top = a.normalizeFrom(low - 1).degree; // the window's coefficients are cancelled, none above it was set
  }
}
