// AssemblyScript: the ring chase's rows (src/solve/grid/ring-chase.ts, src/wasm/ring-chase-kernels.ts) on the
// library's layout: rows of `stride` u32 words, bit j of a row = cell j. Each step forms
// acc = b_r + M·P_r + D·P_{r−1} (M, D shifts 0, +1, −1 of the row, clipped or round a ring) and divides it by
// the chase coefficient as a power series (ℓ of degree ≤ 2: 64 cells a step by prefix XORs, series-words.ts;
// else by table: four byte lookups a word, and the previous word's top bits carried by one lookup), then adds
// the boundary's fix chosen by a few parities at the row's end.

import { divideRowInTwo } from './series-words';
import { foldRows, foldTileRows } from './fold-part';
import { coords, fixAndProject, xorCombination } from './ring-coords';
import { boundary, diagonalStep, divideByTable, mooreStep } from './ring-steps';

/** Address of u32 word k of the array at p. */
function at(p: usize, k: i32): usize {
  return p + ((<usize>k) << 2);
}

/** Words k … k + 3 of b + M·cur + D·prev (1 ≤ k, k + 4 < stride), M's and D's shifts as lane masks. */
function nearVector(b: usize, cur: usize, prev: usize, k: i32, m0: v128, m1: v128, m2: v128, d0: v128, d1: v128, d2: v128): v128 {
  const c = v128.load(at(cur, k));
  const cShl = v128.or(i32x4.shl(c, 1), i32x4.shr_u(v128.load(at(cur, k - 1)), 31));
  const cShr = v128.or(i32x4.shr_u(c, 1), i32x4.shl(v128.load(at(cur, k + 1)), 31));
  const p = v128.load(at(prev, k));
  const pShl = v128.or(i32x4.shl(p, 1), i32x4.shr_u(v128.load(at(prev, k - 1)), 31));
  const pShr = v128.or(i32x4.shr_u(p, 1), i32x4.shl(v128.load(at(prev, k + 1)), 31));
  const mc = v128.xor(v128.and(c, m0), v128.xor(v128.and(cShl, m1), v128.and(cShr, m2)));
  const dp = v128.xor(v128.and(p, d0), v128.xor(v128.and(pShl, d1), v128.and(pShr, d2)));
  return v128.xor(v128.load(at(b, k)), v128.xor(mc, dp));
}

/** `near` of Moore without centre (M: shifts ±1; D: 0, ±1), the diagonal rule (M: 0; D: ±1), cross without centre (M: ±1; D: 0). */
const MOORE_NO_CENTRE: i32 = 6 | (7 << 3);
const DIAGONAL: i32 = 1 | (6 << 3);
const CROSS_NO_CENTRE: i32 = 6 | (1 << 3);
/** `near` of Moore with centre (M and D: shifts 0, ±1). */
const MOORE: i32 = 7 | (7 << 3);

/**
 * Words 1 … 4j of b + M·cur + D·prev (4j + 1 ≤ last), M's and D's flags a constant `near`. A static method so that
 * it can be `@inline` (the linter parses decorators on class members only): inlined per constant, each loop
 * reads and shifts only the terms its rule has.
 */
// biome-ignore lint/complexity/noStaticOnlyClass: a plain function cannot carry the decorator past the linter
class Near {
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static rows(acc: usize, b: usize, cur: usize, prev: usize, last: i32, near: i32): i32 {
    let k = 1;
    for (; k + 4 <= last; k += 4) {
      let x = v128.load(at(b, k));
      if (near & 7) x = v128.xor(x, Near.terms(cur, k, near & 7));
      if (near & 56) x = v128.xor(x, Near.terms(prev, k, (near >> 3) & 7));
      v128.store(at(acc, k), x);
    }
    return k;
  }

