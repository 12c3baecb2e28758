// AssemblyScript: the diagonal rule with centre on the plane or cylinder with m = 2ᵏ − 1 rows in one chase
// (src/solve/grid/path-basis-chase.ts, the TypeScript reference; src/wasm/row-substitution-kernels.ts): the rows to
// their path-polynomial coefficients by whole-row XORs, the chase p_j = b_j + X·p_{j−1}, and the coefficients back.

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** Row lo ^= row hi, `stride` words: four words a step, the rest one by one. */
export function xorRow(lo: usize, hi: usize, stride: i32): void {
  let k = 0;
  for (; k + 4 <= stride; k += 4) v128.store(at(lo, k), v128.xor(v128.load(at(lo, k)), v128.load(at(hi, k))));
  for (; k < stride; k++) store<u32>(at(lo, k), load<u32>(at(lo, k)) ^ load<u32>(at(hi, k)));
}

/** One level T: in every block of 2T entries (entry r + 1 is row r), entry base + e ^= entry base + 2T − e, 0 < e < T. */
export function level(w: usize, m: i32, stride: i32, T: i32): void {
  const bytes = stride << 2;
  for (let base = 0; base + 2 * T <= m + 1; base += 2 * T) {
    for (let e = 1; e < T; e++) xorRow(w + <usize>((base + e - 1) * bytes), w + <usize>((base + 2 * T - e - 1) * bytes), stride);
  }
}

/** Row q ^= X·(row p): the row moved up a cell plus moved down a cell, the last word masked to n cells. */
export function chaseRow(p: usize, q: usize, stride: i32, last: u32): void {
  if (stride === 1) {
    const x = load<u32>(p);
    store<u32>(q, (load<u32>(q) ^ (x << 1) ^ (x >>> 1)) & last);
    return;
  }
  const x0 = load<u32>(p);
  store<u32>(q, load<u32>(q) ^ (x0 << 1) ^ (x0 >>> 1) ^ (load<u32>(at(p, 1)) << 31));
  let k = 1;
  for (; k + 5 <= stride; k += 4) {
    const x = v128.load(at(p, k));
    const left = v128.or(i32x4.shl(x, 1), i32x4.shr_u(v128.load(at(p, k - 1)), 31));
    const right = v128.or(i32x4.shr_u(x, 1), i32x4.shl(v128.load(at(p, k + 1)), 31));
    v128.store(at(q, k), v128.xor(v128.load(at(q, k)), v128.xor(left, right)));
  }
  for (; k < stride; k++) {
    const x = load<u32>(at(p, k));
    const up = k + 1 < stride ? load<u32>(at(p, k + 1)) << 31 : 0;
    const y = load<u32>(at(q, k)) ^ (x << 1) ^ (load<u32>(at(p, k - 1)) >>> 31) ^ (x >>> 1) ^ up;
    store<u32>(at(q, k), k === stride - 1 ? y & last : y);
  }
}

/** Row q ^= the two cells of X·(row p) that cross a ring's ends ({@link chaseRow} clips them): cell 0 ^= p's cell n − 1, cell n − 1 ^= p's cell 0. */
function ringEnds(p: usize, q: usize, n: i32): void {
  const t = n - 1;
  const top = (load<u32>(at(p, t >>> 5)) >>> (<u32>t & 31)) & 1;
  const bottom = load<u32>(p) & 1;
  store<u32>(q, load<u32>(q) ^ top);
  store<u32>(at(q, t >>> 5), load<u32>(at(q, t >>> 5)) ^ (bottom << (<u32>t & 31)));
}

/**
 * The presses in place of the lights at w: m = 2ᵏ − 1 rows of n cells (⌈n/32⌉ words each, padding zero), each row a
 * path, or with `ring` ≠ 0 a ring (n ≥ 3: X = the shift plus its inverse).
 */
export function pathBasisSolve(w: usize, m: i32, n: i32, ring: i32): void {
  const stride = (n + 31) >>> 5;
  const last: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  let top = 2;
  while (4 * top <= m + 1) top *= 2; // the highest level: 2·top = m + 1
  for (let T = top; T >= 2; T >>= 1) level(w, m, stride, T);
  const bytes = stride << 2;
  for (let j = 1; j < m; j++) {
    const p = w + <usize>((j - 1) * bytes);
    const q = w + <usize>(j * bytes);
    chaseRow(p, q, stride, last);
    if (ring !== 0) ringEnds(p, q, n);
  }
  for (let T = 2; T <= top; T <<= 1) level(w, m, stride, T);
}
