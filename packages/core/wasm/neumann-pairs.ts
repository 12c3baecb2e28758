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

/** The pair x1 = z1 + x^D·(a + b), x2 = z2 + x^D·(b + c) by bit shifts (stride ≥ 6): vectors at k = 1, 5, 9, … and one ending at word stride − 2, words 0 and stride − 1 alone. */
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
 * G rows of one factor along a chain: x_i = z_i + x^D·(r_i + r_{i+1}) for i < G, with x_i = x0 + i·xStep,
 * z_i = z0 + i·zStep, r_0 = `first`, r_1 = `mid`, r_G = `last` and r_i = z_{i−1} + zStep / 2 between (the row D above
 * z_{i−1}, D below z_i; steps wrap round the address space, so a pair, G = 2, may be any two rows). A vector of every
 * row in turn, x^D·r_{i+1} kept for row i + 1: per row, one vector of z and x^D of one row (3 loads by bit shifts, 2 by
 * word rotations) where rows one at a time load 7 or 5; G small enough that the chain's rows stay in L1. Pairs have a
 * loop of their own (through the chain's loop over rows they measured 5–14% slower at 2048²). x^D rotates by e bits
 * (0 < e < 32, q = 0; stride ≥ 6) or by q words (e = 0); the outputs are distinct from the inputs.
 */
export function diagonalRows(x0: usize, xStep: usize, z0: usize, zStep: usize, first: usize, mid: usize, last: usize, G: i32, stride: i32, e: i32, q: i32): void {
  if (e !== 0) {
    if (e === 1) ShiftedRows.rows(x0, xStep, z0, zStep, first, mid, last, G, stride, 1);
    else if (e === 2) ShiftedRows.rows(x0, xStep, z0, zStep, first, mid, last, G, stride, 2);
    else if (e === 4) ShiftedRows.rows(x0, xStep, z0, zStep, first, mid, last, G, stride, 4);
    else if (e === 8) ShiftedRows.rows(x0, xStep, z0, zStep, first, mid, last, G, stride, 8);
    else if (e === 16) ShiftedRows.rows(x0, xStep, z0, zStep, first, mid, last, G, stride, 16);
    else ShiftedRows.rows(x0, xStep, z0, zStep, first, mid, last, G, stride, e);
    return;
  }
  // word k reads words k − q and k + q round the ring: three ranges without a wrap
  const lo = min(q, stride - q);
  const hi = max(q, stride - q);
  movedRows(x0, xStep, z0, zStep, first, mid, last, G, 0, lo, stride - q, q);
  movedRows(x0, xStep, z0, zStep, first, mid, last, G, lo, hi, q <= stride - q ? -q : stride - q, q <= stride - q ? q : q - stride);
  movedRows(x0, xStep, z0, zStep, first, mid, last, G, hi, stride, -q, q - stride);
}

/** {@link diagonalRows} by bit shifts: a pair or a chain. */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class ShiftedRows {
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static rows(x0: usize, xStep: usize, z0: usize, zStep: usize, first: usize, mid: usize, last: usize, G: i32, stride: i32, e: i32): void {
    if (G === 2) ShiftedPair.rows(x0, x0 + xStep, z0, z0 + zStep, first, mid, last, stride, e);
    else ShiftedChain.rows(x0, xStep, z0, zStep, first, last, G, stride, e);
  }
}

/** {@link diagonalRows} by word rotations on words [from, to): a pair or a chain. */
function movedRows(x0: usize, xStep: usize, z0: usize, zStep: usize, first: usize, mid: usize, last: usize, G: i32, from: i32, to: i32, lo: i32, hi: i32): void {
  if (G === 2) movedPair(x0, x0 + xStep, z0, z0 + zStep, first, mid, last, from, to, lo, hi);
  else movedChain(x0, xStep, z0, zStep, first, last, G, from, to, lo, hi);
}

/** The chain by bit shifts (stride ≥ 6), vectors as in {@link ShiftedPair}; r_i = z_{i−1} + zStep / 2 for 0 < i < G. */
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

/** The chain by word rotations on words [from, to): x^D reads words k + lo and k + hi; r_i as in {@link ShiftedChain}. */
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
