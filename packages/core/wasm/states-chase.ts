// AssemblyScript: light chasing of the classic rule over Z/q (q ≤ 255) on bytes, for src/solve/states/
// poly-states.ts: P_{k+1} = need_k − T·P_k − P_{k−1} mod q, eight cells a step in 16-bit lanes. Rows are
// `stride` bytes with the cells at 1..n and zero guards around them (column 0, and at least 16 bytes past n).
// The chase and the check are generic over the lane (lanes.ts): bytes, sixteen cells a step, for q ≤ 51.
import { addLanes, aboveLanes, BYTE_LANES_MAX_Q, firstLanes, laneCount, loadLanes, reduceLanes, splatLanes, storeLanes, subLanes, sumLanes } from './lanes';

/** Row k of the rows at base. */
function rowAt(base: usize, k: i32, stride: i32): usize {
  return base + <usize>k * <usize>stride;
}

/**
 * Chases the need at `b` (rows × stride bytes) from the first row already in row 0 of `p`, writing rows
 * 1..rows of `p` (row `rows`: the would-be presses below the board); `zero` is a zero row (above row 0).
 */
export function chaseStates(p: usize, b: usize, rows: i32, n: i32, stride: i32, q: i32, zero: usize): void {
  if (q <= BYTE_LANES_MAX_Q) chaseLanes<u8>(p, b, rows, n, stride, q, zero);
  else chaseLanes<u16>(p, b, rows, n, stride, q, zero);
}

function chaseLanes<L>(p: usize, b: usize, rows: i32, n: i32, stride: i32, q: i32, zero: usize): void {
  const bias = splatLanes<L>(4 * q);
  const mod = splatLanes<L>(q);
  const step = laneCount<L>();
  for (let k = 0; k < rows; k++) {
    const cur = rowAt(p, k, stride);
    const prev = k > 0 ? rowAt(p, k - 1, stride) : zero;
    const next = rowAt(p, k + 1, stride);
    const need = rowAt(b, k, stride);
    for (let j = 1; j <= n; j += step) {
      // from need + 4q, four subtractions of values below q: t in [0, 5q)
      let t = addLanes<L>(loadLanes<L>(need + j), bias);
      t = subLanes<L>(t, loadLanes<L>(cur + j - 1));
      t = subLanes<L>(t, loadLanes<L>(cur + j));
      t = subLanes<L>(t, loadLanes<L>(cur + j + 1));
      t = subLanes<L>(t, loadLanes<L>(prev + j));
      t = reduceLanes<L>(reduceLanes<L>(reduceLanes<L>(reduceLanes<L>(t, mod), mod), mod), mod);
      storeLanes<L>(next + j, t);
    }
    // the last step wrote past column n: the guards go back to zero
    v128.store(next + n + 1, i64x2.splat(0));
  }
}

/**
 * Checks presses `p` (rows × stride bytes, guarded as above, rows −1 and `rows` read from `zero`) against the
 * need `b` under the classic rule over Z/q: the presses on each cell and its four neighbours must add up to its
 * need mod q, and every count be below q. The counts summed on the way. In byte lanes a count of q or more may
 * wrap its neighbours' sums, but is itself refused, so the answer is −1 all the same.
 *
 * @returns The sum of the counts, or −1 at the first row that fails.
 */
export function checkStates(p: usize, b: usize, rows: i32, n: i32, stride: i32, q: i32, zero: usize): f64 {
  if (q <= BYTE_LANES_MAX_Q) return checkLanes<u8>(p, b, rows, n, stride, q, zero);
  return checkLanes<u16>(p, b, rows, n, stride, q, zero);
}

function checkLanes<L>(p: usize, b: usize, rows: i32, n: i32, stride: i32, q: i32, zero: usize): f64 {
  const mod = splatLanes<L>(q);
  const top = splatLanes<L>(q - 1);
  const step = laneCount<L>();
  let weight = i32x4.splat(0);
  for (let k = 0; k < rows; k++) {
    const cur = rowAt(p, k, stride);
    const up = k > 0 ? rowAt(p, k - 1, stride) : zero;
    const down = k + 1 < rows ? rowAt(p, k + 1, stride) : zero;
    const need = rowAt(b, k, stride);
    let bad = i16x8.splat(0);
    for (let j = 1; j <= n; j += step) {
      const here = loadLanes<L>(cur + j);
      let t = addLanes<L>(addLanes<L>(here, loadLanes<L>(cur + j - 1)), loadLanes<L>(cur + j + 1));
      t = addLanes<L>(t, addLanes<L>(loadLanes<L>(up + j), loadLanes<L>(down + j)));
      t = reduceLanes<L>(reduceLanes<L>(reduceLanes<L>(reduceLanes<L>(t, mod), mod), mod), mod);
      // lanes past column n (guards) are left out: the last cell's value leaks into the first of them
      const inside = firstLanes<L>(min(n + 1 - j, step));
      bad = v128.or(bad, v128.and(inside, v128.or(v128.xor(t, loadLanes<L>(need + j)), aboveLanes<L>(here, top))));
      weight = i32x4.add(weight, sumLanes<L>(here));
    }
    if (v128.any_true(bad)) return -1;
  }
  // each lane holds at most a quarter of the counts (below 2³² in the module's memory): summed as doubles
  const w = weight;
  return <f64><u32>i32x4.extract_lane(w, 0) + <f64><u32>i32x4.extract_lane(w, 1) + <f64><u32>i32x4.extract_lane(w, 2) + <f64><u32>i32x4.extract_lane(w, 3);
}