  /** Words k … k + 3 of the row at r under the shifts `flags` (bits 0–2: 0, +1, −1). */
  // @ts-expect-error: decorator (AssemblyScript)
  @inline
  static terms(r: usize, k: i32, flags: i32): v128 {
    const c = v128.load(at(r, k));
    let x = flags & 1 ? c : i32x4.splat(0);
    if (flags & 2) x = v128.xor(x, v128.or(i32x4.shl(c, 1), i32x4.shr_u(v128.load(at(r, k - 1)), 31)));
    if (flags & 4) x = v128.xor(x, v128.or(i32x4.shr_u(c, 1), i32x4.shl(v128.load(at(r, k + 1)), 31)));
    return x;
  }
}

/** Word k of b + M·cur + D·prev (words past 0 … last read as zeros), M's and D's shifts as word masks. */
function nearWord(b: usize, cur: usize, prev: usize, k: i32, last: i32, m0: u32, m1: u32, m2: u32, d0: u32, d1: u32, d2: u32): u32 {
  const cw = load<u32>(at(cur, k));
  const cl: u32 = k > 0 ? load<u32>(at(cur, k - 1)) : 0;
  const cr: u32 = k < last ? load<u32>(at(cur, k + 1)) : 0;
  const pw = load<u32>(at(prev, k));
  const pl: u32 = k > 0 ? load<u32>(at(prev, k - 1)) : 0;
  const pr: u32 = k < last ? load<u32>(at(prev, k + 1)) : 0;
  const mc = (cw & m0) ^ (((cw << 1) | (cl >>> 31)) & m1) ^ (((cw >>> 1) | (cr << 31)) & m2);
  const dp = (pw & d0) ^ (((pw << 1) | (pl >>> 31)) & d1) ^ (((pw >>> 1) | (pr << 31)) & d2);
  return load<u32>(at(b, k)) ^ mc ^ dp;
}

/**
 * The bad part folded a whole number P of words at a time (`folded-part.ts`, e by q): light row r's e·fold into
 * `lightFolds` (P words a row; 0: not asked), and press row y (row r + 1) ^= tile(e·fold(y) + Y_{r+1}) for the folds
 * Y at `ys` (0: not asked), its part in S₂ replaced by the bad part's solution as it is made.
 */
function foldedPart(y: usize, br: usize, r: i32, lightFolds: usize, ys: usize, stride: i32, P: i32, q: i32, scratch: usize): void {
  if (lightFolds !== 0) foldRows(at(lightFolds, r * P), br, 1, stride, P, q, scratch);
  if (ys !== 0) foldTileRows(y, at(ys, (r + 1) * P), 1, stride, P, q, scratch);
}

/** The address of press row −1 + i at `p` (slot i, or i mod 3 when `rolling`), rows `bytes` apart. */
function slot(p: usize, i: i32, rolling: i32, bytes: usize): usize {
  return p + <usize>(rolling ? i % 3 : i) * bytes;
}

/**
 * The bad part's work on press row y (row r + 1) after its step: the fold ({@link foldedPart}) with `foldP` ≠ 0, else
 * light row r's coordinates into `bCoords` and y's projection by `x2` (each where asked). Called only where some is
 * asked: chases without a bad part never run (nor compile) it.
 */
export function projectRow(y: usize, br: usize, r: i32, proj: usize, d: i32, x2: usize, bCoords: usize, stride: i32, periodic: i32, foldP: i32, foldQ: i32, foldScratch: usize): void {
  if (foldP) {
    foldedPart(y, br, r, bCoords, x2, stride, foldP, foldQ, foldScratch);
    return;
  }
  if (bCoords !== 0) store<u32>(at(bCoords, r), coords(br, proj, d, stride, periodic));
  if (x2 !== 0) xorCombination(y, proj + <usize>d * ((<usize>stride) << 2), coords(y, proj, d, stride, periodic) ^ load<u32>(at(x2, r + 1)), stride, periodic);
}

/** The last light row's coordinates (or fold) into `bCoords` where asked: its press row is not made, so no step wrote them. */
function lastCoords(b: usize, bStep: i32, rows: i32, proj: usize, d: i32, bCoords: usize, stride: i32, periodic: i32, foldP: i32, foldQ: i32, foldScratch: usize): void {
  if (bCoords === 0 || rows <= 0) return;
  const bLast = b + <usize>((rows - 1) * bStep) * 4;
  if (foldP) foldRows(at(bCoords, (rows - 1) * foldP), bLast, 1, stride, foldP, foldQ, foldScratch);
  else store<u32>(at(bCoords, rows - 1), coords(bLast, proj, d, stride, periodic));
}

