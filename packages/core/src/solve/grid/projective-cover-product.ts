import { xorRotated } from '../../gf2/shift.ts';
import { reverseBits32 } from '../../gf2/words.ts';
import { neumannFitsWasm, neumannWasm } from '../../wasm/neumann-kernels.ts';
import type { ProjectiveFold } from './projective-seam.ts';

/**
 * `projective-frobenius.ts`'s product Π_{d < limit}(1 + T^d) by the Neumann kernels (`neumann-kernels.ts`) on the
 * whole cover: the stored rows P₀ … P_{H−1} extend to 2m rows of the 2n-cell ring with period 2m (P_{m−1−r} = σ·Pᵣ,
 * P_{r+m} = σρ·Pᵣ), on which T = c·(λ + S + S⁻¹) is a plain operator of a ring of rows, so each factor
 * (1 + T^d)·Z = Z + c^d·(λ·Z + S^d·Z + S^−d·Z), c^d = g₁₀ + g₁₁·x^d, is the kernels' factor with
 * g₀₀ = 1 + λ·g₁₀, g₀₁ = λ·g₁₁, g₁₀ and g₁₁. T commutes with σ and ρ, so the product of the symmetric cover is
 * symmetric and its first H rows are the answer. Four times the stored rows, but 128-bit words in cache-sized bands
 * instead of a TypeScript pass per factor: at 2048² (diagonal rule) about 3× faster.
 */

/** Stored words below which the TypeScript passes stay (the cover's copies would outweigh them). */
export const COVER_PRODUCT_MIN_WORDS = 1 << 10;

/**
 * Π_{d < limit}(1 + T^d)·b by the kernels, or null where they do not take it (no kernels, a ring of 2n cells not
 * whole words, too few words, or no room in their memory for the cover).
 *
 * @param fold The fold.
 * @param b The stored rows, ⌈m/2⌉ · stride words, or all m of the lifted cover (not changed).
 * @param limit A power of 2 (the product's factors are d = 1, 2, … < limit).
 */
export function coverProduct(fold: ProjectiveFold, b: Uint32Array, limit: number): Uint32Array | null {
  const { m, n, g } = fold;
  const ring = 2 * n;
  const stride = ring >>> 5;
  const height = Math.ceil(m / 2);
  const rows = 2 * m;
  if (ring % 32 !== 0 || height * stride < COVER_PRODUCT_MIN_WORDS || !neumannFitsWasm(rows, stride)) return null;
  const lambda = g.g11 ? g.g01 : 0;
  const form = (1 ^ (lambda & g.g10)) | ((lambda & g.g11) << 1) | (g.g10 << 2) | (g.g11 << 3);
  const K = Math.log2(limit);
  const cover = coverOf(fold, b);
  const pairs = (D: number): Int32Array => {
    const out = new Int32Array(2 * rows);
    for (let r = 0; r < rows; r++) {
      out[2 * r] = (((r - D) % rows) + rows) % rows;
      out[2 * r + 1] = (r + D) % rows;
    }
    return out;
  };
  const extended = (halo: number): Int32Array => {
    const out = new Int32Array(rows + 2 * halo);
    for (let i = 0; i < out.length; i++) out[i] = ((((i - halo) % rows) + rows) % rows) | 0;
    return out;
  };
  if (!neumannWasm(cover, rows, stride, form, K, pairs, extended, cover, undefined, true)) return null;
  return cover.slice(0, height * stride);
}

/**
 * Cover words up to this many (8 MiB) are reused solve after solve: fresh words cost a page fault every 4 KB on
 * first touch, and the collector the rest.
 */
export const REUSED_PRODUCT_WORDS = 1 << 21;

/** The reused cover words (see {@link REUSED_PRODUCT_WORDS}). */
let reused = new Uint32Array(0);

/** The bits of each 16-bit number in reverse order, made on first use. */
let reversed16: Uint16Array | null = null;

/**
 * The 2m cover rows of the stored rows b: Pᵣ, then σ·P_{m−1−r} (taken from b where it holds all m rows, as a
 * lifted cover does), then σρ·P_{r−m}.
 */
export function coverOf(fold: ProjectiveFold, b: Uint32Array): Uint32Array {
  const { m, n } = fold;
  const ring = 2 * n;
  const stride = ring >>> 5;
  const height = Math.ceil(m / 2);
  const size = 2 * m * stride;
  let cover: Uint32Array;
  if (size > REUSED_PRODUCT_WORDS) cover = new Uint32Array(size);
  else {
    if (reused.length < size) reused = new Uint32Array(size);
    cover = reused.subarray(0, size);
  }
  if (b.length >= m * stride) cover.set(b.subarray(0, m * stride));
  else {
    cover.set(b.subarray(0, height * stride));
    // rows H … m − 1: σ·P_{m−1−r}
    cover.fill(0, height * stride, m * stride);
    for (let r = height; r < m; r++) xorRotated(cover, r * stride, cover, (m - 1 - r) * stride, stride, ring, n);
  }
  // rows m … 2m − 1: σρ·P_{r−m} = ρ·σ⁻¹·P_{r−m} = ρ·σ·P_{r−m} (σ² = 1), and σ·P_{r−m} is cover row 2m − 1 − r
  for (let r = m; r < 2 * m; r++) reverseRow(cover, r * stride, (2 * m - 1 - r) * stride, stride);
  return cover;
}

/** words[to, to + stride) = ρ of words[from, from + stride): the ring of 32·stride cells reversed (p ↦ −1 − p). */
function reverseRow(words: Uint32Array, to: number, from: number, stride: number): void {
  if (!reversed16) {
    reversed16 = new Uint16Array(1 << 16);
    for (let i = 0; i < 1 << 16; i++) reversed16[i] = reverseBits32(i) >>> 16;
  }
  const table = reversed16;
  for (let w = 0; w < stride; w++) {
    const x = words[from + stride - 1 - w]!;
    words[to + w] = ((table[x & 0xffff]! << 16) | table[x >>> 16]!) >>> 0;
  }
}