/** The largest q whose Horner sums fit a byte: three values and a multiple, each below q, sum to at most 4(q − 1). */
const HORNER_BYTE_LANES_MAX_Q: i32 = 64;

/**
 * ξ(T)·z over Z/q by Horner's rule, v ← T·v + ξ_j·z from the top coefficient down, T the tridiagonal all-ones
 * matrix: `multiples` has room for the q rows c·z mod q (guarded rows of `stride` bytes, zeroed, z in row 1: the
 * rest are built here), `xi` the coefficients as bytes, v and w two guarded scratch rows. Byte lanes (sixteen
 * cells a step) for q ≤ 64, 16-bit lanes above.
 *
 * @returns The address of the row holding the result (v or w).
 */
export function hornerStates(multiples: usize, xi: usize, deg: i32, v: usize, w: usize, n: i32, stride: i32, q: i32): usize {
  memory.fill(v, 0, <usize>stride);
  memory.fill(w, 0, <usize>stride);
  if (q <= HORNER_BYTE_LANES_MAX_Q) return hornerLanes<u8>(multiples, xi, deg, v, w, n, stride, q);
  return hornerLanes<u16>(multiples, xi, deg, v, w, n, stride, q);
}

function hornerLanes<L>(multiples: usize, xi: usize, deg: i32, v: usize, w: usize, n: i32, stride: i32, q: i32): usize {
  const mod = splatLanes<L>(q);
  const step = laneCount<L>();
  // the table: row c = row c − 1 + z mod q, from row 1 = z (sums below 2q)
  const z = rowAt(multiples, 1, stride);
  for (let c = 2; c < q; c++) {
    const before = rowAt(multiples, c - 1, stride);
    const row = rowAt(multiples, c, stride);
    for (let i = 1; i <= n; i += step) storeLanes<L>(row + i, reduceLanes<L>(addLanes<L>(loadLanes<L>(before + i), loadLanes<L>(z + i)), mod));
    v128.store(row + n + 1, i64x2.splat(0));
  }
  let cur = v;
  let next = w;
  for (let j = deg; j >= 0; j--) {
    const cz = rowAt(multiples, <i32>load<u8>(xi + <usize>j), stride);
    for (let i = 1; i <= n; i += step) {
      let t = addLanes<L>(addLanes<L>(loadLanes<L>(cur + i - 1), loadLanes<L>(cur + i)), loadLanes<L>(cur + i + 1));
      t = addLanes<L>(t, loadLanes<L>(cz + i));
      // t in [0, 4q): three conditional subtractions
      t = reduceLanes<L>(reduceLanes<L>(reduceLanes<L>(t, mod), mod), mod);
      storeLanes<L>(next + i, t);
    }
    v128.store(next + n + 1, i64x2.splat(0));
    const t = cur;
    cur = next;
    next = t;
  }
  return cur;
}

/**
 * The change of basis Σ v_j·g_{j+1} over Z/q (the g_j of poly-states.ts: g₀ = 0, g₁ = 1, g_{j+1} = (t − 1)·g_j −
 * g_{j−1}) by Clenshaw's rule, b_j = v_j + (t − 1)·b_{j+1} − b_{j+2} from j = n − 1 down, in place: b_j[i] reads
 * b_{j+2} only at i, and each step stores exactly its own cells (sixteen bytes a step to q = 85, eight above). `a`
 * and `c` are zeroed rows of coefficient i at byte i + 1 (a zero at 0, at least 16 bytes past n); `v` holds the n
 * values as bytes below q.
 *
 * @returns The address of the row holding γ = b₀ (a or c).
 */
export function basisStates(a: usize, c: usize, v: usize, n: i32, q: i32): usize {
  if (q <= BASIS_BYTE_LANES_MAX_Q) return basisLanes<u8>(a, c, v, n, q);
  return basisLanes<u16>(a, c, v, n, q);
}

/** The largest q whose Clenshaw sums fit a byte: 2q plus a value below q is at most 3q − 1. */
const BASIS_BYTE_LANES_MAX_Q: i32 = 85;

function basisLanes<L>(a: usize, c: usize, v: usize, n: i32, q: i32): usize {
  const bias = splatLanes<L>(2 * q);
  const mod = splatLanes<L>(q);
  const step = laneCount<L>();
  let older = c; // b_{j+2}, overwritten by b_j
  let newer = a; // b_{j+1}
  for (let j = n - 1; j >= 0; j--) {
    // lanes past coefficient n − 1 − j read only zeros above the degrees, so they store zeros
    const top = n - j;
    for (let i = 1; i <= top; i += step) {
      let t = addLanes<L>(loadLanes<L>(newer + i - 1), bias);
      t = subLanes<L>(t, loadLanes<L>(newer + i));
      t = subLanes<L>(t, loadLanes<L>(older + i));
      // t in [2, 3q): two conditional subtractions
      t = reduceLanes<L>(reduceLanes<L>(t, mod), mod);
      // exactly this step's cells: the next step reads b_{j+2} past them
      if (sizeof<L>() === 1) v128.store(older + i, t);
      else v128.store64_lane(older + i, i8x16.narrow_i16x8_u(t, t), 0);
    }
    let s = <i32>load<u8>(older + 1) + <i32>load<u8>(v + <usize>j);
    if (s >= q) s -= q;
    store<u8>(older + 1, <u8>s);
    const t = older;
    older = newer;
    newer = t;
  }
  return newer;
}
