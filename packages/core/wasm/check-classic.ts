// AssemblyScript: the one-pass check of a classic answer (src/solve/grid/classic-check.ts, whose TypeScript loop
// stays the reference): row r of lights + A·presses is b_r + p_{r−1} + T·p_r + p_{r+1}, T the tridiagonal all-ones
// matrix on a row, so every light ends off exactly when b_r + T·p_r + p_{r−1} equals p_{r+1} in every row.
import { at32, chaseWord } from './chase';

/** T·w for four words, given the four words one to the left (`left`) and one to the right (`right`) of them. */
function rowTerm(w: v128, left: v128, right: v128): v128 {
  const shl = v128.or(i32x4.shl(w, 1), i32x4.shr_u(left, 31));
  const shr = v128.or(i32x4.shr_u(w, 1), i32x4.shl(right, 31));
  return v128.xor(w, v128.xor(shl, shr));
}

/** T·w for the four words w at q + 4 (k ≥ 1 and k + 4 < stride), the neighbours' carries read at q and q + 8. */
function rowVector(w: v128, q: usize): v128 {
  return rowTerm(w, v128.load(q), v128.load(q, 8));
}

/**
 * The vector pass of {@link checkClassic} for rows of a multiple of four words, at least eight (225–256, 353–384, …
 * columns: 1024, 2048, 4096 …), with no word left to the scalar pass: the first four words of a row take a zero carry
 * from the left and the last four a zero carry from the right, by shuffles with zeros, and the last word's bits past
 * the last column are masked off. Counts every word's presses into {@link wholeWeight}; returns whether a light is left on.
 */
function wholeRowsBad(p: usize, b: usize, rows: i32, stride: i32, tail: u32): bool {
  const bytes = (<usize>stride) << 2;
  const lights = b - p; // from a press to its light
  const zero = i32x4.splat(0);
  const lastMask = i32x4.replace_lane(i32x4.splat(-1), 3, tail);
  let vbad = zero;
  let weight: u64 = 0;
  for (let r = 0; r < rows; r++) {
    const cur = p + <usize>r * bytes;
    const end = cur + bytes - 16; // the last four words
    const first = v128.load(cur);
    const around = v128.xor(v128.load(cur + lights), v128.xor(v128.load(cur - bytes), v128.load(cur + bytes)));
    vbad = v128.or(vbad, v128.xor(rowTerm(first, i32x4.shuffle(zero, first, 3, 4, 5, 6), v128.load(cur, 4)), around));
    weight += popcnt<u64>(load<u64>(cur)) + popcnt<u64>(load<u64>(cur, 8));
    for (let q = cur + 12; q < end - 4; q += 16) {
      const w = v128.load(q, 4);
      const middle = v128.xor(v128.load(q + lights, 4), v128.xor(v128.load(q - bytes, 4), v128.load(q + bytes, 4)));
      vbad = v128.or(vbad, v128.xor(rowVector(w, q), middle));
      weight += popcnt<u64>(load<u64>(q, 4)) + popcnt<u64>(load<u64>(q, 12));
    }
    const w = v128.load(end);
    const below = v128.xor(v128.load(end + lights), v128.xor(v128.load(end - bytes), v128.load(end + bytes)));
    vbad = v128.or(vbad, v128.and(v128.xor(rowTerm(w, v128.load(end - 4), i32x4.shuffle(w, zero, 1, 2, 3, 4)), below), lastMask));
    weight += popcnt<u64>(load<u64>(end)) + popcnt<u64>(load<u64>(end, 8));
  }
  wholeWeight = weight;
  return v128.any_true(vbad);
}

/** The presses counted by the last {@link wholeRowsBad}. */
let wholeWeight: u64 = 0;

/**
 * Checks `rows` rows of presses at `p` against the lights at `b` under the classic rule: row r of b + A·p is
 * b_r + p_{r−1} + T·p_r + p_{r+1}, so every light ends off exactly when b_r + T·p_r + p_{r−1} equals p_{r+1}
 * in every row. The rows above and below (the neighbours, or zeros at the board's edges) sit just before and
 * after the block at `p`, so a board is checked block by block. One pass over the words, the presses' set bits
 * counted on the way, the bits past the last column (`~tail`) of both checked to be zero: first the words the
 * vectors leave (word 0 and the last few) row by row, then the rest four words at a time, two rows a step (rows r
 * and r + 1 share the loads of p_r and p_{r+1}: 14 loads for eight words, not 16; CPU time of the 10000² check with
 * its copies 3.5–5.5% less, the two kernels alternately in one process).
 *
 * @returns The number of presses in the block when every light ends off, −1 when a row is left lit (or has a press
 *   past the last column), −2 at a light past the last column (a malformed board; before any −1 of the block).
 */
