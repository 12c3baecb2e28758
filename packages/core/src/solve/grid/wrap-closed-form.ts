import type { Poly } from '../../gf2/poly.ts';
import { polyDivMod, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyGcd } from '../../gf2/poly-gcd.ts';
import { polyMul, polySquare } from '../../gf2/poly-product.ts';
import { RingSequence } from './ring-sequence.ts';

/**
 * `bilinearNullity`'s closed form for a wrapping side of j cells over one invariant factor α of the other side
 * (`ring-nullity-table.ts`), asked for j = 3, 4, … in increasing order with G = gcd(α, F_{j−1}), F_j = c^j·f_j(a/c).
 * The nullity is deg gcd(a, α) when G = 1. Otherwise α = H·Q by the Chinese remainder theorem, H made of the primes
 * of G (small in practice: x, 1 + x, 1 + x + x², …) and Q of the rest: on Q the same closed form gives deg gcd(a, Q),
 * and on H the full one runs — p = c²F_{j−2} + c^j, r = F_j + c^j, g₁ = gcd(G, p, r), and deg G + deg gcd(a, H/G)
 * when g₁ = 1, else deg gcd(a·F_{j−1}, H·g₁) (by Cassini's identity g₁ is never 1: at a prime of G, F_j ≡ c^j and
 * F_{j−2} ≡ c^{j−2}). F is needed modulo H², from a second sequence kept per H (they repeat from one j to the next):
 * a table of single words while H² has degree ≤ {@link SMALL_MODULUS_DEGREE}, where the whole step is word
 * arithmetic, else a {@link RingSequence} stepped along.
 */

/** Past this degree of H² the local values are polynomials, not words. */
const SMALL_MODULUS_DEGREE = 24;

/** Degree of a word polynomial (−1 for 0). */
const degreeOf = (w: number): number => 31 - Math.clz32(w);

/** The carry-less product of two word polynomials whose degrees add to less than 32. */
function mulWord(x: number, y: number): number {
  let out = 0;
  for (let e = 0; y >>> e; e++) if ((y >>> e) & 1) out ^= x << e;
  return out >>> 0;
}

/** x mod m for word polynomials, m ≠ 0. */
function modWord(x: number, m: number): number {
  const d = degreeOf(m);
  for (let e = degreeOf(x); e >= d; e = degreeOf(x)) x = (x ^ (m << (e - d))) >>> 0;
  return x;
}

/** x div m for word polynomials, m ≠ 0. */
function divWord(x: number, m: number): number {
  const d = degreeOf(m);
  let q = 0;
  for (let e = degreeOf(x); e >= d; e = degreeOf(x)) {
    q |= 1 << (e - d);
    x = (x ^ (m << (e - d))) >>> 0;
  }
  return q >>> 0;
}

/** gcd of word polynomials. */
function gcdWord(x: number, y: number): number {
  while (y !== 0) [x, y] = [y, modWord(x, y)];
  return x;
}

/** F_i and c^{i+1} modulo a word modulus, for i = 0..count. */
function wordSequence(a: number, c: number, modulus: number, count: number): { f: Uint32Array; cPower: Uint32Array } {
  const c2 = mulWord(c, c);
  const f = new Uint32Array(count + 1);
  const cPower = new Uint32Array(count + 1);
  f[0] = modWord(1, modulus);
  cPower[0] = modWord(c, modulus);
  for (let i = 1; i <= count; i++) {
    f[i] = modWord(mulWord(f[i - 1]!, a) ^ (i >= 2 ? mulWord(f[i - 2]!, c2) : 0), modulus);
    cPower[i] = modWord(mulWord(cPower[i - 1]!, c), modulus);
  }
  return { f, cPower };
}

/** What the closed form keeps for one H: the nullity on Q, and the nullity on H at each j. */
interface LocalPart {
  readonly onQ: number;
  readonly onH: (j: number, G: Poly) => number;
}

