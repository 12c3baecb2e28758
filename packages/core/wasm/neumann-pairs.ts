// AssemblyScript: two rows of one factor of the diagonal rule's Neumann product (wasm/neumann.ts) at once. Row j
// of the factor D is Z_j + x^D·(Z_{j−D} + Z_{j+D}), row j + 2D is Z_{j+2D} + x^D·(Z_{j+D} + Z_{j+3D}): both read
// x^D·Z_{j+D}, so the pair forms x^D of three rows instead of four (8 loads for two words instead of 10 as rows
// one at a time; the loads bound these loops).

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class Row {
  /** x^D of the row whose word before the vector is at p (bit shifts by e: the word below at +0, above at +8). */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static shifted(p: usize, e: i32): v128 {
    const c = v128.load(p, 4);
    const up = v128.or(i32x4.shl(c, e), i32x4.shr_u(v128.load(p), 32 - e));
    const down = v128.or(i32x4.shr_u(c, e), i32x4.shl(v128.load(p, 8), 32 - e));
    return v128.xor(up, down);
  }
}

/** x^D of word k of row r by bit shifts (0 < e < 32), its neighbours round the ring of stride words. */
function shiftedWord(r: usize, k: i32, stride: i32, e: i32): u32 {
  const c = load<u32>(at(r, k));
  const below = load<u32>(at(r, k === 0 ? stride - 1 : k - 1));
  const above = load<u32>(at(r, k === stride - 1 ? 0 : k + 1));
  return ((c << e) | (below >>> (32 - e))) ^ ((c >>> e) | (above << (32 - e)));
}

/** The pair by bit shifts (stride ≥ 6): vectors at k = 1, 5, 9, … and one ending at word stride − 2, words 0 and stride − 1 alone. */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class ShiftedPair {
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static rows(x1: usize, x2: usize, z1: usize, z2: usize, a: usize, b: usize, c: usize, stride: i32, e: i32): void {
    const lastVector: usize = ((<usize>stride) << 2) - 24;
    let o: usize = 0;
    for (;;) {
      const xb = Row.shifted(b + o, e);
      v128.store(x1 + o, v128.xor(v128.load(z1 + o, 4), v128.xor(Row.shifted(a + o, e), xb)), 4);
      v128.store(x2 + o, v128.xor(v128.load(z2 + o, 4), v128.xor(xb, Row.shifted(c + o, e))), 4);
      if (o === lastVector) break;
      o = o + 16 > lastVector ? lastVector : o + 16;
    }
    for (let k = 0; k < stride; k += stride - 1) {
      const xb = shiftedWord(b, k, stride, e);
      store<u32>(at(x1, k), load<u32>(at(z1, k)) ^ shiftedWord(a, k, stride, e) ^ xb);
      store<u32>(at(x2, k), load<u32>(at(z2, k)) ^ xb ^ shiftedWord(c, k, stride, e));
    }
  }
}

/** The pair by word rotations on words [from, to): x^D reads words k + lo and k + hi. */
function movedPair(x1: usize, x2: usize, z1: usize, z2: usize, a: usize, b: usize, c: usize, from: i32, to: i32, lo: i32, hi: i32): void {
  let k = from;
  for (; k + 4 <= to; k += 4) {
    const l = (<usize>(k + lo)) << 2;
    const h = (<usize>(k + hi)) << 2;
    const o = (<usize>k) << 2;
    const xb = v128.xor(v128.load(b + l), v128.load(b + h));
    v128.store(x1 + o, v128.xor(v128.load(z1 + o), v128.xor(v128.xor(v128.load(a + l), v128.load(a + h)), xb)));
    v128.store(x2 + o, v128.xor(v128.load(z2 + o), v128.xor(xb, v128.xor(v128.load(c + l), v128.load(c + h)))));
  }
  for (; k < to; k++) {
    const xb = load<u32>(at(b, k + lo)) ^ load<u32>(at(b, k + hi));
    store<u32>(at(x1, k), load<u32>(at(z1, k)) ^ load<u32>(at(a, k + lo)) ^ load<u32>(at(a, k + hi)) ^ xb);
    store<u32>(at(x2, k), load<u32>(at(z2, k)) ^ xb ^ load<u32>(at(c, k + lo)) ^ load<u32>(at(c, k + hi)));
  }
}

/**
 * x1 = z1 + x^D·(a + b), x2 = z2 + x^D·(b + c) on rows of stride words (a chain of two rows anywhere: apart from
 * {@link diagonalChain}, whose loop over its rows made these pairs 5–14% slower, measured at 2048²), x^D rotating by e bits (0 < e < 32, q = 0;
 * stride ≥ 6) or by q words (e = 0). The outputs are distinct from the inputs.
 */
export function diagonalPair(x1: usize, x2: usize, z1: usize, z2: usize, a: usize, b: usize, c: usize, stride: i32, e: i32, q: i32): void {
  if (e !== 0) {
    if (e === 1) ShiftedPair.rows(x1, x2, z1, z2, a, b, c, stride, 1);
    else if (e === 2) ShiftedPair.rows(x1, x2, z1, z2, a, b, c, stride, 2);
    else if (e === 4) ShiftedPair.rows(x1, x2, z1, z2, a, b, c, stride, 4);
    else if (e === 8) ShiftedPair.rows(x1, x2, z1, z2, a, b, c, stride, 8);
    else if (e === 16) ShiftedPair.rows(x1, x2, z1, z2, a, b, c, stride, 16);
    else ShiftedPair.rows(x1, x2, z1, z2, a, b, c, stride, e);
    return;
  }
  // word k reads words k − q and k + q round the ring: three ranges without a wrap
  const lo = min(q, stride - q);
  const hi = max(q, stride - q);
  movedPair(x1, x2, z1, z2, a, b, c, 0, lo, stride - q, q);
  movedPair(x1, x2, z1, z2, a, b, c, lo, hi, q <= stride - q ? -q : stride - q, q <= stride - q ? q : q - stride);
  movedPair(x1, x2, z1, z2, a, b, c, hi, stride, -q, q - stride);
}

