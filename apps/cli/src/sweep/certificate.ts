import { isCrossWithCenter, Poly, pathPolynomial, pathXgcd, polyMul } from '@lightsout/core/algebra';
import type { Rule } from '@lightsout/core';

/**
 * Certificates of the classic n×n nullity, one line per side: `n k g s u a′ b′`. With a = f_n(t) and
 * b = f_n(t + 1) for the path polynomials f₀ = 1, f₁ = t, f_{j+1} = t·f_j + f_{j−1} over GF(2), the line claims
 * s·a + u·b = g, a = g·a′, b = g·b′ and deg g = k: then g divides both and every common divisor divides g, so g is
 * gcd(a, b) and k the nullity (Sutner's theorem). Checking takes three products and no gcd.
 *
 * Polynomials are written in lowercase hexadecimal, bit i the coefficient of tⁱ (t² + 1 is `5`), without leading
 * zeros; fields are separated by one space. Nothing else is allowed, so any flipped bit breaks a check or the format.
 */
export const CERTIFICATE_FIELDS = ['n', 'k', 'g', 's', 'u', "a'", "b'"] as const;

/** True for the rule certificates cover: the classic cross with its centre, on the plane, two states. */
export function isCertifiable(rule: Rule, states: number): boolean {
  return states === 2 && rule.topology === 'plane' && !rule.reversed && isCrossWithCenter(rule);
}

/** The four hexadecimal digits of every 16-bit value (two look-ups per word, not `toString(16)` and a pad), made on first use. */
let hex4: string[] | undefined;

/** A polynomial in the certificate's hexadecimal form. */
export function polyToHex(p: Poly): string {
  if (p.degree < 0) return '0';
  hex4 ??= Array.from({ length: 1 << 16 }, (_, v) => v.toString(16).padStart(4, '0'));
  const HEX4 = hex4;
  const top = p.degree >>> 5;
  const parts: string[] = [p.words[top]!.toString(16)];
  for (let k = top - 1; k >= 0; k--) {
    const w = p.words[k]!;
    parts.push(HEX4[w >>> 16]! + HEX4[w & 0xffff]!);
  }
  return parts.join('');
}

const HEX = /^(0|[1-9a-f][0-9a-f]*)$/;

/** The polynomial a certificate field writes, or null when the field is not in the strict hexadecimal form. */
export function polyFromHex(text: string): Poly | null {
  if (!HEX.test(text)) return null;
  const p = new Poly(text.length * 4 + 32);
  for (let k = 0, end = text.length; end > 0; k++, end -= 8) p.words[k] = Number.parseInt(text.slice(Math.max(0, end - 8), end), 16);
  return p.normalize();
}

/**
 * The certificate line of side n: the extended gcd of f_n(t) and f_n(t + 1), built by the core at a quarter of the
 * degree (one Euclid / half-gcd pass gives the cofactors and the quotients); k is deg g. The line proves itself
 * (see `verify`); the core's tests hold deg g to the fast nullity path for every side they try.
 */
export function certificateLine(n: number): string {
  const { gcd, s, u, a1, b1 } = pathXgcd(n);
  return [String(n), String(gcd.degree), ...[gcd, s, u, a1, b1].map(polyToHex)].join(' ');
}

/**
 * What is wrong with one certificate line (`previous`: the side of the line before, or null for the first: sides
 * must follow each other), or null when it checks: format, then deg g = k, then the three products.
 */
export function certificateProblem(line: string, previous: number | null): string | null {
  const fields = line.split(' ');
  if (fields.length !== CERTIFICATE_FIELDS.length) return `expected ${CERTIFICATE_FIELDS.length} fields '${CERTIFICATE_FIELDS.join(' ')}' separated by single spaces, found ${fields.length}`;
  const [nText, kText, ...polys] = fields as [string, string, ...string[]];
  if (!/^[1-9]\d{0,14}$/.test(nText)) return `n must be a whole number from 1, found '${nText.slice(0, 20)}'`;
  if (!/^(0|[1-9]\d{0,14})$/.test(kText)) return `k must be a whole number, found '${kText.slice(0, 20)}'`;
  const n = Number(nText);
  if (previous !== null && n !== previous + 1) return `n = ${n} does not follow n = ${previous}`;
  const parsed = polys.map(polyFromHex);
  const bad = parsed.indexOf(null);
  if (bad >= 0) return `${CERTIFICATE_FIELDS[bad + 2]} is not lowercase hexadecimal without leading zeros`;
  const [g, s, u, a1, b1] = parsed as Poly[];
  if (g!.degree !== Number(kText)) return `deg g = ${g!.degree}, but k = ${kText}`;
  const a = pathPolynomial(n);
  const b = pathPolynomial(n, true);
  if (!polyMul(g!, a1!).equals(a)) return `g·a′ ≠ f_${n}(t)`;
  if (!polyMul(g!, b1!).equals(b)) return `g·b′ ≠ f_${n}(t+1)`;
  if (!polyMul(s!, a).addShifted(polyMul(u!, b)).equals(g!)) return `s·f_${n}(t) + u·f_${n}(t+1) ≠ g`;
  return null;
}
