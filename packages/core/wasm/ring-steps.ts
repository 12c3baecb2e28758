// AssemblyScript: one step of the ring chase (wasm/ring-chase.ts) divided by its coefficient: by table for any ℓ,
// and the two rules whose step divides a sum of rows (Moore without centre, the diagonal rule) by their prefix-XOR
// divisions, each followed by the boundary's fix chosen by a few parities at the row's end.
import { divideEvenSum } from './diagonal-step';
import { divideMooreCentreSum, divideMooreSum } from './series-words';
import { parity, xorCombination } from './ring-coords';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** w · ℓ⁻¹ mod z³² by four byte lookups in the table at `inv` (1024 u32). */
function invertWord(inv: usize, w: u32): u32 {
  return (
    load<u32>(at(inv, <i32>(w & 255))) ^
    load<u32>(at(inv, 256 + <i32>((w >>> 8) & 255))) ^
    load<u32>(at(inv, 512 + <i32>((w >>> 16) & 255))) ^
    load<u32>(at(inv, 768 + <i32>(w >>> 24)))
  );
}

/** y = (acc moved up by l cells, round the ring when `cyclic`) / ℓ, ℓ⁻¹ by the table at `inv`, the carries of its top bits by the table at `carry`. */
export function divideByTable(y: usize, acc: usize, stride: i32, bits: i32, l: u32, cyclic: i32, inv: usize, carry: usize, top: u32, tail: u32): void {
  let below: u32 = 0;
  if (cyclic && l > 0) {
    // the ring's last `lift` cells, arranged so that below >>> (32 − lift) yields them
    for (let i: u32 = 0; i < l; i++) {
      const t = <u32>bits - l + i;
      if ((load<u32>(at(acc, <i32>(t >>> 5))) >>> (t & 31)) & 1) below |= <u32>1 << (32 - l + i);
    }
  }
  let q: u32 = 0;
  for (let k = 0; k < stride; k++) {
    const c = load<u32>(at(acc, k));
    const w = l === 0 ? c : (c << l) | (below >>> (32 - l));
    below = c;
    q = invertWord(inv, w) ^ load<u32>(at(carry, <i32>(q >>> top)));
    store<u32>(at(y, k), q);
  }
  store<u32>(at(y, stride - 1), q & tail);
}

/** The boundary's right-hand side: bit k the parity of the four masks at `masks + 16k` with the quotient's last two words (y1, y2) and the dividend's (a1, a2). */
export function boundary(y1: u32, y2: u32, a1: u32, a2: u32, masks: usize, beta: i32): i32 {
  let s: i32 = 0;
  for (let k = 0; k < beta; k++) {
    const mk = masks + (<usize>k << 4);
    const bit = parity((y1 & load<u32>(mk)) ^ (y2 & load<u32>(mk + 4)) ^ (a1 & load<u32>(mk + 8)) ^ (a2 & load<u32>(mk + 12)));
    s |= <i32>bit << k;
  }
  return s;
}

/**
 * One step of the chase of Moore without centre (see `plusOne` in {@link ringChaseRows}): y = c⁻¹·(b + cur) + cur +
 * prev by the two passes of ℓ = 1 + z + z² moved up one cell (`divideMooreSum`); with `centre`, Moore with centre
 * where c is a unit (`plusBoth`): y = c⁻¹·b + cur + prev (`divideMooreCentreSum`). Then the boundary's fix when
 * `fixing` (else the caller adds it). Returns the boundary's right-hand side s, or −1 when s has no fix.
 */
export function mooreStep(y: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: i32, masks: usize, beta: i32, fixes: usize, bad: u32, tail: u32, fixing: bool, centre: bool = false): i32 {
  if (centre) divideMooreCentreSum(y, b, cur, prev, stride, bits, cyclic !== 0);
  else divideMooreSum(y, b, cur, prev, stride, bits, cyclic !== 0);
  // the quotient's and the dividend's last two words (stride ≥ 3)
  const last = stride - 1;
  const c1 = load<u32>(at(cur, last - 1));
  const c2 = load<u32>(at(cur, last));
  const y1 = load<u32>(at(y, last - 1)) ^ c1 ^ load<u32>(at(prev, last - 1));
  const y2 = load<u32>(at(y, last)) ^ c2 ^ load<u32>(at(prev, last));
  const s = boundary(y1, y2, load<u32>(at(b, last - 1)) ^ (centre ? 0 : c1), (load<u32>(at(b, last)) ^ (centre ? 0 : c2)) & tail, masks, beta);
  if (s === 0) return 0;
  if ((bad >>> <u32>s) & 1) return -1;
  if (fixing) xorCombination(y, fixes + <usize>s * ((<usize>stride) << 2), 1, stride, 0);
  return s;
}

/**
 * One step of the diagonal rule's chase (see `plusPrev` in {@link ringChaseRows}): y = c⁻¹·(b + cur) + prev by
 * `divideEvenSum`, then the boundary's fix of that quotient. Returns −1 when its right-hand side has no fix, else 0.
 */
export function diagonalStep(y: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: i32, masks: usize, beta: i32, fixes: usize, bad: u32, tail: u32): i32 {
  divideEvenSum(y, b, cur, prev, stride, bits, cyclic !== 0);
  // the quotient's and the dividend's last two words (stride ≥ 3)
  const last = stride - 1;
  const y1 = load<u32>(at(y, last - 1)) ^ load<u32>(at(prev, last - 1));
  const y2 = load<u32>(at(y, last)) ^ load<u32>(at(prev, last));
  const s = boundary(y1, y2, load<u32>(at(b, last - 1)) ^ load<u32>(at(cur, last - 1)), (load<u32>(at(b, last)) ^ load<u32>(at(cur, last))) & tail, masks, beta);
  if (s === 0) return 0;
  if ((bad >>> <u32>s) & 1) return -1;
  xorCombination(y, fixes + <usize>s * ((<usize>stride) << 2), 1, stride, 0);
  return 0;
}