/**
 * {@link ringChaseRows} for the rules whose step divides b + P_r or b alone: Moore without centre ({@link mooreStep}),
 * with `kind` 1 the diagonal rule ({@link diagonalStep}), with `kind` 2 Moore with centre where c is a unit (its
 * `mooreStep` dividing b alone); the parameters are ringChaseRows'. Exported only so that the optimizer keeps it a
 * function of its own.
 */
export function sumStepRows(
  kind: i32, p: usize, b: usize, bStep: i32, rows: i32, stride: i32, bits: i32, cyclic: i32, masks: usize, beta: i32, fixes: usize, bad: u32,
  proj: usize, d: i32, x2: usize, bCoords: usize, periodic: i32, rolling: i32, foldP: i32, foldQ: i32, foldScratch: usize,
): i32 {
  const bytes = (<usize>stride) << 2;
  const tail: u32 = (bits & 31) === 0 ? 0xffffffff : (<u32>1 << <u32>(bits & 31)) - 1;
  // Moore without centre's bad part of rank 1 or 2 in rows (no period) projected in the pass of the boundary's fix,
  // by the coordinates of every fix (2 bits each, β ≤ 5)
  const diagonal = kind === 1;
  const merged = !diagonal && x2 !== 0 && periodic === 0 && d >= 1 && d <= 2;
  let fixCoords: u64 = 0;
  if (merged) for (let s = 1; s < 1 << beta; s++) fixCoords |= <u64>coords(fixes + <usize>s * bytes, proj, d, stride, 0) << (<u64>s << 1);
  const projected = foldP !== 0 || bCoords !== 0 || x2 !== 0;
  for (let r = 0; r < rows - 1; r++) {
    const br = b + <usize>(r * bStep) * 4;
    const prev = slot(p, r, rolling, bytes);
    const cur = slot(p, r + 1, rolling, bytes);
    const y = slot(p, r + 2, rolling, bytes);
    const s = diagonal
      ? diagonalStep(y, br, cur, prev, stride, bits, cyclic, masks, beta, fixes, bad, tail)
      : mooreStep(y, br, cur, prev, stride, bits, cyclic, masks, beta, fixes, bad, tail, !merged, kind === 2);
    if (s < 0) return -1;
    if (merged && !foldP) {
      // the coordinates of y + fix_s from those of y and of the fix
      if (bCoords !== 0) store<u32>(at(bCoords, r), coords(br, proj, d, stride, periodic));
      const c = coords(y, proj, d, stride, 0) ^ <u32>((fixCoords >>> (<u64>s << 1)) & 3) ^ load<u32>(at(x2, r + 1));
      fixAndProject(y, fixes + <usize>s * bytes, s !== 0, proj + <usize>d * bytes, d, c, stride);
    } else if (projected) projectRow(y, br, r, proj, d, x2, bCoords, stride, periodic, foldP, foldQ, foldScratch);
  }
  lastCoords(b, bStep, rows, proj, d, bCoords, stride, periodic, foldP, foldQ, foldScratch);
  return 0;
}

