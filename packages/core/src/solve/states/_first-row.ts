import { degreeP, divModP, type PolyP } from '../../zk/gfp-poly.ts';
import type { PrimeSystem } from '../../zk/lift.ts';
import { algebraOf, evaluateAtT, hornerOn, setup, toPolynomial } from './poly-states.ts';

/**
 * The first-row system of the classic rule over Z/pᵉ, in the coordinates of the row itself. Chasing from
 * first-row presses x with no need leaves h_m(T)·x in the row below the board, exactly over any Z/k (the cell
 * below has coefficient 1), and h_m(T) = (h_m mod χ)(T) as χ(T) = 0 (the g_j of poly-states.ts are monic, so
 * (Z/k)ⁿ ≅ (Z/k)[t]/(χ) through ξ ↦ ξ(T)·e₁). So A·x = h(T)·x with h = h_m mod χ over Z/pᵉ: one Horner pass
 * of the row (WebAssembly), n·deg h lane steps, where products in polynomial coordinates cost n² scalar
 * steps. Mod p, with d = gcd(h, χ) and u·h ≡ d (mod χ) (the prime's algebra, kept per shape): r = γ(T)·e₁ is in
 * the image iff d | γ, and then x = (γ/d)(T)·u(T)·e₁ (γ by Clenshaw's rule, also in WebAssembly); with d = 1,
 * x = u(T)·r. The unit rows e₁ … e_D (D = deg d) are a border: e_{i+1} = g_{i+1}(T)·e₁ and the g_{i+1}, i < D,
 * span the polynomials of degree < D, a complement of the multiples of d. The kernel mod p is spanned by
 * Tⁱ·(χ/d)(T)·e₁, i < D.
 *
 * @param m Rows of the board (m ≥ n).
 * @param n Columns of the board: the unknowns and the equations.
 * @param p The prime.
 * @param exponent e ≥ 1, with pᵉ ≤ 255.
 */
export function firstRowSystem(m: number, n: number, p: number, exponent: number): PrimeSystem {
  const q = p ** exponent;
  const { h } = setup(m, n, q);
  const algebra = algebraOf(m, n, p);
  const { chi, d, u } = algebra;
  const degree = degreeP(d);
  let basis: Uint8Array[] | undefined;
  /** The row the last border left (r less its amounts) and its polynomial divided by d, for the solve after it. */
  let bordered: { row: Uint8Array; quotient: PolyP } | null = null;
  return {
    prime: p,
    exponent,
    rows: n,
    cols: n,
    apply: (x) => (x.some((v) => v !== 0) ? Uint8Array.from(hornerOn(h, Int32Array.from(x), n, q)) : new Uint8Array(n)),
    solveModP(r) {
      const z = Int32Array.from(r);
      if (degree === 0) return Uint8Array.from(hornerOn(u, z, n, p));
      let quotient: PolyP;
      if (bordered && sameRow(r, bordered.row)) quotient = bordered.quotient;
      else {
        const parts = divModP(toPolynomial(z, n, p), d, p);
        if (parts.remainder.length > 0) return null;
        quotient = parts.quotient;
      }
      bordered = null;
      algebra.uAtT ??= evaluateAtT(u, n, p);
      return Uint8Array.from(hornerOn(quotient, algebra.uAtT, n, p));
    },
    kernelModP() {
      if (basis) return basis;
      basis = [];
      if (degree === 0) return basis;
      const unit = new Int32Array(n);
      unit[0] = 1;
      let row: Uint8Array = Uint8Array.from(hornerOn(divModP(chi, d, p).quotient, unit, n, p));
      for (let i = 0; i < degree; i++, row = timesT(row, p)) basis.push(row);
      return basis;
    },
    border: {
      pivots: Int32Array.from({ length: degree }, (_, i) => i),
      amounts(r) {
        if (degree === 0) return new Int32Array(0);
        const { quotient, remainder } = divModP(toPolynomial(Int32Array.from(r), n, p), d, p);
        // the remainder has degree < D, so its row lies in the first D cells, where T clipped to D cells acts alike
        const amounts = evaluateAtT(remainder, degree, p);
        // the lift solves r less these amounts next: its polynomial is quotient·d, known now
        const row = Uint8Array.from(r);
        amounts.forEach((a, t) => (row[t] = (row[t]! + p - a) % p));
        bordered = { row, quotient };
        return amounts;
      },
    },
  };
}

/** True when two rows hold the same values. */
function sameRow(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** T·a mod p, T the tridiagonal all-ones matrix on a row of a.length cells. */
function timesT(a: Uint8Array, p: number): Uint8Array {
  const n = a.length;
  const out = new Uint8Array(n);
  for (let i = 0; i < n; i++) out[i] = ((i > 0 ? a[i - 1]! : 0) + a[i]! + (i + 1 < n ? a[i + 1]! : 0)) % p;
  return out;
}
