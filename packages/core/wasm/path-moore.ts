// AssemblyScript: Moore without centre's bad part on a path of n = 3h − 1 cells (h = 2ᵏ) in one chase
// (src/solve/grid/path-part.ts; src/wasm/path-moore-kernels.ts). The path's characteristic polynomial is
// f = x^{h−1}·(1 + x)^{2h}; the bad part S₂ is GF(2)[x]/(1 + x)^{2h}, where x = 1 + N and A = x + (1 + x)·y is
// 1 + N·(1 + y). In the basis N^j (j < 2h) of S₂, A·p = b reads p_j = b_j + (1 + y)·p_{j−1}. The board is
// transposed (row c = the board's column c, the path's cell c − 1 at entry c), so every step is a whole-row XOR:
//
//   cells to the path polynomial ξ (v = ξ(x)·e₀): `path-substitution.ts`'s levels top down, x·ξ at entries 0 … E − 1;
//   ξ mod (1 + x)^{2h} = ξ mod (1 + x^{2h}): entry i + 1 ^= entry i + 1 + 2h (i < h − 1);
//   x = 1 + N: the coefficients in N by the superset sums over the bits of i < 2h (x^i = Σ_{j ⊆ i} N^j, Lucas);
//   the chase, then the superset sums again (an involution);
//   back into S: the idempotent of S₂ is x^{2h} (1 mod (1 + x)^{2h}, 0 mod x^{h−1}), and x^{3h−1} ≡ x^{h−1} mod f, so
//   x^{2h}·r keeps r_i for h − 1 ≤ i < 2h and moves r_i (i < h − 1) to 2h + i;
//   the levels bottom up, and the transpose back.

import { sums8 } from './binomial';
import { transposeLanes32 } from './path-transpose';
import { chaseRow, level, xorRow } from './row-substitution';

/**
 * dst (32·⌈rows/32⌉ rows of ⌈n/32⌉ words) = X₂ = A⁻¹·E₂·B for the rows B at src (rows × ⌈n/32⌉ words, padding zero),
 * A Moore without centre with columns that clip, n = 3h − 1.
 *
 * @param t Room for 32·⌈n/32⌉ + 1 rows of ⌈rows/32⌉ words (the entries).
 * @param scratch 2048 bytes of scratch memory.
 */
export function pathMooreSolve(src: usize, rows: i32, n: i32, dst: usize, t: usize, scratch: usize): void {
  const W = (n + 31) >>> 5;
  const S = (rows + 31) >>> 5;
  const bytes = <usize>S << 2;
  const h = (n + 1) / 3;
  const last: u32 = (rows & 31) === 0 ? 0xffffffff : (<u32>1 << (rows & 31)) - 1;
  memory.fill(t, 0, bytes); // entry 0; the transpose writes entries 1 … 32·W whole
  transposeLanes32(src, rows, W, row(t, 1, bytes), S, scratch);
  chaseEntries(t, h, S, last);
  transposeLanes32(row(t, 1, bytes), n, S, dst, W, scratch);
}

/**
 * The same on the board itself, for m = 3h − 1 rows (h = 2ᵏ) of n cells (any n ≥ 1, columns that clip): Moore without
 * centre is symmetric, so with the rows as the path, X₂ = A⁻¹·E₂·B (E₂ of the rows' path) is the chase above with the
 * entries the board's rows and N the row operator 1 + x: no transposes. In place on w: rows 1 … m of m + 1 rows of
 * ⌈n/32⌉ words, row 0 zero (entry 0), padding zero. Then, unless q is 0, the tile of q's h − 1 rows is added
 * (`path-fold.ts` across rows: q's row j to rows j, 2h − 2 − j and j + 2h).
 */
export function pathMooreRows(w: usize, m: i32, n: i32, q: usize): void {
  const S = (n + 31) >>> 5;
  const bytes = <usize>S << 2;
  const h = (m + 1) / 3;
  const last: u32 = (n & 31) === 0 ? 0xffffffff : (<u32>1 << (n & 31)) - 1;
  chaseEntries(w, h, S, last);
  if (!q) return;
  for (let j = 0; j < h - 1; j++) {
    const from = q + <usize>j * bytes;
    xorRow(row(w, j + 1, bytes), from, S);
    xorRow(row(w, 2 * h - 1 - j, bytes), from, S);
    xorRow(row(w, j + 1 + 2 * h, bytes), from, S);
  }
}

