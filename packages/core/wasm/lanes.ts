// AssemblyScript: the 128-bit lane operations of the Z/q chase and check (states-chase.ts), generic over the
// lane: L = u8 takes sixteen cells a step (for q ≤ BYTE_LANES_MAX_Q, where every sum stays below 256), L = u16
// eight cells a step zero-extended from bytes (every q ≤ 255). sizeof<L>() is a constant, so each helper
// compiles to one instruction or two (binaryen inlines them at -O3).

/** The largest q whose chase and check sums fit a byte: need + 4q ≤ 5q − 1 ≤ 255, five counts ≤ 5(q − 1). */
export const BYTE_LANES_MAX_Q: i32 = 51;

/** Cells a step. */
export function laneCount<L>(): i32 {
  return 16 / sizeof<L>();
}

/** The cells at ptr, one a lane. */
export function loadLanes<L>(ptr: usize): v128 {
  if (sizeof<L>() === 1) return v128.load(ptr);
  return v128.load8x8_u(ptr);
}

/** The lanes as bytes at ptr (16 bytes written either way: a u16 step writes its 8 cells twice). */
export function storeLanes<L>(ptr: usize, t: v128): void {
  if (sizeof<L>() === 1) v128.store(ptr, t);
  else v128.store(ptr, i8x16.narrow_i16x8_u(t, t));
}

/** x in every lane. */
export function splatLanes<L>(x: i32): v128 {
  if (sizeof<L>() === 1) return i8x16.splat(<i8>x);
  return i16x8.splat(<i16>x);
}

/** a + b, lane by lane (wrapping). */
export function addLanes<L>(a: v128, b: v128): v128 {
  if (sizeof<L>() === 1) return i8x16.add(a, b);
  return i16x8.add(a, b);
}

/** a − b, lane by lane (wrapping). */
export function subLanes<L>(a: v128, b: v128): v128 {
  if (sizeof<L>() === 1) return i8x16.sub(a, b);
  return i16x8.sub(a, b);
}

/** t − q where t ≥ q, t elsewhere: t − q wraps above t when t < q, so the unsigned minimum picks. */
export function reduceLanes<L>(t: v128, mod: v128): v128 {
  if (sizeof<L>() === 1) return i8x16.min_u(t, i8x16.sub(t, mod));
  return i16x8.min_u(t, i16x8.sub(t, mod));
}

/** All ones in the lanes where a > b (unsigned). */
export function aboveLanes<L>(a: v128, b: v128): v128 {
  if (sizeof<L>() === 1) return i8x16.gt_u(a, b);
  return i16x8.gt_u(a, b);
}

/** All ones in the first `count` lanes. */
export function firstLanes<L>(count: i32): v128 {
  if (sizeof<L>() === 1) return i8x16.lt_u(i8x16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15), i8x16.splat(<i8>count));
  return i16x8.lt_u(i16x8(0, 1, 2, 3, 4, 5, 6, 7), i16x8.splat(<i16>count));
}

/** The lanes summed in four 32-bit lanes. */
export function sumLanes<L>(t: v128): v128 {
  if (sizeof<L>() === 1) return i32x4.extadd_pairwise_i16x8_u(i16x8.extadd_pairwise_i8x16_u(t));
  return i32x4.extadd_pairwise_i16x8_u(t);
}
