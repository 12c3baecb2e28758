/**
 * Single entries of A⁻¹ for the projective plane's cover algebra (`projective-fold-binomial.ts`) in closed form, so
 * the seam's small system needs no chase. On the 2m × 2n torus (m = 2ᵏ rows chased, a ring of 2n cells) Y = y + y⁻¹
 * has Y^m = y^m + y^{−m} = 0, so A⁻¹ = (1 + X·Y)⁻¹ = Σ_{d < m} X^d·Y^d, and the coefficient of t^a in (t + t⁻¹)^d
 * modulo t^N − 1 is Σ C(d, (d − a′)/2) over a′ ≡ a (mod N), |a′| ≤ d, d − a′ even: odd exactly where the lower
 * index's bits are within d's (Lucas). A board cell (r, c) is the torus cell (r, c) and its three images under the
 * deck group, (r + m, n − 1 − c), (m − 1 − r, c + n) and (−1 − r, −1 − c); the board's A⁻¹ sums the torus's over them.
 */

/** The coefficient of t^a in (t + t⁻¹)^d modulo t^ring − 1 (a in [0, ring)), mod 2. */
function powerBit(d: number, a: number, ring: number): number {
  let bit = 0;
  for (let rep = a - ring * Math.floor((a + d) / ring); rep <= d; rep += ring) {
    const k = (d - rep) >>> 1;
    if (((d - rep) & 1) === 0 && (k & d) === k) bit ^= 1;
  }
  return bit;
}

/**
 * The torus's A⁻¹ from a cell to one (dr, dc) away: Σ_{d < m} [Y^d]_{dr}·[X^d]_{dc} mod 2. The rows' term has one
 * representative at most (2d < 2m), found without a loop: most d drop out there.
 */
function torusInverse(m: number, n: number, dr: number, dc: number): number {
  const rows = 2 * m;
  const r0 = ((dr % rows) + rows) % rows;
  const c0 = ((dc % (2 * n)) + 2 * n) % (2 * n);
  let bit = 0;
  for (let d = 0; d < m; d++) {
    const a = r0 <= d ? r0 : r0 - rows;
    if (a < -d || ((d - a) & 1) !== 0) continue;
    const k = (d - a) >>> 1;
    if ((k & d) === k) bit ^= powerBit(d, c0, 2 * n);
  }
  return bit;
}

/**
 * Entry (u, v) of A⁻¹ on an m × n board (m = 2ᵏ rows chased, n even) under the cover's algebra: the presses' bit at
 * cell u for lights at cell v alone (cells as r·n + c). A is symmetric, and so is this.
 */
export function coverInverseEntry(m: number, n: number, u: number, v: number): number {
  const [ur, uc] = [Math.floor(u / n), u % n];
  const [vr, vc] = [Math.floor(v / n), v % n];
  const images: readonly (readonly [number, number])[] = [
    [vr, vc],
    [vr + m, n - 1 - vc],
    [m - 1 - vr, vc + n],
    [-1 - vr, -1 - vc],
  ];
  let bit = 0;
  for (const [r, c] of images) bit ^= torusInverse(m, n, ur - r, uc - c);
  return bit;
}