export function checkClassic(p: usize, b: usize, rows: i32, stride: i32, tail: u32): i32 {
  if ((stride & 3) === 0 && stride >= 8) {
    // every word in vectors: the scalar pass only checks the padding of the lights and of the presses
    const last = <usize>(stride - 1) << 2;
    let pad: u32 = 0;
    for (let r = 0; r < rows; r++) {
      const at = <usize>r * (<usize>stride << 2) + last;
      if ((load<u32>(b + at) & ~tail) !== 0) return -2;
      pad |= load<u32>(p + at);
    }
    if ((pad & ~tail) !== 0 || wholeRowsBad(p, b, rows, stride, tail)) return -1;
    return <i32>wholeWeight;
  }
  const bytes = (<usize>stride) << 2;
  const last = stride - 1;
  const vectors = last > 0 ? (last - 1) >> 2 : 0; // words 1 .. 4·vectors go four at a time
  let weight: u64 = 0;
  let bad: u32 = 0;
  for (let r = 0; r < rows; r++) {
    const cur = p + <usize>r * bytes;
    const prev = cur - bytes;
    const next = cur + bytes;
    const br = b + <usize>r * bytes;
    if ((load<u32>(at32(br, last)) & ~tail) !== 0) return -2;
    const w = load<u32>(at32(cur, last));
    bad |= w & ~tail;
    weight += <u64>popcnt<u32>(w);
    if (last === 0) {
      bad |= (chaseWord(load<u32>(br), load<u32>(prev), 0, w, 0) & tail) ^ load<u32>(next);
      continue;
    }
    const w0 = load<u32>(cur);
    bad |= chaseWord(load<u32>(br), load<u32>(prev), 0, w0, load<u32>(at32(cur, 1))) ^ load<u32>(next);
    weight += <u64>popcnt<u32>(w0);
    for (let k = 1 + (vectors << 2); k < last; k++) {
      const v = load<u32>(at32(cur, k));
      bad |= chaseWord(load<u32>(at32(br, k)), load<u32>(at32(prev, k)), load<u32>(at32(cur, k - 1)), v, load<u32>(at32(cur, k + 1))) ^ load<u32>(at32(next, k));
      weight += <u64>popcnt<u32>(v);
    }
    bad |= (chaseWord(load<u32>(at32(br, last)), load<u32>(at32(prev, last)), load<u32>(at32(cur, last - 1)), w, 0) & tail) ^ load<u32>(at32(next, last));
  }
  if (bad !== 0) return -1;
  // Words 1 .. 4·vectors; q is the address of the word left of the four, every other address a fixed distance
  // from it (the addresses' arithmetic one addition a step, the rest immediate offsets).
  const lights = b - p; // from a press to its light
  const span = (<usize>vectors) << 4;
  let vbad = i32x4.splat(0);
  let r = 0;
  for (; r + 1 < rows; r += 2) {
    const cur = p + <usize>r * bytes;
    for (let q = cur, end = cur + span; q < end; q += 16) {
      const w = v128.load(q, 4); // p_r
      const x = v128.load(q + bytes, 4); // p_{r+1}
      const first = v128.xor(v128.load(q + lights, 4), v128.xor(v128.load(q - bytes, 4), x));
      const second = v128.xor(v128.load(q + lights + bytes, 4), v128.xor(w, v128.load(q + 2 * bytes, 4)));
      vbad = v128.or(vbad, v128.or(v128.xor(rowVector(w, q), first), v128.xor(rowVector(x, q + bytes), second)));
      weight += popcnt<u64>(load<u64>(q, 4)) + popcnt<u64>(load<u64>(q, 12)) + popcnt<u64>(load<u64>(q + bytes, 4)) + popcnt<u64>(load<u64>(q + bytes, 12));
    }
    if (v128.any_true(vbad)) return -1;
  }
  if (r < rows) {
    const cur = p + <usize>r * bytes;
    for (let q = cur, end = cur + span; q < end; q += 16) {
      const w = v128.load(q, 4);
      const around = v128.xor(v128.load(q + lights, 4), v128.xor(v128.load(q - bytes, 4), v128.load(q + bytes, 4)));
      vbad = v128.or(vbad, v128.xor(rowVector(w, q), around));
      weight += popcnt<u64>(load<u64>(q, 4)) + popcnt<u64>(load<u64>(q, 12));
    }
    if (v128.any_true(vbad)) return -1;
  }
  return <i32>weight;
}