/** fold (h − 1 rows of ⌈n/32⌉ words) = the fold of the m = 3h − 1 rows at w onto h − 1 rows: row j = rows j, j + 2h and 2h − 2 − j. */
export function pathMooreFoldRows(w: usize, m: i32, n: i32, fold: usize): void {
  const S = (n + 31) >>> 5;
  const bytes = <usize>S << 2;
  const h = (m + 1) / 3;
  for (let j = 0; j < h - 1; j++) {
    const d = fold + <usize>j * bytes;
    memory.copy(d, row(w, j, bytes), bytes);
    xorRow(d, row(w, j + 2 * h, bytes), S);
    xorRow(d, row(w, 2 * h - 2 - j, bytes), S);
  }
}

/**
 * X₂ on the entries 1 … 3h − 1 at t (`stride` words each, entry 0 zero), in place: to the path polynomial and the
 * basis of powers of N, the chase p_j = b_j + (1 + y)·p_{j−1} (y the path across each entry's `last`-masked bits), and
 * back (see the file comment).
 */
function chaseEntries(t: usize, h: i32, S: i32, last: u32): void {
  const bytes = <usize>S << 2;
  substitution(t, h, S, false);
  for (let i = 0; i < h - 1; i++) xorRow(row(t, i + 1, bytes), row(t, i + 1 + 2 * h, bytes), S);
  supersetSums(row(t, 1, bytes), 2 * h, S);
  for (let j = 1; j < 2 * h; j++) {
    xorRow(row(t, j + 1, bytes), row(t, j, bytes), S);
    chaseRow(row(t, j, bytes), row(t, j + 1, bytes), S, last);
  }
  supersetSums(row(t, 1, bytes), 2 * h, S);
  for (let i = 0; i < h - 1; i++) {
    memory.copy(row(t, 2 * h + i + 1, bytes), row(t, i + 1, bytes), bytes);
    memory.fill(row(t, i + 1, bytes), 0, bytes);
  }
  substitution(t, h, S, true);
}

/**
 * The substitution levels T = 2 … 2h on the entries at t (`path-substitution.ts`: entry base + e ^= entry base + 2T − e;
 * `row-substitution.ts`'s `level`, two at once by `levelPair` where they fit),
 * bottom up (`up`, polynomial to cells) or top down, for entries that are zero from 3h on (so they stay): the levels
 * up to h over the blocks below 3h alone, and the top level T = 2h only where its partner 4h − e is below 3h.
 */
function substitution(t: usize, h: i32, S: i32, up: bool): void {
  const bytes = <usize>S << 2;
  if (!up) for (let e = h + 1; e < 2 * h; e++) xorRow(row(t, e, bytes), row(t, 4 * h - e, bytes), S);
  const w = row(t, 1, bytes);
  // two levels T, 2T a pass where the blocks of 4T tile the 3h entries (T ≤ h/4), else one
  if (up) for (let T = 2; T <= h; ) T = 4 * T <= h ? levelPair(w, 3 * h, S, T, true) : oneLevel(w, 3 * h - 1, S, T, 2 * T);
  else for (let U = h; U >= 2; ) U = 2 * U <= h && U >= 4 ? levelPair(w, 3 * h, S, U >> 1, false) : oneLevel(w, 3 * h - 1, S, U, U >> 1);
  if (up) for (let e = h + 1; e < 2 * h; e++) xorRow(row(t, e, bytes), row(t, 4 * h - e, bytes), S);
}

/** `level` T, then the next level `next` (the loop's step). */
function oneLevel(w: usize, m: i32, S: i32, T: i32, next: i32): i32 {
  level(w, m, S, T);
  return next;
}

/**
 * The levels T and 2T in one pass over the `entries` entries at w (entry x is row x − 1, `stride` words; 4T divides
 * `entries`), T then 2T (`up`) or 2T then T, and returns 4T (the next level up) or T/2 (the next level down). In every
 * block of 4T entries they mix the entries e, 2T − e, 2T + e, 4T − e (0 < e < T; level T: 1st ^= 2nd, 3rd ^= 4th;
 * level 2T: 1st ^= 4th, 2nd ^= 3rd), four words at a time in registers, and level 2T alone entry T ^= entry 3T.
 */
