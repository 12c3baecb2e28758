// AssemblyScript (compiled by bench/floor.ts with asc at bench time when no C compiler is found; excluded from
// tsc): the WebAssembly chasing floor, the same two passes as chase.c on u64 words, two at a time in 128-bit
// vectors. Rows are `w` u64 words; P[k+1] = b[k] + T·P[k] + P[k−1].

/** Address of u64 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 3);
}

/** dst = b + T·cur + prev over one row of w words (w ≥ 2), the last word masked by tail. */
function chaseRow(dst: usize, cur: usize, prev: usize, b: usize, w: i32, tail: u64): void {
  const c0 = load<u64>(cur);
  store<u64>(dst, load<u64>(b) ^ load<u64>(prev) ^ c0 ^ (c0 << 1) ^ ((c0 >> 1) | (load<u64>(at(cur, 1)) << 63)));
  let k = 1;
  for (; k + 2 < w; k += 2) {
    const c = v128.load(at(cur, k));
    const shl = v128.or(i64x2.shl(c, 1), i64x2.shr_u(v128.load(at(cur, k - 1)), 63));
    const shr = v128.or(i64x2.shr_u(c, 1), i64x2.shl(v128.load(at(cur, k + 1)), 63));
    v128.store(at(dst, k), v128.xor(v128.xor(v128.load(at(b, k)), v128.load(at(prev, k))), v128.xor(c, v128.xor(shl, shr))));
  }
  for (; k < w; k++) {
    const c = load<u64>(at(cur, k));
    const right: u64 = k + 1 < w ? load<u64>(at(cur, k + 1)) << 63 : 0;
    store<u64>(at(dst, k), load<u64>(at(b, k)) ^ load<u64>(at(prev, k)) ^ c ^ ((c << 1) | (load<u64>(at(cur, k - 1)) >> 63)) ^ ((c >> 1) | right));
  }
  store<u64>(at(dst, w - 1), load<u64>(at(dst, w - 1)) & tail);
}

/**
 * Both passes over the n × n board at b (n rows of w words): pass 1 from a zero first row over three rolling
 * rows at `rows`, pass 2 from its leftover writing every row into p (n + 1 rows). Returns word 0 of the last row.
 */
export function twoPasses(b: usize, p: usize, rows: usize, n: i32, w: i32, tail: u64): u64 {
  const bytes = (<usize>w) << 3;
  memory.fill(rows, 0, 4 * bytes);
  let prev = rows;
  let cur = rows + bytes;
  let next = rows + 2 * bytes;
  const zero = rows + 3 * bytes;
  for (let k = 0; k < n; k++) {
    chaseRow(next, cur, prev, b + <usize>k * bytes, w, tail);
    const t = prev;
    prev = cur;
    cur = next;
    next = t;
  }
  memory.copy(p, cur, bytes);
  for (let k = 0; k < n; k++) {
    const row = p + <usize>k * bytes;
    chaseRow(row + bytes, row, k > 0 ? row - bytes : zero, b + <usize>k * bytes, w, tail);
  }
  return load<u64>(p + <usize>n * bytes);
}

/** The first free address: the caller lays out its buffers from here. */
export function heapBase(): usize {
  return (__heap_base + 15) & ~15;
}
