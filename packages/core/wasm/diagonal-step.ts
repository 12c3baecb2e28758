// AssemblyScript: the ring chase's step for the diagonal rule (ring-chase.ts). Its chase coefficient is c = x (the
// cells ±1 of the row above, ℓ = 1 + z² moved up one cell), its row itself M = 1 and the row before D = c, so
// c⁻¹·(b + P_r + c·P_{r−1}) = c⁻¹·(b + P_r) + P_{r−1}: the same row where c is a unit, the same E₁-part where it is
// not (c⁻¹ is right on S₁, and every press row is projected by E₁ in the end), as Moore without centre's step
// (`divideMooreSum` in series-words.ts). The row before is then added as it is, not shifted twice.

import { invertEven, Lanes } from './series-words';

/** Address of u32 word k of the array at p. */
function at32(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** (1 + z²)⁻¹ mod z⁶⁴: the even cells. With v = 2h + l, v·EVEN is h on the odd cells and l on the even. */
const EVEN: u64 = (<u64>0x55555555 << 32) | 0x55555555;

/**
 * dst = (b + cur moved up one cell) / (1 + z²), rows of `bits` cells (rings when `cyclic`: the last cell comes round
 * to the start), plus prev: the diagonal rule's chase step. Two passes as `divideRowInTwo` (series-words.ts): every
 * 64-cell word of b + cur divided alone, two a step in 128-bit lanes, then the carries, whose state is the XOR of the
 * quotient words' top two bits so far (ℓ⁻¹ has period 2, which divides 64), prev added to each word as it is stored.
 * The quotient alone is dst + prev. b and cur are zero past `bits`; `dst` overlaps none of the others.
 */
export function divideEvenSum(dst: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: bool): void {
  const whole = stride >> 1; // whole 64-bit words
  const t = bits - 1;
  // on a ring, its last cell at the top of a word: it comes round to the start
  const below: u64 = cyclic ? <u64>(((load<u32>(at32(b, t >>> 5)) ^ load<u32>(at32(cur, t >>> 5))) >>> (<u32>t & 31)) & 1) : 0;
  // pass 1
  if (whole > 0) store<u64>(dst, invertEven(((load<u64>(b) ^ load<u64>(cur)) << 1) | below));
  Lanes.sumDividedAlone(dst, b, cur, whole, 2);
  // pass 2: the carries, each word stored with prev
  let v: u64 = 0;
  for (let k = 0; k < whole; k++) {
    const o = <usize>k << 3;
    const a = load<u64>(dst + o);
    store<u64>(dst + o, a ^ (v * EVEN) ^ load<u64>(prev + o));
    v ^= a >>> 62;
  }
  const o = (<usize>(stride - 1)) << 2;
  if (stride & 1) {
    const x = <u64>(load<u32>(b + o) ^ load<u32>(cur + o));
    const under: u64 = whole > 0 ? (load<u64>(b + o - 8) ^ load<u64>(cur + o - 8)) >>> 63 : below;
    store<u32>(dst + o, <u32>(invertEven((x << 1) | under) ^ (v * EVEN)) ^ load<u32>(prev + o));
  }
  const tail: u32 = (bits & 31) === 0 ? 0xffffffff : (<u32>1 << (<u32>bits & 31)) - 1;
  store<u32>(dst + o, load<u32>(dst + o) & tail);
}