function levelPair(w: usize, entries: i32, stride: i32, T: i32, up: bool): i32 {
  const bytes = <usize>stride << 2;
  const wide = stride & ~3;
  for (let base = 0; base + 4 * T <= entries; base += 4 * T) {
    for (let e = 1; e < T; e++) {
      const a = w + <usize>(base + e - 1) * bytes;
      const b = w + <usize>(base + 2 * T - e - 1) * bytes;
      const c = w + <usize>(base + 2 * T + e - 1) * bytes;
      const d = w + <usize>(base + 4 * T - e - 1) * bytes;
      const wideBytes = <usize>wide << 2;
      for (let k: usize = 0; k < wideBytes; k += 16) {
        let va = v128.load(a + k);
        let vb = v128.load(b + k);
        let vc = v128.load(c + k);
        const vd = v128.load(d + k);
        if (up) {
          va = v128.xor(va, vb);
          vc = v128.xor(vc, vd);
          va = v128.xor(va, vd);
          vb = v128.xor(vb, vc);
        } else {
          va = v128.xor(va, vd);
          vb = v128.xor(vb, vc);
          va = v128.xor(va, vb);
          vc = v128.xor(vc, vd);
        }
        v128.store(a + k, va);
        v128.store(b + k, vb);
        v128.store(c + k, vc);
      }
      for (let k = wideBytes; k < bytes; k += 4) {
        let xa = load<u32>(a + k);
        let xb = load<u32>(b + k);
        let xc = load<u32>(c + k);
        const xd = load<u32>(d + k);
        if (up) {
          xa ^= xb;
          xc ^= xd;
          xa ^= xd;
          xb ^= xc;
        } else {
          xa ^= xd;
          xb ^= xc;
          xa ^= xb;
          xc ^= xd;
        }
        store<u32>(a + k, xa);
        store<u32>(b + k, xb);
        store<u32>(c + k, xc);
      }
    }
    xorRow(w + <usize>(base + T - 1) * bytes, w + <usize>(base + 3 * T - 1) * bytes, stride);
  }
  return up ? 4 * T : T >> 1;
}

/** Address of row (entry) e of the rows at t, `bytes` apart. */
function row(t: usize, e: i32, bytes: usize): usize {
  return t + <usize>e * bytes;
}

/**
 * c_j = Σ_{i ⊇ j} c_i over the rows c_0 … c_{size − 1} at w (`stride` words each), size a power of two: in place, three
 * bits of the index a pass (`supersetSums8`), the bits left one a pass.
 */
function supersetSums(w: usize, size: i32, stride: i32): void {
  const bytes = <usize>stride << 2;
  let B = 1;
  for (; 8 * B <= size; B <<= 3) supersetSums8(w, size, stride, B);
  for (; B < size; B <<= 1) {
    for (let i = 0; i < size; i++) if ((i & B) === 0) xorRow(w + <usize>i * bytes, w + <usize>(i | B) * bytes, stride);
  }
}

/**
 * The superset sums over the bits B, 2B and 4B of the index at once: for every i without them, the eight rows
 * i + j·B (j < 8) summed over the subsets of j's bits, four words at a time in registers (the words past the last
 * multiple of four one by one).
 */
function supersetSums8(w: usize, size: i32, stride: i32, B: i32): void {
  const bytes = <usize>stride << 2;
  const step = <usize>B * bytes;
  const wide = stride & ~3;
  for (let i = 0; i < size; i++) {
    if ((i & (7 * B)) !== 0) continue;
    const row = w + <usize>i * bytes;
    for (let k = 0; k < wide; k += 4) {
      const p = row + (<usize>k << 2);
      sums8(p, step);
    }
    for (let k = wide; k < stride; k++) {
      const p = row + (<usize>k << 2);
      for (let b = 1; b < 8; b <<= 1) {
        for (let j = 0; j < 8; j++) {
          if ((j & b) === 0) store<u32>(p + <usize>j * step, load<u32>(p + <usize>j * step) ^ load<u32>(p + <usize>(j | b) * step));
        }
      }
    }
  }
}
