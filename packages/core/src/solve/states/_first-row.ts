import { degreeP, divModP, mulP, type PolyP, trimP, xgcdModP } from '../../zk/gfp-poly.ts';
import type { PrimeSystem } from '../../zk/lift.ts';
import { inverseMod } from '../../zk/zk.ts';
import { setup } from './poly-states.ts';

/** The n coefficients of a polynomial of degree < n (mod `modulus`). */
export function coefficients(a: PolyP, n: number, modulus: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < a.length && i < n; i++) out[i] = ((a[i]! % modulus) + modulus) % modulus;
  return out;
}

/**
 * The first-row system of the classic rule over Z/pᵉ, in polynomial coordinates. Chasing from first-row
 * presses ξ(T)·e₁ with no need leaves h_m(T)·ξ(T)·e₁ in the row below the board, exactly over any Z/k (the
 * cell below has coefficient 1, and the g_j of poly-states.ts are monic, so (Z/k)ⁿ ≅ (Z/k)[t]/(χ) too).
 * So A·x = b holds exactly when h·ξ ≡ −γ (mod χ), γ the polynomial of the row below after chasing b from
 * ξ = 0: multiplication by h on (Z/pᵉ)[t]/(χ). Mod p, with d = gcd(h, χ) = u·h + v·χ: the image is the
 * multiples of d, the polynomials of degree < deg d are a complement (the border: r mod d), h·ξ ≡ r solves
 * as ξ = u·(r/d), and the kernel is spanned by (χ/d)·tⁱ, i < deg d.
 */
export function firstRowSystem(m: number, n: number, p: number, exponent: number): PrimeSystem {
  const q = p ** exponent;
  const { chi, h } = setup(m, n, q);
  const chiP = trimP(chi.map((c) => c % p));
  const { gcd: d, inverse: u } = xgcdModP(trimP(h.map((c) => c % p)), chiP, p);
  const degree = degreeP(d);
  const cofactor = divModP(chiP, d, p).quotient;
  const basis = Array.from({ length: degree }, (_, i) => {
    const xi = new Int32Array(cofactor.length + i);
    xi.set(cofactor, i);
    return coefficients(xi, n, p);
  });
  // The kernel lifts start from tⁱ·(χ/d), i = 0, 1, …: each product and solve is t times the last one
  // (up to χ and a multiple of d), so it follows from the last in O(n), checked, instead of O(n²).
  const uModChi = coefficients(divModP(u, chiP, p).remainder, n, p);
  const dInverse = inverseMod(d[degree]!, p);
  let last: { xi: Uint8Array; product: Uint8Array } | null = null;
  let lastSolve: { r: Uint8Array; xi: Uint8Array } | null = null;
  return {
    prime: p,
    exponent,
    rows: n,
    cols: n,
    apply(xi) {
      const product =
        last && isShift(xi, last.xi) ? timesT(last.product, chi, q) : coefficients(divModP(mulP(h, trimP(Int32Array.from(xi)), q), chi, q).remainder, n, q);
      last = { xi: Uint8Array.from(xi), product };
      return Uint8Array.from(product);
    },
    solveModP(r) {
      const beta = lastSolve ? shiftStep(r, lastSolve.r, chiP, d, dInverse, p) : -1;
      let xi: Uint8Array;
      if (lastSolve && beta >= 0) {
        // h·(t·ξ′ + β·u) ≡ t·r′ + β·d ≡ r (mod χ, p)
        xi = timesT(lastSolve.xi, chiP, p);
        for (let j = 0; j < n; j++) xi[j] = (xi[j]! + beta * uModChi[j]!) % p;
      } else {
        const { quotient, remainder } = divModP(trimP(Int32Array.from(r)), d, p);
        if (remainder.length > 0) return null;
        xi = coefficients(divModP(mulP(quotient, u, p), chiP, p).remainder, n, p);
      }
      lastSolve = { r: Uint8Array.from(r), xi };
      return Uint8Array.from(xi);
    },
    kernelModP: () => basis,
    border: {
      pivots: Int32Array.from({ length: degree }, (_, i) => i),
      amounts: (r) => Int32Array.from(coefficients(divModP(trimP(Int32Array.from(r)), d, p).remainder, degree, p)),
    },
  };
}

/** True when a = t·b as n coefficients (b of degree < n − 1). */
function isShift(a: Uint8Array, b: Uint8Array): boolean {
  const n = a.length;
  if (a[0] !== 0 || b[n - 1] !== 0) return false;
  for (let j = 1; j < n; j++) if (a[j] !== b[j - 1]) return false;
  return true;
}

/** t·a mod χ (χ monic of degree n = a.length), coefficients mod k. */
function timesT(a: Uint8Array, chi: PolyP, k: number): Uint8Array {
  const n = a.length;
  const top = a[n - 1]!;
  const out = new Uint8Array(n);
  for (let j = 0; j < n; j++) out[j] = ((((j > 0 ? a[j - 1]! : 0) - top * chi[j]!) % k) + k) % k;
  return out;
}

/** β when r ≡ t·r′ + β·d (mod χ, p), β in [0, p); −1 otherwise. */
function shiftStep(r: Uint8Array, prev: Uint8Array, chi: PolyP, d: PolyP, dInverse: number, p: number): number {
  const n = r.length;
  const D = degreeP(d);
  const a = prev[n - 1]!; // r − t·r′ + a·χ has degree < n
  let beta = -1;
  for (let j = n - 1; j >= 0; j--) {
    const v = (((r[j]! - (j > 0 ? prev[j - 1]! : 0) + a * chi[j]!) % p) + p) % p;
    if (j > D) {
      if (v !== 0) return -1;
    } else {
      if (j === D) beta = (v * dInverse) % p;
      if (v !== (beta * d[j]!) % p) return -1;
    }
  }
  return beta;
}
