import { inverseMod } from './zk.ts';

/**
 * Polynomials over GF(p) (p prime ≤ 251) as `Int32Array`s of coefficients, lowest degree first, trimmed so
 * that the last coefficient is non-zero; the zero polynomial is empty. Schoolbook arithmetic: products of
 * degree-n polynomials cost n² multiply-adds, enough for the n ≤ 10⁴ of board sides.
 */
export type PolyP = Int32Array;

/** Degree, −1 for zero. */
export function degreeP(a: PolyP): number {
  return a.length - 1;
}

/** The polynomial with trailing zero coefficients dropped (a view). */
export function trimP(a: Int32Array): PolyP {
  let n = a.length;
  while (n > 0 && a[n - 1] === 0) n--;
  return n === a.length ? a : a.subarray(0, n);
}

/** a·b mod p. */
export function mulP(a: PolyP, b: PolyP, p: number): PolyP {
  if (a.length === 0 || b.length === 0) return new Int32Array(0);
  const out = new Float64Array(a.length + b.length - 1);
  for (let i = 0; i < a.length; i++) {
    const ai = a[i]!;
    if (ai === 0) continue;
    for (let j = 0; j < b.length; j++) out[i + j]! += ai * b[j]!;
    if ((i & 1023) === 1023) for (let t = 0; t < out.length; t++) out[t]! %= p;
  }
  return trimP(Int32Array.from(out, (v) => v % p));
}

/**
 * Quotient and remainder of a by b ≠ 0 over GF(p) (also over Z/k for a monic b). Coefficients in [0, p) in;
 * the running remainder is kept unreduced in int32 (a double's `%` is a call), so only the leading coefficient
 * of each step is reduced: a step adds one product below p² to each entry it touches, and every
 * ⌊(2³¹ − 1 − p)/(p − 1)²⌋ steps (34 062 for p = 251) the entries still to be read are reduced.
 */
export function divModP(a: PolyP, b: PolyP, p: number): { quotient: PolyP; remainder: PolyP } {
  const db = degreeP(b);
  if (db < 0) throw new RangeError('division by the zero polynomial');
  const dq = degreeP(a) - db;
  if (dq < 0) return { quotient: new Int32Array(0), remainder: trimP(Int32Array.from(a)) };
  const r = Int32Array.from(a);
  const q = new Int32Array(dq + 1);
  const inv = inverseMod(b[db]!, p);
  const every = Math.floor((0x7fffffff - p) / Math.max(1, (p - 1) * (p - 1)));
  for (let i = dq, left = every; i >= 0; i--, left--) {
    if (left === 0) {
      for (let t = 0; t <= i + db; t++) r[t]! %= p;
      left = every;
    }
    const c = ((r[i + db]! % p) * inv) % p;
    if (c === 0) continue;
    q[i] = c;
    const f = p - c;
    for (let j = 0; j < db; j++) r[i + j]! += f * b[j]!;
  }
  return { quotient: trimP(q), remainder: trimP(Int32Array.from(r.subarray(0, db), (v) => v % p)) };
}

/** a mod m. */
export function modP(a: PolyP, m: PolyP, p: number): PolyP {
  return divModP(a, m, p).remainder;
}

/** a − b over GF(p). */
export function subP(a: PolyP, b: PolyP, p: number): PolyP {
  const out = new Int32Array(Math.max(a.length, b.length));
  for (let i = 0; i < out.length; i++) out[i] = ((a[i] ?? 0) - (b[i] ?? 0) + p) % p;
  return trimP(out);
}

/** c·a over GF(p). */
export function scaleP(a: PolyP, c: number, p: number): PolyP {
  return trimP(a.map((v) => (v * c) % p));
}

/**
 * The monic gcd g of a and m, and u with u·a ≡ g (mod m), by the extended Euclidean algorithm tracking
 * only the coefficient of a.
 */
export function xgcdModP(a: PolyP, m: PolyP, p: number): { gcd: PolyP; inverse: PolyP } {
  let [r0, r1] = [m, modP(a, m, p)];
  let [s0, s1]: [PolyP, PolyP] = [new Int32Array(0), Int32Array.of(1)];
  while (r1.length > 0) {
    const { quotient, remainder } = divModP(r0, r1, p);
    [r0, r1] = [r1, remainder];
    [s0, s1] = [s1, subP(s0, modP(mulP(quotient, s1, p), m, p), p)];
  }
  const lead = inverseMod(r0[r0.length - 1] ?? 1, p);
  return { gcd: scaleP(r0, lead, p), inverse: modP(scaleP(s0, lead, p), m, p) };
}