/**
 * Chases rows 1 … rows − 1 of the presses at `p` (rows + 1 rows: row −1 first, then rows 0 … rows − 1; rows −1
 * and 0 given). `b` holds the lights, `bStep` words apart (0: one row of zeros for every row). `near` packs M's
 * flags (bits 0–2: shifts 0, +1, −1) and D's (bits 3–5). The division: dividend moved up `lift` cells (< 32,
 * round the ring when `cyclic`), ℓ⁻¹ by the table at `inv`, carries of the top `degree` bits (1 … 8) by the table
 * at `carry`, or with `ell` ≠ 0 (ℓ = 1 + (ell & 1)·z + (ell >>> 1)·z²) by prefix XORs; degree 0 is c = 1 (the
 * quotient is the right-hand side, no boundary). The boundary: right-hand side bit k (k < beta) is the parity of four masks at `masks + 16k` with the
 * last two words of the quotient and of acc; the fix of right-hand side s is the row at `fixes + 4·stride·s`, and
 * `bad` has bit s set when s has none.
 *
 * The bad part in coordinates (`proj`: d rows wᵢ, then d rows uᵢ or with `periodic` their tables, d ≤ 32): with `bCoords` ≠ 0 the coordinates
 * ⟨wᵢ, b_r⟩ of every light row are written there (one u32 a row); with `x2` ≠ 0 every row r ≥ 1 of the presses
 * is projected as it is made, P_r + Σᵢ (⟨wᵢ, P_r⟩ + bit i of x2[r])·uᵢ (the rows after it read only its part
 * in S₁, which the projection keeps). `periodic` = q ≠ 0 (1 … 8, ≤ stride) says every wᵢ and uᵢ repeats its
 * first q words (cut at the row's end): both then take one pass over the row (word-period.ts). With `foldP` = P ≠ 0
 * the bad part is folded instead ({@link foldedPart}, `foldScratch` as fold-part.ts's): `bCoords` receives P words a
 * light row and `x2` holds P words a press row. With
 * `rolling` ≠ 0 only three press rows are kept, row −1 + i in slot i mod 3 (when the caller wants the last two).
 *
 * @returns 0, or −1 when a row needed a fix that does not exist.
 */