/** The closed form on H at j from F modulo H² held in words. */
function wordPart(a: Poly, c: Poly, H: Poly, to: number): LocalPart['onH'] {
  const [aw, cw, hw] = [a.words[0]!, c.words[0]!, H.words[0]!];
  const { f, cPower } = wordSequence(aw, cw, mulWord(hw, hw), to);
  const c2 = mulWord(cw, cw);
  return (j, G) => {
    const gw = G.words[0]!;
    const cj = cPower[j - 1]!;
    const p = modWord(mulWord(c2, f[j - 2]!) ^ cj, hw);
    const r = modWord(f[j]! ^ cj, hw);
    const g1 = gcdWord(gcdWord(gw, p), r);
    if (g1 === 1) return degreeOf(gw) + degreeOf(gcdWord(aw, divWord(hw, gw)));
    const hg1 = mulWord(hw, g1);
    return degreeOf(gcdWord(modWord(mulWord(aw, f[j - 1]!), hg1), hg1));
  };
}

/** The same with polynomials, for a large H. */
function polyPart(a: Poly, c: Poly, H: Poly): LocalPart['onH'] {
  const seq = new RingSequence(a, c, polySquare(H));
  const c2 = polySquare(c);
  let at = 0;
  return (j, G) => {
    for (; at < j - 1; at++) seq.step();
    const cj = seq.poly(seq.cPower);
    const p = polyModInPlace(polyMul(c2, seq.poly(seq.prev)).addShifted(cj), H);
    const r = polyModInPlace(seq.poly(seq.next).addShifted(cj), H);
    const g1 = polyGcd(polyGcd(G, p), r);
    if (g1.degree === 0) return G.degree + polyGcd(a, polyDivMod(H, G).quotient).degree;
    const hg1 = polyMul(H, g1);
    return polyGcd(polyModInPlace(polyMul(a, seq.poly(seq.cur)), hg1), hg1).degree;
  };
}

/** A polynomial as a map key: its word when it fits in one, else its words joined. */
const keyOf = (p: Poly): number | string => (p.degree < 32 ? p.words[0]! : p.words.subarray(0, (p.degree >>> 5) + 1).join(','));

/** The closed form over one α (see the file comment). */
export class WrapClosedForm {
  private readonly aPart: number;
  private readonly byG = new Map<number | string, LocalPart>();
  private readonly byH = new Map<number | string, LocalPart>();

  /**
   * @param alpha The modulus α, of degree ≥ 1, c a unit modulo it.
   * @param a The form's a (linear).
   * @param c The form's c (linear).
   * @param to The largest j that will be asked.
   */
  constructor(
    private readonly alpha: Poly,
    private readonly a: Poly,
    private readonly c: Poly,
    private readonly to: number,
  ) {
    this.aPart = polyGcd(a, alpha).degree;
  }

  /**
   * The nullity at j ≥ 3.
   *
   * @param j The wrapping side, not below the last j asked and at most `to`.
   * @param G gcd(α, F_{j−1}).
   * @returns The nullity of the part of the board space over α.
   */
  nullity(j: number, G: Poly): number {
    if (G.degree === 0) return this.aPart;
    const key = keyOf(G);
    let part = this.byG.get(key);
    if (!part) {
      part = this.partFor(G);
      this.byG.set(key, part);
    }
    return part.onQ + part.onH(j, G);
  }

  /** H, Q and the local sequence for the primes of G, shared by every G with the same primes. */
  private partFor(G: Poly): LocalPart {
    // Q: α stripped of G's primes (each pass takes a gcd with the square of what it removed last)
    let Q = this.alpha;
    let P = G;
    for (;;) {
      const t = polyGcd(Q, P);
      if (t.degree === 0) break;
      Q = polyDivMod(Q, t).quotient;
      P = polySquare(t);
    }
    const H = polyDivMod(this.alpha, Q).quotient;
    const hKey = keyOf(H);
    let part = this.byH.get(hKey);
    if (!part) {
      const { a, c } = this;
      part = { onQ: polyGcd(a, Q).degree, onH: 2 * H.degree <= SMALL_MODULUS_DEGREE ? wordPart(a, c, H, this.to + 1) : polyPart(a, c, H) };
      this.byH.set(hKey, part);
    }
    return part;
  }
}
