import type { CyclicRing } from '../../gf2/cyclic-ring.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyMul } from '../../gf2/poly-product.ts';
import { reverseBits32, tailMask, wordsFor } from '../../gf2/words.ts';

/**
 * The ring folds' inverse L⁻¹·r (`projective-ring-fold.ts`), once per solve, a word at a time: ρ by reversed words,
 * the two products summed before one fold at sᴺ + 1 (the ring's own `reflect` and `mul` take a bit at a time).
 */

/**
 * L⁻¹·r = D⁻¹·r + D⁻¹·B·D⁻¹·(r + ρr) for L = A + B·ρ (see `RingFold`).
 *
 * @param S The ring.
 * @param dInverse D⁻¹ = (A + B)⁻¹.
 * @param cross D⁻¹·B·D⁻¹.
 * @param r The right-hand side.
 */
export function ringFoldInverse(S: CyclicRing, dInverse: Poly, cross: Poly, r: Poly): Poly {
  const words = wordsFor(S.size);
  const row = new Uint32Array(words);
  row.set(r.words.subarray(0, Math.min(words, r.words.length)));
  const n = reflectedRow(row, S.size);
  for (let k = 0; k < words; k++) n[k]! ^= row[k]!;
  const plus = new Poly(S.size + 32);
  plus.words.set(n);
  return foldAtRing(polyMul(dInverse, r).addShifted(polyMul(cross, plus.normalize())), S.size);
}

/**
 * ρ·v (cell k ↦ N − 1 − k) of a row of N cells (`wordsFor(N)` words, the bits past N zero), a new row: the words
 * reversed in order and in bits, then moved down by the padding.
 */
export function reflectedRow(v: Uint32Array, size: number): Uint32Array {
  const words = wordsFor(size);
  const pad = 32 * words - size;
  const out = new Uint32Array(words);
  for (let w = 0; w < words; w++) out[w] = reverseBits32(v[words - 1 - w]!);
  if (pad === 0) return out;
  for (let w = 0; w < words; w++) out[w] = ((out[w]! >>> pad) | (w + 1 < words ? out[w + 1]! << (32 - pad) : 0)) >>> 0;
  return out;
}

/** p modulo sᴺ + 1 (p of degree below 2N), a new polynomial: its low N bits plus its high bits moved down by N. */
export function foldAtRing(p: Poly, size: number): Poly {
  const words = wordsFor(size);
  const src = p.words;
  const at = (k: number): number => (k < src.length ? src[k]! : 0);
  const out = new Poly(size + 32);
  const w = out.words;
  for (let k = 0; k < words; k++) w[k] = at(k);
  w[words - 1]! &= tailMask(size);
  const q = size >>> 5;
  const b = size & 31;
  for (let k = 0; k < words; k++) w[k]! ^= b === 0 ? at(q + k) : (at(q + k) >>> b) | (at(q + k + 1) << (32 - b));
  w[words - 1]! &= tailMask(size);
  return out.normalize();
}
