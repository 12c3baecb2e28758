import { ArgumentError } from '../errors.ts';
import { describe } from '../validate.ts';
/**
 * Arithmetic in Z/k for 2 ≤ k ≤ 255: the modulus check, inverses, and the factorisation of k into prime
 * powers used by the Chinese remainder theorem. Every value is a plain number in [0, k).
 */

/** Largest number of states (the modulus k) the library supports: entries fit a byte. */
export const MAX_STATES = 255;

/**
 * Checks that `k` is a whole number with 2 ≤ k ≤ {@link MAX_STATES}.
 *
 * @param k The number of states (the modulus).
 * @throws {ArgumentError} otherwise.
 */
export function assertStates(k: number): void {
  if (!Number.isInteger(k) || k < 2 || k > MAX_STATES) {
    throw new ArgumentError(`number of states must be a whole number from 2 to ${MAX_STATES}, got ${describe(k)}`);
  }
}

/** a mod k in [0, k), for any integer a (negative too). */
export function mod(a: number, k: number): number {
  const r = a % k;
  return r < 0 ? r + k : r;
}

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * The inverse of a modulo k, or −1 when a is not a unit (gcd(a, k) ≠ 1).
 *
 * @param a Any integer.
 * @param k The modulus, ≥ 2.
 * @returns The inverse in [1, k), or −1.
 */
export function inverseMod(a: number, k: number): number {
  let [r0, r1] = [k, mod(a, k)];
  let [t0, t1] = [0, 1];
  while (r1 !== 0) {
    const q = Math.floor(r0 / r1);
    [r0, r1] = [r1, r0 - q * r1];
    [t0, t1] = [t1, t0 - q * t1];
  }
  return r0 === 1 ? mod(t0, k) : -1;
}

/**
 * True when k is prime.
 *
 * @param k Any integer.
 * @returns Whether it is prime.
 */
export function isPrime(k: number): boolean {
  if (k < 2) return false;
  for (let d = 2; d * d <= k; d++) if (k % d === 0) return false;
  return true;
}

/** One prime-power factor q = pᵉ of the modulus. */
export interface PrimePower {
  /** The prime p. */
  readonly prime: number;
  /** The exponent e ≥ 1. */
  readonly exponent: number;
  /** q = pᵉ. */
  readonly power: number;
}

/**
 * The factorisation of k into prime powers, smallest prime first: 12 → 2², 3.
 *
 * @param k An integer ≥ 2.
 * @returns One entry per prime dividing k; their powers multiply to k.
 */
export function primePowers(k: number): PrimePower[] {
  const out: PrimePower[] = [];
  let rest = k;
  for (let p = 2; p * p <= rest; p++) {
    if (rest % p !== 0) continue;
    let e = 0;
    let q = 1;
    while (rest % p === 0) {
      rest /= p;
      e++;
      q *= p;
    }
    out.push({ prime: p, exponent: e, power: q });
  }
  if (rest > 1) out.push({ prime: rest, exponent: 1, power: rest });
  return out;
}

/**
 * The CRT idempotent for the factor q of k: the number e mod k with e ≡ 1 (mod q) and e ≡ 0 (mod k/q).
 * A vector v over Z/q lifts to Z/k as e·v.
 */
export function crtIdempotent(q: number, k: number): number {
  const rest = k / q;
  return mod(rest * inverseMod(rest % q, q), k);
}

/** The p-adic valuation of a mod q = pᵉ: the largest j with pʲ | a, and e for a ≡ 0. */
export function valuation(a: number, p: number, e: number): number {
  if (a === 0) return e;
  let j = 0;
  while (a % p === 0) {
    a /= p;
    j++;
  }
  return j;
}

/** The additive order of a in Z/k: k / gcd(a, k). */
export function additiveOrder(a: number, k: number): number {
  return k / gcd(mod(a, k), k);
}
