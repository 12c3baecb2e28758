import { xorRotated } from '../../gf2/shift.ts';
import { reverseBits32 } from '../../gf2/words.ts';
import type { WorkOptions } from '../../work.ts';
import { coverBinomial } from './projective-cover-binomial.ts';
import { coverProduct } from './projective-cover-product.ts';
import { type ProjectiveFold, splitOf } from './projective-seam.ts';

/**
 * (1 + T)⁻¹ on a folded projective plane's cover rows where T is nilpotent. The rows P₀ … P_{H−1} (H = ⌈m/2⌉) extend
 * to all of ℤ by the fold's two reflections, P₋₁₋ᵣ = ρ·Pᵣ at the top and P_{m−1−r} = σ·Pᵣ at the fold (so
 * P_{r+m} = σρ·Pᵣ). With a = λ·c + 1 (the diagonal rule, Moore without centre) the light equations without the
 * seam are (1 + T)·P = b, T = c·(λ + S + S⁻¹), S the shift of the rows. Over GF(2), T^d = c^d·(λ + S^d + S^−d) for
 * d a power of 2, with c^d = g₁₀ + g₁₁·(x^d + x^−d); so where T^limit = 0 (c nilpotent of index at most `limit` on
 * the rows' part of the ring), (1 + T)⁻¹ = Π_{d < limit} (1 + T^d): log₂ limit passes over the board.
 *
 * @param fold The fold.
 * @param b Cover rows, H · stride words, or all m of a lifted cover (not changed).
 * @param limit A power of 2 with T^limit = 0 on b's rows.
 * @returns (1 + T)⁻¹·b, a new array of H rows.
 */
export function frobeniusInverse(fold: ProjectiveFold, b: Uint32Array, limit: number, work?: WorkOptions): Uint32Array {
  const inKernels = coverBinomial(fold, b) ?? coverProduct(fold, b, limit);
  if (inKernels) return inKernels;
  let p: Uint32Array = b.slice(0, Math.ceil(fold.m / 2) * Math.ceil(fold.n / 16));
  for (let d = 1; d < limit; d *= 2) {
    work?.signal?.throwIfAborted();
    p = factor(fold, p, d);
  }
  return p;
}

/** (1 + T^d)·p: row r gains c^d·(λ·P_r + P_{r−d} + P_{r+d}); a row whose three sources are zero is skipped. */
function factor(fold: ProjectiveFold, p: Uint32Array, d: number): Uint32Array {
  const ring = 2 * fold.n;
  const stride = Math.ceil(ring / 32);
  const height = Math.ceil(fold.m / 2);
  const { g } = fold;
  const lambda = splitOf(g)?.lambda ?? 0;
  const out = p.slice();
  const near = new Uint32Array(stride);
  // rows of p that are not zero (a seam's response starts on row 0 and spreads d rows a pass)
  const live = new Uint8Array(height);
  for (let r = 0; r < height; r++) {
    for (let w = r * stride; w < (r + 1) * stride; w++) {
      if (p[w] !== 0) {
        live[r] = 1;
        break;
      }
    }
  }
  for (let r = 0; r < height; r++) {
    if (!live[foldedRow(fold.m, r - d)] && !live[foldedRow(fold.m, r + d)] && !(lambda && live[r])) continue;
    near.fill(0);
    extended(fold, p, r - d, near);
    extended(fold, p, r + d, near);
    if (lambda) for (let w = 0; w < stride; w++) near[w]! ^= p[r * stride + w]!;
    if (g.g10) xorRotated(out, r * stride, near, 0, stride, ring, 0);
    if (g.g11 && (2 * d) % ring !== 0) {
      xorRotated(out, r * stride, near, 0, stride, ring, d % ring);
      xorRotated(out, r * stride, near, 0, stride, ring, (ring - (d % ring)) % ring);
    }
  }
  return out;
}

/** The stored row (0 … ⌈m/2⌉ − 1) that row index R of {@link frobeniusInverse}'s extension is, turned or reflected. */
function foldedRow(m: number, row: number): number {
  let r = ((row % (2 * m)) + 2 * m) % (2 * m);
  if (r >= m) r -= m;
  return 2 * r + 1 > m ? m - 1 - r : r;
}

/** out += P_R for any row index R (see {@link frobeniusInverse}). */
function extended(fold: ProjectiveFold, p: Uint32Array, row: number, out: Uint32Array): void {
  const { m, n } = fold;
  const ring = 2 * n;
  const stride = out.length;
  let r = ((row % (2 * m)) + 2 * m) % (2 * m);
  let rho = false;
  let sigma = false;
  if (r >= m) {
    r -= m;
    rho = true;
    sigma = true;
  }
  if (2 * r + 1 > m) {
    r = m - 1 - r;
    sigma = !sigma;
  }
  const at = r * stride;
  if (!rho) {
    xorRotated(out, 0, p, at, stride, ring, sigma ? n : 0);
    return;
  }
  // ρ after σ when both
  const row0 = new Uint32Array(stride);
  xorRotated(row0, 0, p, at, stride, ring, sigma ? n : 0);
  xorReflected(out, 0, row0, 0, stride, ring);
}

/**
 * dst ^= ρ·src for one row of a ring of `ring` cells (`stride` words at `dOff` / `sOff`): ρ reverses the ring (cell
 * k ↦ ring − 1 − k): the words reversed, then moved down by the padding.
 */
export function xorReflected(dst: Uint32Array, dOff: number, src: Uint32Array, sOff: number, stride: number, ring: number): void {
  const pad = 32 * stride - ring;
  for (let w = 0; w < stride; w++) {
    const lo = reverseBits32(src[sOff + stride - 1 - w]!);
    const hi = w + 1 < stride ? reverseBits32(src[sOff + stride - 2 - w]!) : 0;
    dst[dOff + w]! ^= pad === 0 ? lo : (lo >>> pad) | (hi << (32 - pad));
  }
}
