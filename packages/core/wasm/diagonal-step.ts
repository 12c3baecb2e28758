// AssemblyScript: the ring chase's step for the diagonal rule (ring-chase.ts). Its chase coefficient is c = x (the
// cells ±1 of the row above, ℓ = 1 + z² moved up one cell), its row itself M = 1 and the row before D = c, so
// c⁻¹·(b + P_r + c·P_{r−1}) = c⁻¹·(b + P_r) + P_{r−1}: the same row where c is a unit, the same E₁-part where it is
// not (c⁻¹ is right on S₁, and every press row is projected by E₁ in the end), as Moore without centre's step
// (`divideMooreSum` in series-words.ts). The row before is then added as it is, not shifted twice.

import { Lanes } from './series-words';

/**
 * dst = (b + cur moved up one cell) / (1 + z²) plus prev, rows of `bits` cells (rings when `cyclic`: the last cell
 * comes round to the start): the diagonal rule's chase step, in one pass (`Lanes.divideSum` in series-words.ts: each
 * pair of words divided alone in 128-bit lanes, then the carries, whose state is the XOR of the quotient words' top
 * two bits so far, as ℓ⁻¹ has period 2, which divides 64). The quotient alone is dst + prev. b and cur are zero past
 * `bits`; `dst` overlaps none of the others.
 */
export function divideEvenSum(dst: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: bool): void {
  Lanes.divideSum(dst, b, cur, prev, stride, bits, cyclic, 2, false);
}
