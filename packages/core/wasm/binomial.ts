// AssemblyScript: the diagonal rule with centre on a torus of 2ᵏ rows in one chase (src/solve/grid/binomial-chase.ts,
// the TypeScript reference; src/wasm/binomial-kernels.ts). The rows go to the basis w = 1 + y by the superset-sum
// transform, p_j = b'_j + b'_{j−1} + p_{j−1} + X·p_{j−2} is chased in place, and the transform brings them back.

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** words[i] ^= words[i + span] for i in [base, base + span), four words a step. */
function xorSpan(base: usize, span: i32): void {
  const far = at(base, span);
  let i = 0;
  for (; i + 4 <= span; i += 4) v128.store(at(base, i), v128.xor(v128.load(at(base, i)), v128.load(at(far, i))));
  for (; i < span; i++) store<u32>(at(base, i), load<u32>(at(base, i)) ^ load<u32>(at(far, i)));
}

/**
 * The superset sums of the eight vectors at a, a + s, …, a + 7s in place: vector j becomes the sum of the vectors whose
 * index contains j's bits (three butterflies: span s, 2s, 4s; the last vector keeps its value).
 */
export function sums8(a: usize, s: usize): void {
  let v0 = v128.load(a);
  let v1 = v128.load(a + s);
  let v2 = v128.load(a + 2 * s);
  let v3 = v128.load(a + 3 * s);
  let v4 = v128.load(a + 4 * s);
  let v5 = v128.load(a + 5 * s);
  let v6 = v128.load(a + 6 * s);
  const v7 = v128.load(a + 7 * s);
  v0 = v128.xor(v0, v1);
  v2 = v128.xor(v2, v3);
  v4 = v128.xor(v4, v5);
  v6 = v128.xor(v6, v7);
  v0 = v128.xor(v0, v2);
  v1 = v128.xor(v1, v3);
  v4 = v128.xor(v4, v6);
  v5 = v128.xor(v5, v7);
  v0 = v128.xor(v0, v4);
  v1 = v128.xor(v1, v5);
  v2 = v128.xor(v2, v6);
  v3 = v128.xor(v3, v7);
  v128.store(a + 6 * s, v6);
  v128.store(a + 5 * s, v5);
  v128.store(a + 4 * s, v4);
  v128.store(a + 3 * s, v3);
  v128.store(a + 2 * s, v2);
  v128.store(a + s, v1);
  v128.store(a, v0);
}

/** Three passes at once (spans h, 2h, 4h rows; span = h·stride words, a multiple of 4): eight rows in registers. */
function pass8(p: usize, m: i32, stride: i32, h: i32): void {
  const span = h * stride;
  const s = (<usize>span) << 2;
  for (let r = 0; r < m; r += 8 * h) {
    const q = at(p, r * stride);
    for (let i = 0; i < span; i += 4) {
      sums8(at(q, i), s);
    }
  }
}

/**
 * The superset-sum transform of m = 2ᵏ rows at p in place (its own inverse): three passes a sweep where the spans are
 * whole vectors, else one.
 */
export function binomialTransform(p: usize, m: i32, stride: i32): void {
  for (let h = 1; h < m; ) {
    if (8 * h <= m && ((h * stride) & 3) === 0) {
      pass8(p, m, stride, h);
      h *= 8;
    } else {
      for (let r = 0; r < m; r += 2 * h) xorSpan(at(p, r * stride), h * stride);
      h *= 2;
    }
  }
}

