// AssemblyScript: the ring chase's rows (src/solve/grid/ring-chase.ts, src/wasm/ring-chase-kernels.ts) on the
// library's layout: rows of `stride` u32 words, bit j of a row = cell j. Each step forms
// acc = b_r + M·P_r + D·P_{r−1} (M, D shifts 0, +1, −1 of the row, clipped or round a ring) and divides it by
// the chase coefficient as a power series (ℓ of degree ≤ 2: 64 cells a step by prefix XORs, series-words.ts;
// else by table: four byte lookups a word, and the previous word's top bits carried by one lookup), then adds
// the boundary's fix chosen by a few parities at the row's end.

import { divideEvenSum } from './diagonal-step';
import { divideMooreSum, divideRowInTwo } from './series-words';
import { foldRows, foldTileRows } from './fold-part';
import { foldedCoords, tiledCombination } from './word-period';

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
 * The parities ⟨wᵢ, row⟩ (bit i), for the d rows wᵢ at `w`, two rows a pass (the row read once for both). With
 * `periodic` = q ≠ 0 (every wᵢ repeats its first q words, cut at the row's end, and the row is zero past its end)
 * by the row's fold to q words: one pass over the row in place of d (word-period.ts).
 */
function coords(row: usize, w: usize, d: i32, stride: i32, periodic: i32): u32 {
  if (periodic) return foldedCoords(row, w, d, stride, periodic);
  const bytes = (<usize>stride) << 2;
  const vectors = stride & ~3;
  let out: u32 = 0;
  for (let i = 0; i < d; i += 2) {
    const wi = w + <usize>i * bytes;
    // the second row of the pair: w_{i+1}, or wᵢ again (its parity then dropped)
    const wj = i + 1 < d ? wi + bytes : wi;
    let v = i32x4.splat(0);
    let t = i32x4.splat(0);
    for (let k = 0; k < vectors; k += 4) {
      const x = v128.load(at(row, k));
      v = v128.xor(v, v128.and(x, v128.load(at(wi, k))));
      t = v128.xor(t, v128.and(x, v128.load(at(wj, k))));
    }
    let x = lanesXor(v);
    let z = lanesXor(t);
    for (let k = vectors; k < stride; k++) {
      const r = load<u32>(at(row, k));
      x ^= r & load<u32>(at(wi, k));
      z ^= r & load<u32>(at(wj, k));
    }
    out |= parity(x) << <u32>i;
    if (i + 1 < d) out |= parity(z) << <u32>(i + 1);
  }
  return out;
}

/** The XOR of a vector's four lanes. */
function lanesXor(v: v128): u32 {
  return <u32>(i32x4.extract_lane(v, 0) ^ i32x4.extract_lane(v, 1) ^ i32x4.extract_lane(v, 2) ^ i32x4.extract_lane(v, 3));
}

/**
 * row ^= Σ (bit i of c)·uᵢ, for the rows uᵢ at `u`, two rows a pass; with `periodic` = q ≠ 0 (every uᵢ repeats its
 * first q words, cut at the row's end) q words tiled, in one pass.
 */
function xorCombination(row: usize, u: usize, c: u32, stride: i32, periodic: i32): void {
  if (periodic) {
    tiledCombination(row, u, c, stride, periodic);
    return;
  }
  const bytes = (<usize>stride) << 2;
  for (let i = 0; c !== 0; i += 2, c >>>= 2) {
    if (!(c & 3)) continue;
    const ui = u + <usize>i * bytes;
    // bit i + 1 set only where u_{i+1} exists
    xorMasked(row, ui, c & 1 ? 0xffffffff : 0, ui + bytes, c & 2 ? 0xffffffff : 0, stride);
  }
}

/** row ^= (a & ma) ^ (b & mb), word by word (ma, mb all ones or zero; b not read when mb is 0). */
function xorMasked(row: usize, a: usize, ma: u32, b: usize, mb: u32, stride: i32): void {
  const vectors = stride & ~3;
  let k = 0;
  if (mb === 0) {
    for (; k < vectors; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), v128.load(at(a, k))));
    for (; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ load<u32>(at(a, k)));
    return;
  }
  const va = i32x4.splat(<i32>ma);
  for (; k < vectors; k += 4) v128.store(at(row, k), v128.xor(v128.load(at(row, k)), v128.xor(v128.and(v128.load(at(a, k)), va), v128.load(at(b, k)))));
  for (; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ (load<u32>(at(a, k)) & ma) ^ load<u32>(at(b, k)));
}