/**
 * G rows of one factor along a chain: x_i = z_i + x^D·(r_i + r_{i+1}) for i < G, with x_i = x0 + i·xStep,
 * z_i = z0 + i·zStep, r_0 = `first`, r_G = `last` and r_i = z_{i−1} + zStep / 2 between (the row D above z_{i−1},
 * D below z_i). A vector of every row in turn, x^D·r_{i+1} kept for row i + 1: per row, one vector of z and x^D of
 * one row (3 loads by bit shifts, 2 by word rotations) where rows one at a time load 7 or 5. G small enough that the
 * chain's rows stay in L1.
 */
export function diagonalChain(x0: usize, xStep: usize, z0: usize, zStep: usize, first: usize, last: usize, G: i32, stride: i32, e: i32, q: i32): void {
  if (e !== 0) {
    if (e === 1) ShiftedChain.rows(x0, xStep, z0, zStep, first, last, G, stride, 1);
    else if (e === 2) ShiftedChain.rows(x0, xStep, z0, zStep, first, last, G, stride, 2);
    else if (e === 4) ShiftedChain.rows(x0, xStep, z0, zStep, first, last, G, stride, 4);
    else if (e === 8) ShiftedChain.rows(x0, xStep, z0, zStep, first, last, G, stride, 8);
    else if (e === 16) ShiftedChain.rows(x0, xStep, z0, zStep, first, last, G, stride, 16);
    else ShiftedChain.rows(x0, xStep, z0, zStep, first, last, G, stride, e);
    return;
  }
  const lo = min(q, stride - q);
  const hi = max(q, stride - q);
  movedChain(x0, xStep, z0, zStep, first, last, G, 0, lo, stride - q, q);
  movedChain(x0, xStep, z0, zStep, first, last, G, lo, hi, q <= stride - q ? -q : stride - q, q <= stride - q ? q : q - stride);
  movedChain(x0, xStep, z0, zStep, first, last, G, hi, stride, -q, q - stride);
}

/** The chain by bit shifts (stride ≥ 6), vectors as in {@link ShiftedPair}. */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class ShiftedChain {
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static rows(x0: usize, xStep: usize, z0: usize, zStep: usize, first: usize, last: usize, G: i32, stride: i32, e: i32): void {
    const lastVector: usize = ((<usize>stride) << 2) - 24;
    let o: usize = 0;
    for (;;) {
      let carry = Row.shifted(first + o, e);
      let x = x0 + o;
      let z = z0 + o;
      for (let i = 0; i < G; i++) {
        const next = Row.shifted(i === G - 1 ? last + o : z + (zStep >>> 1), e);
        v128.store(x, v128.xor(v128.load(z, 4), v128.xor(carry, next)), 4);
        carry = next;
        x += xStep;
        z += zStep;
      }
      if (o === lastVector) break;
      o = o + 16 > lastVector ? lastVector : o + 16;
    }
    for (let k = 0; k < stride; k += stride - 1) {
      let carry = shiftedWord(first, k, stride, e);
      let x = x0;
      let z = z0;
      for (let i = 0; i < G; i++) {
        const next = shiftedWord(i === G - 1 ? last : z + (zStep >>> 1), k, stride, e);
        store<u32>(at(x, k), load<u32>(at(z, k)) ^ carry ^ next);
        carry = next;
        x += xStep;
        z += zStep;
      }
    }
  }
}

/** The chain by word rotations on words [from, to): x^D reads words k + lo and k + hi. */
function movedChain(x0: usize, xStep: usize, z0: usize, zStep: usize, first: usize, last: usize, G: i32, from: i32, to: i32, lo: i32, hi: i32): void {
  const l = (<isize>lo) << 2;
  const h = (<isize>hi) << 2;
  let k = from;
  for (; k + 4 <= to; k += 4) {
    const o = (<usize>k) << 2;
    let carry = v128.xor(v128.load(first + o + l), v128.load(first + o + h));
    let x = x0 + o;
    let z = z0 + o;
    for (let i = 0; i < G; i++) {
      const r = i === G - 1 ? last + o : z + (zStep >>> 1);
      const next = v128.xor(v128.load(r + l), v128.load(r + h));
      v128.store(x, v128.xor(v128.load(z), v128.xor(carry, next)));
      carry = next;
      x += xStep;
      z += zStep;
    }
  }
  for (; k < to; k++) {
    const o = (<usize>k) << 2;
    let carry = load<u32>(first + o + l) ^ load<u32>(first + o + h);
    let x = x0 + o;
    let z = z0 + o;
    for (let i = 0; i < G; i++) {
      const r = i === G - 1 ? last + o : z + (zStep >>> 1);
      const next = load<u32>(r + l) ^ load<u32>(r + h);
      store<u32>(x, load<u32>(z) ^ carry ^ next);
      carry = next;
      x += xStep;
      z += zStep;
    }
  }
}
