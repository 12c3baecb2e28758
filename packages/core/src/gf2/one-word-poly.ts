/**
 * Polynomials over GF(2) of degree below 32 as the bits of one number (bit i the coefficient of tⁱ): the remainder
 * and the gcd without arrays, for the millions of small reductions and gcds a nullity table takes.
 */

/**
 * a modulo b.
 *
 * @param a The dividend's bits.
 * @param b The divisor's bits, not zero.
 * @returns The remainder's bits (as an int32: bit 31 reads as the sign).
 */
export function wordMod(a: number, b: number): number {
  const db = 31 - Math.clz32(b);
  for (let da = 31 - Math.clz32(a); a !== 0 && da >= db; da = 31 - Math.clz32(a)) a ^= b << (da - db);
  return a;
}

/**
 * gcd(a, b), zero only when both are zero.
 *
 * @param a One polynomial's bits.
 * @param b The other's.
 * @returns The gcd's bits as an unsigned number.
 */
export function wordGcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, wordMod(a, b)];
  return a >>> 0;
}