/** y = (acc moved up by l cells, round the ring when `cyclic`) / ℓ, ℓ⁻¹ by the table at `inv`, the carries of its top bits by the table at `carry`. */
function divideByTable(y: usize, acc: usize, stride: i32, bits: i32, l: u32, cyclic: i32, inv: usize, carry: usize, top: u32, tail: u32): void {
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

/** Parity of a u32. */
function parity(w: u32): u32 {
  return <u32>popcnt<u32>(w) & 1;
}

/** The boundary's right-hand side: bit k the parity of the four masks at `masks + 16k` with the quotient's last two words (y1, y2) and the dividend's (a1, a2). */
function boundary(y1: u32, y2: u32, a1: u32, a2: u32, masks: usize, beta: i32): i32 {
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
 * prev by the two passes of ℓ = 1 + z + z² moved up one cell (`divideMooreSum`), then the boundary's fix when
 * `fixing` (else the caller adds it). Returns the boundary's right-hand side s, or −1 when s has no fix.
 */
function mooreStep(y: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: i32, masks: usize, beta: i32, fixes: usize, bad: u32, tail: u32, fixing: bool): i32 {
  divideMooreSum(y, b, cur, prev, stride, bits, cyclic !== 0);
  // the quotient's and the dividend's last two words (stride ≥ 3)
  const last = stride - 1;
  const c1 = load<u32>(at(cur, last - 1));
  const c2 = load<u32>(at(cur, last));
  const y1 = load<u32>(at(y, last - 1)) ^ c1 ^ load<u32>(at(prev, last - 1));
  const y2 = load<u32>(at(y, last)) ^ c2 ^ load<u32>(at(prev, last));
  const s = boundary(y1, y2, load<u32>(at(b, last - 1)) ^ c1, (load<u32>(at(b, last)) ^ c2) & tail, masks, beta);
  if (s === 0) return 0;
  if ((bad >>> <u32>s) & 1) return -1;
  if (fixing) xorCombination(y, fixes + <usize>s * ((<usize>stride) << 2), 1, stride, 0);
  return s;
}

/**
 * One step of the diagonal rule's chase (see `plusPrev` in {@link ringChaseRows}): y = c⁻¹·(b + cur) + prev by
 * `divideEvenSum`, then the boundary's fix of that quotient. Returns −1 when its right-hand side has no fix, else 0.
 */
function diagonalStep(y: usize, b: usize, cur: usize, prev: usize, stride: i32, bits: i32, cyclic: i32, masks: usize, beta: i32, fixes: usize, bad: u32, tail: u32): i32 {
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

/** row ^= (`fixing` ? fix : 0) + Σ (bit i of c)·uᵢ for the d ≤ 2 rows uᵢ at `u`: the boundary's fix and the projection in one pass. */
function fixAndProject(row: usize, fix: usize, fixing: bool, u: usize, d: i32, c: u32, stride: i32): void {
  if (!fixing) {
    xorCombination(row, u, c, stride, 0);
    return;
  }
  const u1 = d > 1 ? u + ((<usize>stride) << 2) : u;
  const m0: u32 = c & 1 ? 0xffffffff : 0;
  const m1: u32 = c & 2 ? 0xffffffff : 0;
  const v0 = i32x4.splat(<i32>m0);
  const v1 = i32x4.splat(<i32>m1);
  const vectors = stride & ~3;
  let k = 0;
  for (; k < vectors; k += 4) {
    const t = v128.xor(v128.load(at(fix, k)), v128.xor(v128.and(v128.load(at(u, k)), v0), v128.and(v128.load(at(u1, k)), v1)));
    v128.store(at(row, k), v128.xor(v128.load(at(row, k)), t));
  }
  for (; k < stride; k++) store<u32>(at(row, k), load<u32>(at(row, k)) ^ load<u32>(at(fix, k)) ^ (load<u32>(at(u, k)) & m0) ^ (load<u32>(at(u1, k)) & m1));
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
 * {@link ringChaseRows} for the rules whose step divides b + P_r alone: Moore without centre ({@link mooreStep}) and,
 * with `diagonal` ≠ 0, the diagonal rule ({@link diagonalStep}); the parameters are ringChaseRows'. Exported only so
 * that the optimizer keeps it a function of its own.
 */
export function sumStepRows(
  diagonal: i32, p: usize, b: usize, bStep: i32, rows: i32, stride: i32, bits: i32, cyclic: i32, masks: usize, beta: i32, fixes: usize, bad: u32,
  proj: usize, d: i32, x2: usize, bCoords: usize, periodic: i32, rolling: i32, foldP: i32, foldQ: i32, foldScratch: usize,
): i32 {
  const bytes = (<usize>stride) << 2;
  const tail: u32 = (bits & 31) === 0 ? 0xffffffff : (<u32>1 << <u32>(bits & 31)) - 1;
  // Moore without centre's bad part of rank 1 or 2 in rows (no period) projected in the pass of the boundary's fix,
  // by the coordinates of every fix (2 bits each, β ≤ 5)
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
      : mooreStep(y, br, cur, prev, stride, bits, cyclic, masks, beta, fixes, bad, tail, !merged);
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
  // each kind of step chased by a function of its own (kept apart from this one by their export), so that a first
  // chase compiles only its own when it gets hot; the bad part's work likewise (`projectRow`), called only where asked
  if (plusOne || plusPrev) return sumStepRows(plusPrev ? 1 : 0, p, b, bStep, rows, stride, bits, cyclic, masks, beta, fixes, bad, proj, d, x2, bCoords, periodic, rolling, foldP, foldQ, foldScratch);
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
