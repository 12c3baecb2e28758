// AssemblyScript: the ring chase's bad part in coordinates (ring-chase.ts) when every wᵢ and uᵢ repeats with a
// period of q words, cut at the row's end (src/gf2/word-period.ts, src/solve/grid/periodic-coords.ts): a row's
// coordinates are a linear map of its fold to q words, and a combination of the uᵢ is q words tiled, both read
// from byte tables (four lookups a word), so each takes one pass over the row in place of d. The caller lays the
// tables in place of the rows uᵢ: the pattern tables (1024q words), the row's last-word mask, the fold tables
// (1024q words). Blocks of L = lcm(q, 4) words hold whole periods and whole vectors (fold-part.ts's fold), so
// the body is i32x4 XORs.

import { blockOf, foldBlock } from './fold-part';

/** The longest period taken, in words (LOW_RANK_PERIOD_WORDS of low-rank-part.ts): L ≤ 4·8 words. */
const PERIOD_WORDS: i32 = 8;

/** Scratch: a fold block, then a tile block (L ≤ 4·PERIOD_WORDS words each). */
const scratch: usize = memory.data(2 * 16 * PERIOD_WORDS, 16);

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/**
 * The most coordinates read by parities (d·q ANDs and d popcounts); past it by the fold tables (4q lookups). At d = 8
 * the tables win (a solve in process against parities, load 15–19: Moore-nc torus and cylinder 1500² 0.93–0.94×,
 * diagonal torus 1000² 0.94×); at d ≤ 4 neither does (0.98–1.03×).
 */
const PARITY_COORDS: i32 = 4;

/** The linear map of the byte tables at t (four of 256 words) on the word v. */
function lookup(t: usize, v: u32): u32 {
  return load<u32>(at(t, <i32>(v & 255))) ^ load<u32>(at(t, 256 + <i32>((v >>> 8) & 255))) ^ load<u32>(at(t, 512 + <i32>((v >>> 16) & 255))) ^ load<u32>(at(t, 768 + <i32>(v >>> 24)));
}

/** As {@link lookup} for v < 2⁸ (one lookup) or < 2¹⁶ (two): a combination of few coordinates. */
function lookupLow(t: usize, v: u32): u32 {
  const low = load<u32>(at(t, <i32>(v & 255)));
  return v < 256 ? low : v < 65536 ? low ^ load<u32>(at(t, 256 + <i32>(v >>> 8))) : lookup(t, v);
}

/**
 * The parities ⟨wᵢ, row⟩ (bit i) for the d rows wᵢ at `w` (`stride` words apart, the tables after them), every
 * wᵢ of period q words (1 ≤ q ≤ 8, q ≤ stride) and the row zero past its end: on the row's fold, by parities
 * with the wᵢ's first q words (d ≤ 8) or by the fold tables.
 */
export function foldedCoords(row: usize, w: usize, d: i32, stride: i32, q: i32): u32 {
  const L = blockOf(q);
  foldBlock(scratch, row, stride, L);
  // the q bins: bin j = words j, j + q, … of the block
  for (let j = 0; j < q; j++) {
    let x = load<u32>(at(scratch, j));
    for (let i = j + q; i < L; i += q) x ^= load<u32>(at(scratch, i));
    store<u32>(at(scratch, j), x);
  }
  let out: u32 = 0;
  if (d <= PARITY_COORDS) {
    const bytes = (<usize>stride) << 2;
    for (let i = 0; i < d; i++) {
      const wi = w + <usize>i * bytes;
      let x: u32 = 0;
      for (let j = 0; j < q; j++) x ^= load<u32>(at(wi, j)) & load<u32>(at(scratch, j));
      out |= (<u32>popcnt<u32>(x) & 1) << <u32>i;
    }
    return out;
  }
  const tables = at(w, d * stride + 1024 * q + 1);
  for (let j = 0; j < q; j++) out ^= lookup(at(tables, 1024 * j), load<u32>(at(scratch, j)));
  return out;
}

/** row ^= Σ (bit i of c)·uᵢ, every uᵢ of period q words (as for {@link foldedCoords}), from the tables at `u`: q words tiled. */
export function tiledCombination(row: usize, u: usize, c: u32, stride: i32, q: i32): void {
  if (c === 0) return;
  const L = blockOf(q);
  const block = at(scratch, 4 * PERIOD_WORDS);
  const last = stride - 1;
  for (let j = 0; j < q; j++) store<u32>(at(block, j), lookupLow(at(u, 1024 * j), c));
  for (let j = q; j < L; j++) store<u32>(at(block, j), load<u32>(at(block, j - q)));
  let k = 0;
  if (L === 4) {
    const pattern = v128.load(block);
    for (; k + 4 <= last; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), pattern));
  } else {
    for (; k + L <= last; k += L) for (let i = 0; i < L; i += 4) v128.store(at(row, k + i), v128.xor(v128.load(at(row, k + i)), v128.load(at(block, i))));
  }
  // the rest (less than a block): word k reads word k − body of the block
  const body = k;
  for (; k + 4 <= last; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), v128.load(at(block, k - body))));
  for (; k < last; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ load<u32>(at(block, k - body)));
  // the last word, cut at the row's end
  store<u32>(at(row, last), load<u32>(at(row, last)) ^ (load<u32>(at(block, last - body)) & load<u32>(at(u, 1024 * q))));
}
