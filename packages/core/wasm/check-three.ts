// AssemblyScript: the check of a rule whose presses reach only the rows above, at and below a light, each through
// column shifts in {−1, 0, +1} (every 3 × 3 stencil on the plane, cylinder or torus): the kernel of
// `RowOperator.clears` (src/puzzle/row-operator.ts) for its `three` rules. Row r of lights + A·presses is
// b_r + Σ_i (K_i·p_i + U_i·(p_i << 1) + D_i·(p_i >> 1)) over the sources i = r − 1, r, r + 1, with the masks K, U, D
// all ones or zero per source; on wrapped columns the shifts carry bit cols − 1 to bit 0 and back (as xorNearWraps).

/** Address of u32 word k of the array at p. */
function at32(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** One word of a source's effect: keep, up (bit j → j + 1, `left` the word before) and down (bit j → j − 1). */
function termWord(left: u32, w: u32, right: u32, keep: u32, up: u32, down: u32): u32 {
  return (w & keep) ^ (((w << 1) | (left >>> 31)) & up) ^ (((w >>> 1) | (right << 31)) & down);
}

/** Four words of a source's effect, for the words at q + 4 (the neighbours' carries read at q and q + 8). */
function termVector(q: usize, keep: v128, up: v128, down: v128): v128 {
  const w = v128.load(q, 4);
  const shl = v128.or(i32x4.shl(w, 1), i32x4.shr_u(v128.load(q), 31));
  const shr = v128.or(i32x4.shr_u(w, 1), i32x4.shl(v128.load(q, 8), 31));
  return v128.xor(v128.and(w, keep), v128.xor(v128.and(shl, up), v128.and(shr, down)));
}

/** Bits 0, 3 and 6 of a mask: the sources (the row above, the row, the row below) of one shift. */
const SOURCES: u32 = 0b001_001_001;

/** The masks of the named rules' three-row check (bit 3·i + j: source i above, the row, below; shift j keep, up, down). */
const CROSS: u32 = 0b001_111_001;
const CROSS_NO_CENTRE: u32 = 0b001_110_001;
const MOORE: u32 = 0b111_111_111;
const MOORE_NO_CENTRE: u32 = 0b111_110_111;
const DIAGONAL: u32 = 0b110_001_110;
const DIAGONAL_NO_CENTRE: u32 = 0b110_000_110;

// The masks a check is compiled for, as a type (AssemblyScript instantiates a generic function once per type, and
// the constant a type's `masks()` returns folds through it): a named rule's loop loads and adds only the sources it
// uses; `Given` (0) keeps the masks of the call and adds every source's effect in full.
class Cross { masks(): u32 { return CROSS; } }
class CrossNoCentre { masks(): u32 { return CROSS_NO_CENTRE; } }
class Moore { masks(): u32 { return MOORE; } }
class MooreNoCentre { masks(): u32 { return MOORE_NO_CENTRE; } }
class Diagonal { masks(): u32 { return DIAGONAL; } }
class DiagonalNoCentre { masks(): u32 { return DIAGONAL_NO_CENTRE; } }
class Given { masks(): u32 { return 0; } }

/**
 * The sum of the four-word vectors at byte offset `at` from the sources in `set` (bits 0, 3, 6: the rows at
 * q − bytes, q, q + bytes); only those are loaded.
 */
function sourceSum(q: usize, bytes: usize, at: usize, set: u32): v128 {
  let sum = i32x4.splat(0);
  if ((set & 1) !== 0) sum = v128.load(q - bytes + at);
  if ((set & 8) !== 0) sum = (set & 1) !== 0 ? v128.xor(sum, v128.load(q + at)) : v128.load(q + at);
  if ((set & 64) !== 0) sum = (set & 9) !== 0 ? v128.xor(sum, v128.load(q + bytes + at)) : v128.load(q + bytes + at);
  return sum;
}

// Where a vector of a row lies, as a type (each instantiation has one caller, so it folds in): in the middle, the
// neighbours' carries loaded; the first four words of a row of a multiple of four words, the carry from the left
// taken from `outer` (zero, or on wrapped columns the sum of the sources' last words); the last four, the carry from
// the right from `outer` (zero, or the sum of the sources' first words).
class Middle { edge(): i32 { return 0; } }
class First { edge(): i32 { return 1; } }
class Last { edge(): i32 { return 2; } }

/**
 * The effect on the four words at q + 4 (q the address of the word left of them) of a named rule's sources: shifts
 * are linear, so the sources of each shift are summed first and shifted once (keep K, up U with the carry from the
 * word on the left, down D with the carry from the right), and equal sums are taken once (Moore: one sum).
 */
function namedEffect<R, E>(q: usize, bytes: usize, outer: v128): v128 {
  const masks = changetype<R>(0).masks();
  const edge = changetype<E>(0).edge();
  const keep = masks & SOURCES;
  const up = (masks >>> 1) & SOURCES;
  const down = (masks >>> 2) & SOURCES;
  const k = sourceSum(q, bytes, 4, keep);
  const u = up === keep ? k : sourceSum(q, bytes, 4, up);
  const d = down === keep ? k : down === up ? u : sourceSum(q, bytes, 4, down);
  let sum = k;
  if (up !== 0) {
    const left = edge === 1 ? i32x4.shuffle(outer, u, 3, 4, 5, 6) : sourceSum(q, bytes, 0, up);
    sum = v128.xor(sum, v128.or(i32x4.shl(u, 1), i32x4.shr_u(left, 31)));
  }
  if (down !== 0) {
    const right = edge === 2 ? i32x4.shuffle(d, outer, 1, 2, 3, 4) : sourceSum(q, bytes, 8, down);
    sum = v128.xor(sum, v128.or(i32x4.shr_u(d, 1), i32x4.shl(right, 31)));
  }
  return sum;
}

/** All ones when bit `i` of `masks` is set, else zero. */
function maskBit(masks: u32, i: u32): u32 {
  return 0 - ((masks >>> i) & 1);
}

/**
 * Checks `rows` rows of presses at `p` against the lights at `b`: the rows above and below the block (the
 * neighbours, the wrapped rows, or zeros at clipped edges) sit just before and after it, so a board is checked
 * block by block. One pass over the words, the presses' set bits counted on the way, the bits past the last
 * column (`~tail`) of both checked to be zero. The named rules' masks take loops of their own, which load and add
 * only the sources the rule uses (CPU time, 10000², load ~5: Moore 7.3 → 3.9 ms, cross on the torus 5.4 → 3.3 ms,
 * diagonal without centre 5.2 → 3.6 ms, the copies into the module's memory about 1.7 ms of each), and take rows of a
 * multiple of four words wholly in vectors (2048²: 20–22% less again, 1024²: 28–31%).
 *
 * @param masks Bit 3·i + j: source i (0 the row above, 1 the row, 2 the row below), shift j (0 keep, 1 up, 2 down).
 * @param lastBit On wrapped columns (cols − 1) & 31, else −1.
 * @returns The number of presses in the block when every light ends off, −1 at the first row left lit (or with a
 *   press past the last column), −2 at a light past the last column (a malformed board).
 */
export function checkThree(p: usize, b: usize, rows: i32, stride: i32, tail: u32, masks: u32, lastBit: i32): i32 {
  switch (masks) {
    case CROSS: return checkRows<Cross>(p, b, rows, stride, tail, masks, lastBit);
    case CROSS_NO_CENTRE: return checkRows<CrossNoCentre>(p, b, rows, stride, tail, masks, lastBit);
    case MOORE: return checkRows<Moore>(p, b, rows, stride, tail, masks, lastBit);
    case MOORE_NO_CENTRE: return checkRows<MooreNoCentre>(p, b, rows, stride, tail, masks, lastBit);
    case DIAGONAL: return checkRows<Diagonal>(p, b, rows, stride, tail, masks, lastBit);
    case DIAGONAL_NO_CENTRE: return checkRows<DiagonalNoCentre>(p, b, rows, stride, tail, masks, lastBit);
    default: return checkRows<Given>(p, b, rows, stride, tail, masks, lastBit);
  }
}

/** {@link checkThree} with its vector loop compiled for the masks of `R`. */
function checkRows<R>(p: usize, b: usize, rows: i32, stride: i32, tail: u32, masks: u32, lastBit: i32): i32 {
  const named = changetype<R>(0).masks() !== 0;
  const vm = changetype<R>(0).masks();
  const wrap = lastBit >= 0;
  const shift = <u32>(lastBit & 31);
  // A named rule's rows of a multiple of four words (at least eight; on wrapped columns a multiple of 32 columns) go
  // wholly in vectors: the first and last four words take their outer carries from `outer` (see Middle, First, Last).
  const whole = named && (stride & 3) === 0 && stride >= 8 && (!wrap || shift === 31);
  const zero = i32x4.splat(0);
  const lastMask = i32x4.replace_lane(i32x4.splat(-1), 3, tail);
  const bytes = (<usize>stride) << 2;
  const last = stride - 1;
  const ka = maskBit(masks, 0), ua = maskBit(masks, 1), da = maskBit(masks, 2);
  const kb = maskBit(masks, 3), ub = maskBit(masks, 4), db = maskBit(masks, 5);
  const kc = maskBit(masks, 6), uc = maskBit(masks, 7), dc = maskBit(masks, 8);
  const vka = i32x4.splat(ka), vua = i32x4.splat(ua), vda = i32x4.splat(da);
  const vkb = i32x4.splat(kb), vub = i32x4.splat(ub), vdb = i32x4.splat(db);
  const vkc = i32x4.splat(kc), vuc = i32x4.splat(uc), vdc = i32x4.splat(dc);
  const lights = b - p; // from a press to its light
  let weight: u64 = 0;
  for (let r = 0; r < rows; r++) {
    const cur = p + <usize>r * bytes;
    const above = cur - bytes;
    const below = cur + bytes;
    const br = b + <usize>r * bytes;
    if ((load<u32>(at32(br, last)) & ~tail) !== 0) return -2;
    const a0 = load<u32>(above), b0 = load<u32>(cur), c0 = load<u32>(below);
    const aL = load<u32>(at32(above, last)), bL = load<u32>(at32(cur, last)), cL = load<u32>(at32(below, last));
    // the wrapped columns' carries: bit cols − 1 to bit 0 (up), bit 0 to bit cols − 1 (down)
    const into0: u32 = wrap ? ((aL >>> shift) & 1 & ua) ^ ((bL >>> shift) & 1 & ub) ^ ((cL >>> shift) & 1 & uc) : 0;
    const intoL: u32 = wrap ? (((a0 & 1) << shift) & da) ^ (((b0 & 1) << shift) & db) ^ (((c0 & 1) << shift) & dc) : 0;
    let bad: u32 = bL & ~tail;
    let vbad = zero;
    if (whole) {
      const end = cur + bytes - 16; // the last four words
      const outerUp = wrap ? i32x4.splat((aL & maskBit(vm, 1)) ^ (bL & maskBit(vm, 4)) ^ (cL & maskBit(vm, 7))) : zero;
      vbad = v128.xor(v128.load(cur + lights), namedEffect<R, First>(cur - 4, bytes, outerUp));
      weight += popcnt<u64>(load<u64>(cur)) + popcnt<u64>(load<u64>(cur, 8));
      const outerDown = wrap ? i32x4.splat((a0 & maskBit(vm, 2)) ^ (b0 & maskBit(vm, 5)) ^ (c0 & maskBit(vm, 8))) : zero;
      vbad = v128.or(vbad, v128.and(v128.xor(v128.load(end + lights), namedEffect<R, Last>(end - 4, bytes, outerDown)), lastMask));
      weight += popcnt<u64>(load<u64>(end)) + popcnt<u64>(load<u64>(end, 8));
    } else if (last === 0) {
      const word = (load<u32>(br) ^ termWord(0, a0, 0, ka, ua, da) ^ termWord(0, b0, 0, kb, ub, db) ^ termWord(0, c0, 0, kc, uc, dc)) & tail;
      if ((bad | (word ^ into0 ^ intoL)) !== 0) return -1;
      weight += <u64>popcnt<u32>(b0);
      continue;
    } else {
      bad |=
        load<u32>(br) ^ into0 ^
        termWord(0, a0, load<u32>(at32(above, 1)), ka, ua, da) ^
        termWord(0, b0, load<u32>(at32(cur, 1)), kb, ub, db) ^
        termWord(0, c0, load<u32>(at32(below, 1)), kc, uc, dc);
      bad |=
        ((load<u32>(at32(br, last)) ^
          termWord(load<u32>(at32(above, last - 1)), aL, 0, ka, ua, da) ^
          termWord(load<u32>(at32(cur, last - 1)), bL, 0, kb, ub, db) ^
          termWord(load<u32>(at32(below, last - 1)), cL, 0, kc, uc, dc)) &
          tail) ^
        intoL;
      weight += <u64>popcnt<u32>(b0);
      weight += <u64>popcnt<u32>(bL);
    }
    // The middle, four words at a time (q the address of the word left of the four): words 4 .. stride − 5 of whole
    // rows, else words 1 .. 4·vectors and the rest one at a time.
    const vectors = whole ? 0 : (last - 1) >> 2;
    for (let q = whole ? cur + 12 : cur, end = whole ? cur + bytes - 20 : cur + ((<usize>vectors) << 4); q < end; q += 16) {
      const sum = named
        ? namedEffect<R, Middle>(q, bytes, zero)
        : v128.xor(termVector(q - bytes, vka, vua, vda), v128.xor(termVector(q, vkb, vub, vdb), termVector(q + bytes, vkc, vuc, vdc)));
      vbad = v128.or(vbad, v128.xor(v128.load(q + lights, 4), sum));
      weight += popcnt<u64>(load<u64>(q, 4)) + popcnt<u64>(load<u64>(q, 12));
    }
    for (let k = whole ? last : 1 + (vectors << 2); k < last; k++) {
      const w = load<u32>(at32(cur, k));
      bad |=
        load<u32>(at32(br, k)) ^
        termWord(load<u32>(at32(above, k - 1)), load<u32>(at32(above, k)), load<u32>(at32(above, k + 1)), ka, ua, da) ^
        termWord(load<u32>(at32(cur, k - 1)), w, load<u32>(at32(cur, k + 1)), kb, ub, db) ^
        termWord(load<u32>(at32(below, k - 1)), load<u32>(at32(below, k)), load<u32>(at32(below, k + 1)), kc, uc, dc);
      weight += <u64>popcnt<u32>(w);
    }
    if (bad !== 0 || v128.any_true(vbad)) return -1;
  }
  return <i32>weight;
}
