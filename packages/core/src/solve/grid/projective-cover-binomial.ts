import { binomialChaseWasm } from '../../wasm/binomial-kernels.ts';
import { binomialChaseRows, binomialTransform, isPowerOfTwo } from './binomial-chase.ts';
import { COVER_PRODUCT_MIN_WORDS, coverOf } from './projective-cover-product.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * (1 + T)⁻¹ on the projective cover by one binomial chase (`binomial-chase.ts`) instead of the Neumann product: where
 * T = X·Y (the diagonal rule with centre: c = X = x + x⁻¹ on the ring of 2n cells, λ = 0, Y = S + S⁻¹ on the ring of
 * 2m rows) and 2m = 2ᵏ, the cover is a 2m × 2n torus on which Y is nilpotent, so 1 + T is a unit and the chase gives
 * its inverse: the same answer as any Π(1 + T^d) with T^limit·b = 0, since (1 + T)·Σ_{d < limit} T^d·b = b.
 */

/**
 * (1 + T)⁻¹·b by a binomial chase on the whole cover, or null where it does not apply (another rule's T, 2m not a
 * power of 2, a ring of 2n cells not whole words, or too few words).
 *
 * @param fold The fold.
 * @param b The stored rows, ⌈m/2⌉ · stride words, or all m of a lifted cover (not changed).
 * @param minWords Stored words below which it returns null (the Neumann product's floor unless a test lowers it).
 * @returns The first ⌈m/2⌉ rows of the answer, a new array.
 */
export function coverBinomial(fold: ProjectiveFold, b: Uint32Array, minWords = COVER_PRODUCT_MIN_WORDS): Uint32Array | null {
  const { m, n, g } = fold;
  const ring = 2 * n;
  const stride = ring >>> 5;
  const height = Math.ceil(m / 2);
  const rows = 2 * m;
  const lambda = g.g11 ? g.g01 : 0;
  if (g.g10 !== 0 || g.g11 !== 1 || lambda !== 0) return null;
  if (!isPowerOfTwo(rows) || rows < 4 || ring % 32 !== 0 || height * stride < minWords) return null;
  const cover = coverOf(fold, b); // b's copy: the chase runs in place (the kernel copies its input first)
  if (!binomialChaseWasm(cover, cover, rows, ring, 0)) {
    binomialTransform(cover, stride, rows);
    binomialChaseRows(cover, stride, rows, ring);
    binomialTransform(cover, stride, rows);
  }
  return cover.slice(0, height * stride);
}
