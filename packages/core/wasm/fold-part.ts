// AssemblyScript: the bad part of the ring chase's split rings in folded coordinates (src/solve/grid/folded-part.ts,
// src/wasm/fold-part-kernels.ts). Rows of `stride` u32 words, a multiple of the fold's P words; e·v is v itself
// (q = 0) or v rotated by q and by 2q words, on P words. `foldRows` writes e·fold of each row; `foldTileRows` XORs
// tile(e·fold(p_r) + y_r) into each row. Blocks of L = lcm(P, 4) words hold whole periods and whole vectors, so
// the body is i32x4 XORs; the rest of a row (fewer than L words, whole periods) goes a word at a time.

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** lcm(P, 4). */
export function blockOf(P: i32): i32 {
  return (P & 3) === 0 ? P : (P & 1) === 0 ? 2 * P : 4 * P;
}

/**
 * pattern (P words) = e·(the P bins of the L-word block at `acc`) [+ y]: the bins fold the block by P (the block is
 * the bins when L = P); e·bins is the bins (q = 0), or with P = 3q the bins rotated by q and by 2q words, which is
 * the bins plus their sum over the three rotations, of period q: word j is bins[j] + S[j mod q], S[i] = bins[i] +
 * bins[i + q] + bins[i + 2q] (one load a word, where three ranges of rotations read two).
 */
function patternOf(pattern: usize, acc: usize, bins: usize, L: i32, P: i32, q: i32, y: usize): void {
  let src = acc;
  if (L !== P) {
    for (let j = 0; j < P; j++) {
      let w: u32 = 0;
      for (let i = j; i < L; i += P) w ^= load<u32>(at(acc, i));
      store<u32>(at(bins, j), w);
    }
    src = bins;
  }
  if (q === 0) {
    for (let j = 0; j < P; j++) store<u32>(at(pattern, j), load<u32>(at(src, j)) ^ (y !== 0 ? load<u32>(at(y, j)) : 0));
    return;
  }
  for (let i = 0; i < q; i++) {
    const a = load<u32>(at(src, i));
    const b = load<u32>(at(src, i + q));
    const c = load<u32>(at(src, i + 2 * q));
    const sum = a ^ b ^ c;
    store<u32>(at(pattern, i), sum ^ a ^ (y !== 0 ? load<u32>(at(y, i)) : 0));
    store<u32>(at(pattern, i + q), sum ^ b ^ (y !== 0 ? load<u32>(at(y, i + q)) : 0));
    store<u32>(at(pattern, i + 2 * q), sum ^ c ^ (y !== 0 ? load<u32>(at(y, i + 2 * q)) : 0));
  }
}

/** The L-word block at `acc` = the row's words XORed block by block (the rest of the row into its first words). */
export function foldBlock(acc: usize, row: usize, stride: i32, L: i32): void {
  const body = stride - (stride % L);
  // one vector of the block at a time, in a register (its words L apart down the row)
  for (let i = 0; i < L; i += 4) {
    let v = i32x4.splat(0);
    for (let k = i; k < body; k += L) v = v128.xor(v, v128.load(at(row, k)));
    v128.store(at(acc, i), v);
  }
  let k = body;
  for (; k + 4 <= stride; k += 4) v128.store(at(acc, k - body), v128.xor(v128.load(at(acc, k - body)), v128.load(at(row, k))));
  for (; k < stride; k++) store<u32>(at(acc, k - body), load<u32>(at(acc, k - body)) ^ load<u32>(at(row, k)));
}

/**
 * dst (rows × P words) = e·fold of each row of src (rows × stride words). `scratch` holds 3·L + P words (L = lcm(P, 4)),
 * 16-byte aligned.
 */
export function foldRows(dst: usize, src: usize, rows: i32, stride: i32, P: i32, q: i32, scratch: usize): void {
  const L = blockOf(P);
  const acc = scratch;
  const bins = at(scratch, L);
  const bytes = (<usize>stride) << 2;
  for (let r = 0; r < rows; r++) {
    foldBlock(acc, src + <usize>r * bytes, stride, L);
    patternOf(at(dst, r * P), acc, bins, L, P, q, 0);
  }
}

/**
 * Each row r of p (rows × stride words) ^= tile(e·fold(p_r) + y_r), y rows × P words (0: none). `scratch` as for
 * {@link foldRows}.
 */
export function foldTileRows(p: usize, y: usize, rows: i32, stride: i32, P: i32, q: i32, scratch: usize): void {
  const L = blockOf(P);
  const acc = scratch;
  const block = at(scratch, L);
  const bins = at(scratch, 2 * L);
  const pattern = at(scratch, 3 * L);
  const bytes = (<usize>stride) << 2;
  const body = stride - (stride % L);
  for (let r = 0; r < rows; r++) {
    const row = p + <usize>r * bytes;
    foldBlock(acc, row, stride, L);
    patternOf(pattern, acc, bins, L, P, q, y !== 0 ? at(y, r * P) : 0);
    for (let i = 0; i < L; i += P) memory.copy(at(block, i), pattern, (<usize>P) << 2);
    if (L === 4) {
      const v = v128.load(block);
      for (let k = 0; k < body; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), v));
    } else {
      for (let k = 0; k < body; k += L) for (let i = 0; i < L; i += 4) v128.store(at(row, k + i), v128.xor(v128.load(at(row, k + i)), v128.load(at(block, i))));
    }
    for (let k = body; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ load<u32>(at(block, k - body)));
  }
}
