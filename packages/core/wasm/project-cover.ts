// AssemblyScript: a board's cover, its row r the board's row r then its row m − 1 − r (liftCover: the projective fold,
// and the sideways solves of surfaces whose rows twist, src/wasm/cover-kernels.ts), a chase's rows from its quotients (prefixRows),
// the board under the cover rows plus a periodic pattern (projectCover); wrappers in src/wasm/project-cover-kernels.ts
// and held-rows-kernels.ts. The TypeScript references: liftRows and projectRows of src/solve/grid/cover-rows.ts.

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** dst[k] = a[k] ^ b[k] for k < words: four words a step, then one at a time. */
function xorCopy(dst: usize, a: usize, b: usize, words: i32): void {
  let k = 0;
  for (; k + 4 <= words; k += 4) v128.store(at(dst, k), v128.xor(v128.load(at(a, k)), v128.load(at(b, k))));
  for (; k < words; k++) store<u32>(at(dst, k), load<u32>(at(a, k)) ^ load<u32>(at(b, k)));
}

/** dst = a, or a ^ b with a pattern row b (b = 0: none), words words. */
function copyRow(dst: usize, a: usize, b: usize, words: i32): void {
  if (b === 0) memory.copy(dst, a, (<usize>words) << 2);
  else xorCopy(dst, a, b, words);
}

/** Word k of the pattern row at p, 0 without one (p = 0). */
function patternWord(p: usize, k: i32): u32 {
  return p === 0 ? 0 : load<u32>(at(p, k));
}

/**
 * dst (m rows of n cells, ⌈n/32⌉ words a row) = the board under the cover rows (height = ⌈m/2⌉ rows of 2n cells,
 * cs words a row) plus pattern row r mod period (cs words a row; period 0: no pattern, none read) on cover
 * row r: board row r is the row's first n cells, board row m − 1 − r its cells n … 2n − 1. Bits past n are zero.
 */
export function projectCover(src: usize, cs: i32, height: i32, m: i32, n: i32, dst: usize, pattern: usize, period: i32): void {
  const stride = (n + 31) >>> 5;
  const q = n >>> 5;
  const b = <u32>(n & 31);
  const tail: u32 = b === 0 ? 0xffffffff : (<u32>1 << b) - 1;
  for (let r = 0; r < height; r++) {
    const s = at(src, r * cs);
    const p: usize = period > 0 ? at(pattern, (r % period) * cs) : 0;
    const low = at(dst, r * stride);
    copyRow(low, s, p, stride);
    store<u32>(at(low, stride - 1), load<u32>(at(low, stride - 1)) & tail);
    if (r === m - 1 - r) continue;
    const high = at(dst, (m - 1 - r) * stride);
    if (b === 0) {
      copyRow(high, at(s, q), p === 0 ? 0 : at(p, q), stride);
      continue;
    }
    // cells n … 2n − 1: word k from source words q + k and q + k + 1 (the latter only inside the row)
    for (let k = 0; k < stride; k++) {
      let w = (load<u32>(at(s, q + k)) ^ patternWord(p, q + k)) >>> b;
      if (q + k + 1 < cs) w |= (load<u32>(at(s, q + k + 1)) ^ patternWord(p, q + k + 1)) << (32 - b);
      store<u32>(at(high, k), w);
    }
    store<u32>(at(high, stride - 1), load<u32>(at(high, stride - 1)) & tail);
  }
}

/**
 * dst (rows cover rows of 2n cells, ⌈2n/32⌉ words a row) = the cover of the board at src (m rows of n cells, ⌈n/32⌉
 * words a row, bits past n zero): cover row r is board row r, then board row m − 1 − r from cell n on
 * (liftRows of src/solve/grid/cover-rows.ts is the reference).
 */
export function liftCover(src: usize, m: i32, n: i32, dst: usize, rows: i32): void {
  const stride = (n + 31) >>> 5;
  const cs = (2 * n + 31) >>> 5;
  const q = n >>> 5;
  const b = <u32>(n & 31);
  for (let r = 0; r < rows; r++) {
    const o = at(dst, r * cs);
    const low = at(src, r * stride);
    const mirror = at(src, (m - 1 - r) * stride);
    memory.copy(o, low, <usize>stride << 2);
    if (b === 0) {
      memory.copy(at(o, stride), mirror, <usize>stride << 2);
      continue;
    }
    // the second half from bit n: word q keeps the first half's b low bits
    let carry = load<u32>(at(o, q));
    for (let k = 0; k < stride; k++) {
      const w = load<u32>(at(mirror, k));
      store<u32>(at(o, q + k), carry | (w << b));
      carry = w >>> (32 - b);
    }
    if (q + stride < cs) store<u32>(at(o, q + stride), carry);
  }
}

/**
 * In place, rows 2 … height − 1 of the rows at p (cs words a row): row r += λ·row r − 1 + row r − 2, so that rows
 * 0 and 1 and the quotients dᵣ₋₁ in rows r ≥ 2 become a chase's rows Pᵣ₊₁ = λ·Pᵣ + Pᵣ₋₁ + dᵣ (a = λ·c).
 */
export function prefixRows(p: usize, height: i32, cs: i32, lambda: i32): void {
  for (let r = 2; r < height; r++) {
    const row = at(p, r * cs);
    xorCopy(row, row, at(p, (r - 2) * cs), cs);
    if (lambda !== 0) xorCopy(row, row, at(p, (r - 1) * cs), cs);
  }
}