export function ringChaseRows(
  p: usize,
  b: usize,
  bStep: i32,
  rows: i32,
  stride: i32,
  bits: i32,
  cyclic: i32,
  near: i32,
  acc: usize,
  lift: i32,
  inv: usize,
  carry: usize,
  degree: i32,
  ell: i32,
  masks: usize,
  beta: i32,
  fixes: usize,
  bad: u32,
  proj: usize,
  d: i32,
  x2: usize,
  bCoords: usize,
  periodic: i32,
  rolling: i32,
  foldP: i32,
  foldQ: i32,
  foldScratch: usize,
): i32 {
  const bytes = (<usize>stride) << 2;
  const last = stride - 1;
  const tail: u32 = (bits & 31) === 0 ? 0xffffffff : (<u32>1 << <u32>(bits & 31)) - 1;
  const lastBit = <u32>((bits - 1) & 31);
  const m0: u32 = near & 1 ? 0xffffffff : 0;
  const m1: u32 = near & 2 ? 0xffffffff : 0;
  const m2: u32 = near & 4 ? 0xffffffff : 0;
  const d0: u32 = near & 8 ? 0xffffffff : 0;
  const d1: u32 = near & 16 ? 0xffffffff : 0;
  const d2: u32 = near & 32 ? 0xffffffff : 0;
  const v0 = i32x4.splat(<i32>m0);
  const v1 = i32x4.splat(<i32>m1);
  const v2 = i32x4.splat(<i32>m2);
  const e0 = i32x4.splat(<i32>d0);
  const e1 = i32x4.splat(<i32>d1);
  const e2 = i32x4.splat(<i32>d2);
  const top = <u32>(32 - degree);
  const l = <u32>lift;
  // Moore without centre: c = D (ℓ = 1 + z + z² moved up one cell: shifts 0, ±1) and M = D + 1, so
  // c⁻¹·(b + M·P_r + D·P_{r−1}) = c⁻¹·(b + P_r) + P_r + P_{r−1}: the same row where c is a unit, the same E₁-part
  // where it is not (c⁻¹ is right on S₁, and every press row is projected by E₁ in the end)
  const plusOne = near === MOORE_NO_CENTRE && ell === 3 && lift === 1;
  // the diagonal rule: c = D = x (ℓ = 1 + z² moved up one cell) and M = 1, so c⁻¹·(b + M·P_r + D·P_{r−1}) =
  // c⁻¹·(b + P_r) + P_{r−1} on S₁ (`diagonalStep`)
  const plusPrev = near === DIAGONAL && ell === 2 && lift === 1;
  // Moore with centre: c = D = M (ℓ = 1 + z + z² moved up one cell), so c⁻¹·(b + M·P_r + D·P_{r−1}) =
  // c⁻¹·b + P_r + P_{r−1} where c is a unit (every right-hand side of the boundary has its fix: `bad` = 0); where it
  // is not, c⁻¹·(c·x) may differ from x by c's kernel, so those chases divide the whole sum as below
  const plusBoth = near === MOORE && ell === 3 && lift === 1 && bad === 0;
  // each kind of step chased by a function of its own (kept apart from this one by their export), so that a first
  // chase compiles only its own when it gets hot; the bad part's work likewise (`projectRow`), called only where asked
  if (plusOne || plusPrev || plusBoth) return sumStepRows(plusPrev ? 1 : plusBoth ? 2 : 0, p, b, bStep, rows, stride, bits, cyclic, masks, beta, fixes, bad, proj, d, x2, bCoords, periodic, rolling, foldP, foldQ, foldScratch);
  const projected = foldP !== 0 || bCoords !== 0 || x2 !== 0;
  for (let r = 0; r < rows - 1; r++) {
    const prev = slot(p, r, rolling, bytes);
    const cur = slot(p, r + 1, rolling, bytes);
    const y = slot(p, r + 2, rolling, bytes);
    const br = b + <usize>(r * bStep) * 4;
    // acc = b + M·cur + D·prev: words 1 … 4j by i32x4, the rest a word at a time
    store<u32>(acc, nearWord(br, cur, prev, 0, last, m0, m1, m2, d0, d1, d2));
    let k = 1;
    // the named rules' flags as constants (their loops load and shift only the terms they have), else by masks
    if (near === MOORE_NO_CENTRE) k = Near.rows(acc, br, cur, prev, last, MOORE_NO_CENTRE);
    else if (near === DIAGONAL) k = Near.rows(acc, br, cur, prev, last, DIAGONAL);
    else if (near === CROSS_NO_CENTRE) k = Near.rows(acc, br, cur, prev, last, CROSS_NO_CENTRE);
    else for (; k + 4 <= last; k += 4) v128.store(at(acc, k), nearVector(br, cur, prev, k, v0, v1, v2, e0, e1, e2));
    for (; k < last; k++) store<u32>(at(acc, k), nearWord(br, cur, prev, k, last, m0, m1, m2, d0, d1, d2));
    let a = last > 0 ? nearWord(br, cur, prev, last, last, m0, m1, m2, d0, d1, d2) & tail : load<u32>(acc) & tail;
    if (cyclic) {
      a ^= ((load<u32>(cur) & 1 & m2) ^ (load<u32>(prev) & 1 & d2)) << lastBit;
      store<u32>(acc, load<u32>(acc) ^ (((load<u32>(at(cur, last)) >>> lastBit) & 1 & m1) ^ ((load<u32>(at(prev, last)) >>> lastBit) & 1 & d1)));
    }
    store<u32>(at(acc, last), a);
    if (degree === 0) {
      // c = 1: the quotient is acc itself
      if (bCoords !== 0 && !foldP) store<u32>(at(bCoords, r), coords(br, proj, d, stride, periodic));
      memory.copy(y, acc, bytes);
      continue;
    }
    // y = (acc moved up by lift) / ℓ
    if (ell !== 0) divideRowInTwo(y, acc, stride, bits, lift, cyclic !== 0, ell);
    else divideByTable(y, acc, stride, bits, l, cyclic, inv, carry, top, tail);
    const s = boundary(last > 0 ? load<u32>(at(y, last - 1)) : 0, load<u32>(at(y, last)), last > 0 ? load<u32>(at(acc, last - 1)) : 0, load<u32>(at(acc, last)), masks, beta);
    if (s !== 0) {
      if ((bad >>> <u32>s) & 1) return -1;
      xorCombination(y, fixes + <usize>s * bytes, 1, stride, 0);
    }
    if (projected) projectRow(y, br, r, proj, d, x2, bCoords, stride, periodic, foldP, foldQ, foldScratch);
  }
  lastCoords(b, bStep, rows, proj, d, bCoords, stride, periodic, foldP, foldQ, foldScratch);
  return 0;
}
