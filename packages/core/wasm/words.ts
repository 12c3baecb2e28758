// AssemblyScript (compiled by scripts/build-wasm.mjs, not by tsc): word helpers for polynomials over GF(2)
// packed into little-endian u64 words, bit i at word i >> 6, bit i & 63 — the same bytes as the library's
// Uint32Array words, so the JavaScript side copies them in and out unchanged.

/** Number of u64 words holding `bits` bits. */
export function wordsFor(bits: i32): i32 {
  return (bits + 63) >>> 6;
}

/** Address of word k of the array at p. */
export function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 3);
}

/** The degree of the polynomial at p, known to be at most `bound` (≥ −1); −1 for zero. */
export function degreeBelow(p: usize, bound: i32): i32 {
  if (bound < 0) return -1;
  for (let k = bound >>> 6; k >= 0; k--) {
    const w = load<u64>(at(p, k));
    if (w !== 0) return (k << 6) + 63 - <i32>clz<u64>(w);
  }
  return -1;
}

/**
 * dst ^= src · t^shift over n words of src (dst has room for the carry word). Two words per step with
 * 128-bit vectors: lane i of the result is src[k+i] << b | src[k+i−1] >> (64 − b), read by two overlapping
 * unaligned loads, as i64x2 shifts do not carry across lanes.
 */
export function xorShifted(dst: usize, src: usize, n: i32, shift: i32): void {
  if (n <= 0) return;
  dst = at(dst, shift >>> 6);
  const b = shift & 63;
  let k = 0;
  if (b === 0) {
    for (; k + 1 < n; k += 2) v128.store(at(dst, k), v128.xor(v128.load(at(dst, k)), v128.load(at(src, k))));
    if (k < n) store<u64>(at(dst, k), load<u64>(at(dst, k)) ^ load<u64>(at(src, k)));
    return;
  }
  const back = 64 - b;
  // word 0 has no word below it
  const w0 = load<u64>(src);
  store<u64>(dst, load<u64>(dst) ^ (w0 << b));
  k = 1;
  for (; k + 1 < n; k += 2) {
    const hi = i64x2.shl(v128.load(at(src, k)), b);
    const lo = i64x2.shr_u(v128.load(at(src, k - 1)), back);
    v128.store(at(dst, k), v128.xor(v128.load(at(dst, k)), v128.or(hi, lo)));
  }
  for (; k <= n; k++) {
    const hi: u64 = k < n ? load<u64>(at(src, k)) << b : 0;
    store<u64>(at(dst, k), load<u64>(at(dst, k)) ^ hi ^ (load<u64>(at(src, k - 1)) >> back));
  }
}
