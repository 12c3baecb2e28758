/**
 * Which odd orders the element u (t = u + u⁻¹) can have modulo a prime of a twisted side's ring, for the Möbius and
 * Klein table passes (`fold-table-pass.ts`): the degree of v + v⁻¹ for v of odd order k, and from it the orders a
 * prime below sⁿ + 1 admits. Plain number theory, no polynomials.
 */

/** {@link fieldDegree} for the odd orders below its length, filled on demand. */
const fieldDegrees: number[] = [];

/**
 * The degree over GF(2) of v + v⁻¹ for v of odd order k: its conjugates are v^{2^i} + v^{−2^i}, so with e the
 * order of 2 modulo k it is e / 2 when 2^{e/2} ≡ −1 (mod k), else e.
 *
 * @param k An odd order ≥ 1.
 */
export function fieldDegree(k: number): number {
  let d = fieldDegrees[k];
  if (d === undefined) {
    let e = 1;
    let half = 1; // 2^{e/2} mod k once e is even
    for (let r = 2 % k; r !== 1 % k; r = (2 * r) % k) {
      e++;
      if (e % 2 === 0) half = (half * 2) % k;
    }
    d = e % 2 === 0 && half === k - 1 ? e / 2 : e;
    fieldDegrees[k] = d;
  }
  return d;
}

/**
 * The orders the pass may find on side n (see the file comment): a prime π of α′ lies below a root s of sⁿ + 1,
 * of odd order r dividing n, and π's field GF(2)[x]/(π) is that of x = s + s⁻¹, of degree {@link fieldDegree}(r);
 * t = u + u⁻¹ lies in it, so a prime of order o can divide α′ only when fieldDegree(o) divides fieldDegree(r)
 * for some odd r | n. The pass asks no gcd at the other orders.
 *
 * @param n The twisted side.
 * @returns A test of an odd order o.
 */
export function possibleOrders(n: number): (o: number) => boolean {
  let odd = n;
  while (odd % 2 === 0) odd /= 2;
  const degrees: number[] = [];
  for (let r = 1; r <= odd; r += 2) if (odd % r === 0) degrees.push(fieldDegree(r));
  return (o) => {
    const d = fieldDegree(o);
    return degrees.some((f) => f % d === 0);
  };
}
