// AssemblyScript: the rows of a board whose columns twist and of its double cover, in the module's memory (the
// cover's row r is the board's row r followed by its row m − 1 − r). The TypeScript liftRows / projectRows of
// src/solve/grid/cover-rows.ts are the reference; these save their row-by-row typed-array copies (src/wasm/cover-kernels.ts).

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** The mask of the low bits of a row's last word (all ones when bits is whole words). */
function tail(bits: i32): u32 {
  return (bits & 31) === 0 ? 0xffffffff : (<u32>1 << <u32>(bits & 31)) - 1;
}

/**
 * Cover rows first … first + count − 1 at dst (⌈2n/32⌉ words a row, every word written) of the board at src (m rows
 * of n cells, ⌈n/32⌉ words a row, tail bits zero).
 */
export function liftCover(dst: usize, src: usize, m: i32, n: i32, first: i32, count: i32): void {
  const s = (n + 31) >>> 5;
  const cs = (2 * n + 31) >>> 5;
  const q = n >>> 5;
  const b = <u32>(n & 31);
  for (let r = first; r < first + count; r++) {
    const o = at(dst, (r - first) * cs);
    const low = at(src, r * s);
    const mirror = at(src, (m - 1 - r) * s);
    memory.copy(o, low, <usize>s << 2);
    if (b === 0) {
      memory.copy(at(o, s), mirror, <usize>s << 2);
      continue;
    }
    // the second half from bit n: word q keeps the first half's b low bits
    let carry = load<u32>(at(o, q));
    for (let k = 0; k < s; k++) {
      const w = load<u32>(at(mirror, k));
      store<u32>(at(o, q + k), carry | (w << b));
      carry = w >>> (32 - b);
    }
    if (q + s < cs) store<u32>(at(o, q + s), carry);
  }
}

/**
 * The board's rows r and m − 1 − r at dst (m rows of n cells, ⌈n/32⌉ words a row, every word written) for the cover
 * rows r = first … first + count − 1 at src (⌈2n/32⌉ words a row): the first n cells, then the last n (the middle
 * row of an odd m from the first n only, as an invariant cover has both halves equal there).
 */
export function projectCover(dst: usize, src: usize, m: i32, n: i32, first: i32, count: i32): void {
  const s = (n + 31) >>> 5;
  const cs = (2 * n + 31) >>> 5;
  const q = n >>> 5;
  const b = <u32>(n & 31);
  const t = tail(n);
  for (let r = first; r < first + count; r++) {
    const from = at(src, (r - first) * cs);
    const low = at(dst, r * s);
    const high = at(dst, (m - 1 - r) * s);
    memory.copy(low, from, <usize>s << 2);
    store<u32>(at(low, s - 1), load<u32>(at(low, s - 1)) & t);
    if (r === m - 1 - r) continue;
    if (b === 0) {
      memory.copy(high, at(from, q), <usize>s << 2);
      continue;
    }
    for (let k = 0; k < s - 1; k++) store<u32>(at(high, k), (load<u32>(at(from, q + k)) >>> b) | (load<u32>(at(from, q + k + 1)) << (32 - b)));
    const top: u32 = q + s < cs ? load<u32>(at(from, q + s)) << (32 - b) : 0;
    store<u32>(at(high, s - 1), ((load<u32>(at(from, q + s - 1)) >>> b) | top) & t);
  }
}
