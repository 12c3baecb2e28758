import { type Poly, polyModInPlace } from './poly.ts';
import { foldSparse } from './sparse-fold.ts';

/**
 * Reduction modulo a fixed polynomial m that divides a binomial t^N + 1 with N a little above deg m: the moduli of
 * the ring systems on tori and cylinders are the good factor of tⁿ + 1 (n = 2000: m = Σ_{i<125} t^{16i} =
 * (tⁿ + 1)/(t + 1)¹⁶, 125 terms, too many to fold) and its divisors. Since m | t^N + 1, a mod m = (a mod (t^N + 1))
 * mod m: a fold by whole words (`sparse-fold.ts`), then N − deg m steps of long division, where long division alone
 * takes deg a − deg m steps (about deg m for the products of two residues: 2000 steps against 16 at n = 2000).
 */

/**
 * Most steps N − deg m searched for the binomial (each costs one pass over m's words, once per modulus); past them
 * (or when m divides no binomial so close) the reduction is long division, as {@link polyModInPlace}.
 */
export const BINOMIAL_SEARCH_STEPS = 512;

/** Steps of long division that reduction takes without looking for the binomial (a pass over m's words each). */
const DIVISION_STEPS = 64;

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
    if (a.degree - this.modulus.degree > DIVISION_STEPS) {
      const n = this.binomial;
      if (n > 0 && a.degree >= n) a.degree = foldSparse(a.words, a.degree, n, [0]);
    }
    return polyModInPlace(a, this.modulus);
  }
}
