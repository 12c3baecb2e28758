// AssemblyScript: division of a row by a short power series ℓ = 1 + ℓ₁·z + ℓ₂·z², 64 cells a step by prefix
// XORs (the kernel of `seriesDivideShifted` in src/gf2/series.ts for ℓ of degree ≤ 2), shared by the product
// stencils' pass (kron.ts) and the ring chase (ring-chase.ts): the chase coefficients 1 + x (Moore without
// centre) and x (the diagonal rule) give ℓ = 1 + z + z² and 1 + z².

/** Address of u32 word k of the array at p. */
function at32(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

// w·ℓ⁻¹ mod z⁶⁴ by prefix XORs, one function per ℓ = 1 + ℓ₁·z + ℓ₂·z² (each small enough to be inlined into its
// own loop below): 1 + z + z² = (1 + z³)/(1 + z), so its inverse is (1 + z)·(1 + z³ + z⁶ + …); (1 + z²)⁻¹ =
// 1 + z² + z⁴ + …; (1 + z)⁻¹ = 1 + z + z² + ….

/** w / (1 + z + z²) mod z⁶⁴. */
function invertMoore(w: u64): u64 {
  w ^= w << 1;
  w ^= w << 3;
  w ^= w << 6;
  w ^= w << 12;
  w ^= w << 24;
  return w ^ (w << 48);
}

/** (1 + z²)⁻¹ mod z⁶⁴: the even cells. With v = 2h + l, v·EVEN is h on the odd cells and l on the even. */
const EVEN: u64 = (<u64>0x55555555 << 32) | 0x55555555;

/** w / (1 + z²) mod z⁶⁴. */
export function invertEven(w: u64): u64 {
  w ^= w << 2;
  w ^= w << 4;
  w ^= w << 8;
  w ^= w << 16;
  return w ^ (w << 32);
}

/** w / (1 + z) mod z⁶⁴. */
function invertOne(w: u64): u64 {
  w ^= w << 1;
  w ^= w << 2;
  w ^= w << 4;
  w ^= w << 8;
  w ^= w << 16;
  return w ^ (w << 32);
}

/** w / ℓ mod z⁶⁴ for ℓ = 1 + (ell & 1)·z + (ell >>> 1)·z². */
function invert(w: u64, ell: i32): u64 {
  return ell === 3 ? invertMoore(w) : ell === 2 ? invertEven(w) : ell === 1 ? invertOne(w) : w;
}

/** The next word's input: `cur` moved up by `lift` cells (0 to 63), the low ones from `below`'s top. */
function lifted(cur: u64, below: u64, lift: i32): u64 {
  return lift === 0 ? cur : (cur << lift) | (below >>> ((64 - lift) & 63));
}

/** What the previous quotient word's top two bits carry into the next: y₆₃·ℓ'⁻¹ + y₆₂·ℓ₂⁻¹ (ℓ' = ℓ₁ + ℓ₂·z). */
function carried(prev: u64, r63: u64, r62: u64): u64 {
  // each bit spread over the word by an arithmetic shift
  return (r63 & <u64>(<i64>prev >> 63)) ^ (r62 & <u64>(<i64>(prev << 1) >> 63));
}

/** On a ring, its last `lift` cells at the top of a word: what moves round to the start when the row moves up. */
function wrapped(src: usize, bits: i32, lift: i32): u64 {
  let below: u64 = 0;
  for (let i = 0; i < lift; i++) {
    const t = bits - lift + i;
    below |= <u64>((load<u32>(at32(src, t >>> 5)) >>> (<u32>t & 31)) & 1) << (<u64>(64 - lift + i));
  }
  return below;
}

/**
 * The first pass of {@link divideRowInTwo} from word 1 on: words k ≥ 1 moved up by `lift` and divided alone, two
 * a step. A static method so that it can be `@inline` (the linter parses decorators on class members only):
 * inlined per constant ℓ, each loop has its own shift-XORs and no branch.
 */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
export class Lanes {
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static divideAlone(dst: usize, src: usize, whole: i32, lift: i32, ell: i32): i32 {
    let k = 1;
    for (; k + 2 <= whole; k += 2) {
      const at = src + (<usize>k << 3);
      const w = lift === 0 ? v128.load(at) : v128.or(i64x2.shl(v128.load(at), lift), i64x2.shr_u(v128.load(at - 8), 64 - lift));
      v128.store(dst + (<usize>k << 3), Lanes.invert(w, ell));
    }
    return k;
  }

  /**
   * dst = (b + cur moved up one cell) / ℓ + prev (+ cur when `withCur`) for ℓ = 1 + z + z² (ell 3) or 1 + z² (ell 2),
   * the dividend b alone (cur not in it) when `curOut`: the chase steps `divideMooreSum`, `divideMooreCentreSum` and
   * `divideEvenSum` (diagonal-step.ts), rows of `bits` cells (rings when `cyclic`:
   * the last cell comes round to the start). One pass, two words a step: the pair of b + cur moved up (the
   * cell from below by a shuffle of the pair before, not loaded again) divided alone in 128-bit lanes, then each
   * word's carry from the words before it in order ({@link Lanes.carry}), the pair stored with prev (+ cur). A pass
   * of quotients divided alone, then one of carries, stored every word and loaded it again: 13–19% more time a word
   * in a microbenchmark of 1200–2400-cell rings (the carries' chain of ℓ = 1 + z + z² is not what it waits on: two
   * words' carries at once from the pair before cost more). b and cur are zero past `bits`; `dst` overlaps none.
   */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static divideSum(dst: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: bool, ell: i32, withCur: bool, curOut: bool = false): void {
    const whole = stride >> 1; // whole 64-bit words
    const t = bits - 1;
    const below: u64 = cyclic ? <u64>(((load<u32>(at32(b, t >>> 5)) ^ (curOut ? 0 : load<u32>(at32(cur, t >>> 5)))) >>> (<u32>t & 31)) & 1) : 0;
    let state: u64 = 0;
    let before = i64x2.splat(below << 63);
    let k = 0;
    for (; k + 2 <= whole; k += 2) {
      const o = <usize>k << 3;
      const c = v128.load(cur + o);
      const x = curOut ? v128.load(b + o) : v128.xor(v128.load(b + o), c);
      const under = i8x16.shuffle(before, x, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23);
      before = x;
      const a = Lanes.invert(v128.or(i64x2.shl(x, 1), i64x2.shr_u(under, 63)), ell);
      const a0 = i64x2.extract_lane(a, 0);
      const a1 = i64x2.extract_lane(a, 1);
      const q0 = a0 ^ Lanes.carry(state, ell);
      state = Lanes.advance(state, a0, q0, ell);
      const q1 = a1 ^ Lanes.carry(state, ell);
      state = Lanes.advance(state, a1, q1, ell);
      const added = withCur ? v128.xor(c, v128.load(prev + o)) : v128.load(prev + o);
      v128.store(dst + o, v128.xor(added, i64x2.replace_lane(i64x2.splat(q0), 1, q1)));
    }
    // the word left (whole odd), then the half word (stride odd): the cell from below is the top of the word before
    let under = i64x2.extract_lane(before, 1) >>> 63;
    if (k < whole) {
      const o = <usize>k << 3;
      const c = load<u64>(cur + o);
      const x = curOut ? load<u64>(b + o) : load<u64>(b + o) ^ c;
      const a = Lanes.invertWord((x << 1) | under, ell);
      const q = a ^ Lanes.carry(state, ell);
      state = Lanes.advance(state, a, q, ell);
      store<u64>(dst + o, q ^ (withCur ? c : 0) ^ load<u64>(prev + o));
      under = x >>> 63;
    }
    const o = (<usize>(stride - 1)) << 2;
    if (stride & 1) {
      const c = load<u32>(cur + o);
      const x = <u64>(curOut ? load<u32>(b + o) : load<u32>(b + o) ^ c);
      store<u32>(dst + o, <u32>(Lanes.invertWord((x << 1) | under, ell) ^ Lanes.carry(state, ell)) ^ (withCur ? c : 0) ^ load<u32>(prev + o));
    }
    const tail: u32 = (bits & 31) === 0 ? 0xffffffff : (<u32>1 << (<u32>bits & 31)) - 1;
    store<u32>(dst + o, load<u32>(dst + o) & tail);
  }

  /**
   * What the words before carry into the next quotient word, from the state {@link Lanes.advance} keeps: for
   * ℓ = 1 + z + z² the quotient word before (its top two bits, {@link carried}); for 1 + z² the XOR v of the
   * quotient words' top two bits so far, v·ℓ⁻¹ (ℓ⁻¹ has period 2, which divides 64: {@link Carries}).
   */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static carry(state: u64, ell: i32): u64 {
    return ell === 2 ? state * EVEN : carried(state, invertMoore(3), invertMoore(1));
  }

  /** w / ℓ mod z⁶⁴ for ℓ = 1 + z + z² (ell 3) or 1 + z² (ell 2), inlined ({@link invert} is a call: once a row, 2% of a 1200² chase). */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static invertWord(w: u64, ell: i32): u64 {
    return ell === 2 ? invertEven(w) : invertMoore(w);
  }

  /** The state after a quotient word q (a: that word divided alone, q = a + its carry): see {@link Lanes.carry}. */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static advance(state: u64, a: u64, q: u64, ell: i32): u64 {
    return ell === 2 ? state ^ (a >>> 62) : q;
  }

  /** Both lanes of w / ℓ mod z⁶⁴, as {@link invert}. */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static invert(w: v128, ell: i32): v128 {
    if (ell === 0) return w;
    if (ell === 3) {
      w = v128.xor(w, i64x2.shl(w, 1));
      w = v128.xor(w, i64x2.shl(w, 3));
      w = v128.xor(w, i64x2.shl(w, 6));
      w = v128.xor(w, i64x2.shl(w, 12));
      w = v128.xor(w, i64x2.shl(w, 24));
      return v128.xor(w, i64x2.shl(w, 48));
    }
    // (1 + z)⁻¹ = (1 + z)·(1 + z²)⁻¹: one more step at the front of 1 + z²'s
    if (ell === 1) w = v128.xor(w, i64x2.shl(w, 1));
    w = v128.xor(w, i64x2.shl(w, 2));
    w = v128.xor(w, i64x2.shl(w, 4));
    w = v128.xor(w, i64x2.shl(w, 8));
    w = v128.xor(w, i64x2.shl(w, 16));
    return v128.xor(w, i64x2.shl(w, 32));
  }
}

/**
 * Pass 2 of {@link divideRowInTwo} for ℓ = 1 + z² (the diagonal rule's c = x): words 1 … whole − 1 at `dst`, each
 * divided alone, get the previous word's carry. That carry depends on the previous quotient's top two bits
 * s = (h, l) only, and adds exactly s to the next word's top bits (ℓ⁻¹ has period 2, which divides 64): s is the
 * XOR of the words' own top bits so far, a chain of one XOR a word, and the carry, s times a pattern of period 2,
 * a multiplication off that chain (the plain loop waits on four or five operations a word). For 1 + z + z²
 * (period 3, 64 ≡ 1 mod 3) the top bits turn by a map of order 3 each word; the same idea there (the chain on
 * M^{−k}·s, the maps by tables for k mod 3, in scalars or 128-bit lanes) cost more operations than the chain
 * it saved. A static method so that it can be `@inline` (see {@link Lanes}).
 */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class Carries {
  /** ℓ = 1 + z²: with v = 2h + l the carry is v·`r62` (r62 = ℓ⁻¹ = 1 + z² + z⁴ + …): h on the odd cells, l on the even. */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static even(dst: usize, whole: i32, r62: u64): void {
    let v: u64 = whole > 0 ? load<u64>(dst) >>> 62 : 0;
    const end = dst + (<usize>whole << 3);
    for (let p = dst + 8; p < end; p += 8) {
      const a = load<u64>(p);
      store<u64>(p, a ^ (v * r62));
      v ^= a >>> 62;
    }
  }
}

/**
 * dst = (src moved up by `lift` cells) / ℓ from a zero state, 64 cells a step (the kernel of `seriesDivideShifted`
 * in src/gf2/series.ts; ℓ = 1 + (ell & 1)·z + (ell >>> 1)·z², ell 0 a plain move): on a ring the cells moved past
 * its end come round to its start; bits past `bits` come out 0. Each word's quotient is its input divided alone plus
 * what the previous word carries ({@link carried}), so it runs in two passes: every 64-cell word divided alone, two
 * words a step in 128-bit lanes (no step depends on another), then the carries in order, a loop of a load, one
 * {@link carried} and a store: the serial chain no longer waits behind each word's dozen shift-XORs (for
 * ℓ = 1 + z² the chain is one XOR a word, {@link Carries}; one pass with the chain behind the shift-XORs: 0.24 ms
 * of a ring chase of 2000 rows in a profile, the two passes 0.17 ms). `dst` and `src` must not overlap.
 */
export function divideRowInTwo(dst: usize, src: usize, stride: i32, bits: i32, lift: i32, cyclic: bool, ell: i32): void {
  const whole = stride >> 1; // whole 64-bit words
  const below = cyclic ? wrapped(src, bits, lift) : 0;
  // pass 1: word 0 alone (its low cells come round the ring), then pairs from word 1, the rest alone
  if (whole > 0) store<u64>(dst, invert(lifted(load<u64>(src), below, lift), ell));
  // one loop per ℓ, so that each inlines its own division
  let k =
    ell === 3
      ? Lanes.divideAlone(dst, src, whole, lift, 3)
      : ell === 2
        ? Lanes.divideAlone(dst, src, whole, lift, 2)
        : ell === 1
          ? Lanes.divideAlone(dst, src, whole, lift, 1)
          : Lanes.divideAlone(dst, src, whole, lift, 0);
  for (; k < whole; k++) store<u64>(dst + (<usize>k << 3), invert(lifted(load<u64>(src + (<usize>k << 3)), load<u64>(src + (<usize>k << 3) - 8), lift), ell));
  // pass 2: the carries
  const r63 = invert(<u64>(ell & 1) | (<u64>(ell >>> 1) << 1), ell);
  const r62 = invert(<u64>(ell >>> 1), ell);
  if (ell === 2) Carries.even(dst, whole, r62);
  else if (ell !== 0) {
    let q: u64 = whole > 0 ? load<u64>(dst) : 0;
    const end = dst + (<usize>whole << 3);
    for (let p = dst + 8; p < end; p += 8) {
      // a ^ (r63 & …) first: the chain's longer arm (the shift before the spread) runs beside it
      q = (load<u64>(p) ^ (r63 & <u64>(<i64>q >> 63))) ^ (r62 & <u64>(<i64>(q << 1) >> 63));
      store<u64>(p, q);
    }
  }
  const prev: u64 = whole > 0 ? load<u64>(dst + (<usize>whole << 3) - 8) : 0;
  if (stride & 1) {
    const w = lifted(<u64>load<u32>(at32(src, stride - 1)), whole > 0 ? load<u64>(src + (<usize>whole << 3) - 8) : below, lift);
    store<u32>(at32(dst, stride - 1), <u32>(invert(w, ell) ^ carried(prev, r63, r62)));
  }
  const tail: u32 = (bits & 31) === 0 ? 0xffffffff : (<u32>1 << (<u32>bits & 31)) - 1;
  store<u32>(at32(dst, stride - 1), load<u32>(at32(dst, stride - 1)) & tail);
}

/**
 * dst = (b + cur moved up one cell) / (1 + z + z²) plus cur + prev, rows of `bits` cells (rings when `cyclic`): the
 * ring chase's step for Moore without centre (`mooreStep` in ring-chase.ts), in one pass ({@link Lanes.divideSum}).
 * The quotient alone is dst + cur + prev. b and cur are zero past `bits`; `dst` overlaps none of the others.
 */
export function divideMooreSum(dst: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: bool): void {
  Lanes.divideSum(dst, b, cur, prev, stride, bits, cyclic, 3, true);
}

/**
 * dst = b moved up one cell / (1 + z + z²) plus cur + prev, rows of `bits` cells (rings when `cyclic`): the ring
 * chase's step for Moore with centre where c is a unit (`mooreStep` in ring-steps.ts), in one pass
 * ({@link Lanes.divideSum}). The quotient alone is dst + cur + prev. b and cur are zero past `bits`; `dst` overlaps none of the others.
 */
export function divideMooreCentreSum(dst: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: bool): void {
  Lanes.divideSum(dst, b, cur, prev, stride, bits, cyclic, 3, true, true);
}