/** Row d ^= X·row s (the two neighbours in a row of n cells, cyclic or clipped; stride words, tail bits zero). */
export function xorNear(d: usize, s: usize, stride: i32, n: i32, cyclic: bool): void {
  const last = stride - 1;
  const tail: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  let k = 0;
  if (stride >= 6) {
    // word 0 alone (no word below), then four words a step while the word above exists
    const w0 = load<u32>(s);
    const r0 = load<u32>(at(s, 1));
    store<u32>(d, load<u32>(d) ^ (w0 << 1) ^ ((w0 >>> 1) | (r0 << 31)));
    k = 1;
    for (; k + 5 <= stride; k += 4) {
      const w = v128.load(at(s, k));
      const near = v128.xor(
        v128.or(i32x4.shl(w, 1), i32x4.shr_u(v128.load(at(s, k - 1)), 31)),
        v128.or(i32x4.shr_u(w, 1), i32x4.shl(v128.load(at(s, k + 1)), 31)),
      );
      v128.store(at(d, k), v128.xor(v128.load(at(d, k)), near));
    }
  }
  for (; k <= last; k++) {
    const w = load<u32>(at(s, k));
    const left: u32 = k > 0 ? load<u32>(at(s, k - 1)) : 0;
    const right: u32 = k < last ? load<u32>(at(s, k + 1)) : 0;
    let near = ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
    if (k === last) near &= tail;
    store<u32>(at(d, k), load<u32>(at(d, k)) ^ near);
  }
  if (!cyclic) return;
  // the wraps: bit n − 1 to bit 0, bit 0 to bit n − 1
  const top = (n - 1) & 31;
  store<u32>(d, load<u32>(d) ^ ((load<u32>(at(s, last)) >>> top) & 1));
  store<u32>(at(d, last), load<u32>(at(d, last)) ^ ((load<u32>(s) & 1) << top));
}

/**
 * The fold's end cells (after {@link xorNear} clipped): row's last cell (bit `lastBit` of word `lastWord`) and, when
 * `first`, its cell 0 ^= the same cells of src, and of `far` too unless it is 0: the ends' own neighbour times 1 + wⁿ
 * (twist-binomial.ts and projective-fold-binomial.ts, p_{j−2−n} once j − 2 ≥ n).
 */
export function xorFoldEnds(row: usize, src: usize, far: usize, lastWord: i32, lastBit: u32, first: bool): void {
  let endLast = load<u32>(at(src, lastWord));
  let endFirst = load<u32>(src);
  if (far) {
    endLast ^= load<u32>(at(far, lastWord));
    endFirst ^= load<u32>(far);
  }
  store<u32>(at(row, lastWord), load<u32>(at(row, lastWord)) ^ (((endLast >>> lastBit) & 1) << lastBit));
  if (first) store<u32>(row, load<u32>(row) ^ (endFirst & 1));
}

/** Row ← row ^ before ^ (row above when `above`), before ← the row's old words (b'_j + b'_{j−1} + p_{j−1}). */
export function stepRow(row: usize, up: usize, before: usize, stride: i32, above: bool): void {
  const keep: u32 = above ? 0xffffffff : 0;
  const vkeep = i32x4.splat(keep);
  let i = 0;
  for (; i + 4 <= stride; i += 4) {
    const b = v128.load(at(row, i));
    v128.store(at(row, i), v128.xor(v128.xor(b, v128.load(at(before, i))), v128.and(v128.load(at(up, i)), vkeep)));
    v128.store(at(before, i), b);
  }
  for (; i < stride; i++) {
    const b = load<u32>(at(row, i));
    store<u32>(at(row, i), b ^ load<u32>(at(before, i)) ^ (load<u32>(at(up, i)) & keep));
    store<u32>(at(before, i), b);
  }
}

/**
 * Presses in place of the lights at p (m = 2ᵏ rows of n ≥ 3 cells, stride words, tail bits zero) for the diagonal rule
 * with centre on the torus (`cyclic`), or on the cylinder whose ring is the columns (X clipped); `before` is scratch of
 * stride words.
 */
export function binomialChase(p: usize, m: i32, n: i32, stride: i32, before: usize, cyclic: bool): void {
  binomialTransform(p, m, stride);
  memory.fill(before, 0, <usize>stride << 2);
  for (let j = 0; j < m; j++) {
    const row = at(p, j * stride);
    stepRow(row, at(p, (j > 0 ? j - 1 : 0) * stride), before, stride, j > 0);
    if (j >= 2) xorNear(row, at(p, (j - 2) * stride), stride, n, cyclic);
  }
  binomialTransform(p, m, stride);
}
