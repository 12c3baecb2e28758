import type { DivisionParts } from '../gf2/row-division.ts';
import type { NearShifts } from '../gf2/row-divider.ts';
import { type Hold, holdTop, kernels, memoryWords, releaseLarge, stillHeld } from './kernels.ts';
import { type RowStream, rowsIn, rowsOut } from './row-stream.ts';

/**
 * The ring chase's rows in WebAssembly (the kernel `ringChaseRows`): the same presses as the TypeScript loop of
 * `src/solve/grid/ring-chase.ts`, which stays the reference and the fallback. A setup packs, once per shape,
 * the division by the chase coefficient (ℓ's quotient and carry tables, the lift, the boundary's parities and
 * fixes); each call copies the lights in and the presses out.
 */

/** Boards of fewer words than this are chased in TypeScript (the copies would outweigh the loop). */
export const WASM_RING_CHASE_MIN_WORDS = 1 << 10;

/** Most boundary bits the kernel takes (its mask of missing fixes is one u32). */
const KERNEL_BOUNDARY = 5;

/** The per-shape tables of the kernel. */
export interface RingChaseSetup {
  readonly stride: number;
  readonly bits: number;
  readonly cyclic: boolean;
  /** M's shifts in bits 0–2 (0, +1, −1), D's in bits 3–5. */
  readonly near: number;
  readonly lift: number;
  readonly degree: number;
  /** ℓ = 1 + (ell & 1)·z + (ell >>> 1)·z² when ℓ has degree 1 or 2 (divided by prefix XORs), else 0 (by the tables). */
  readonly ell: number;
  /** ℓ⁻¹ by bytes (1024 words), then the carries (256 words). */
  readonly tables: Uint32Array;
  /** Per right-hand side bit: masks of the quotient's and the dividend's last two words. */
  readonly masks: Uint32Array;
  readonly beta: number;
  /** 2^β rows of fixes (zero where none exists). */
  readonly fixes: Uint32Array;
  /** Bit s set when right-hand side s has no fix. */
  readonly bad: number;
}

/**
 * Packs a setup, or null when the kernel cannot take the division: rows of fewer than three words, ℓ of degree
 * 0 or past 8, a boundary wider than five bits or reading cells before the row's last two words.
 *
 * @param mid M, the operator of the press row itself.
 * @param down D, the operator of the row above.
 * @param parts The chase coefficient's division.
 * @param fixes Per right-hand side, the whole fix (boundary and corrections), null where none exists.
 * @param bits Cells per row.
 * @param cyclic Whether rows are rings.
 */
export function ringChaseSetup(mid: NearShifts, down: NearShifts, parts: DivisionParts, fixes: ReadonlyArray<Uint32Array | null>, bits: number, cyclic: boolean): RingChaseSetup | null {
  const stride = (bits + 31) >>> 5;
  const shifted = parts.shifted;
  if (!shifted || stride < 3 || parts.beta > KERNEL_BOUNDARY) return null;
  const { divisor, lift, cells } = shifted;
  if (!divisor.carry || divisor.degree > 8) return null;
  const from = 32 * (stride - 2);
  const masks = new Uint32Array(4 * parts.beta);
  for (let k = 0; k < parts.beta; k++) {
    const { y, v } = cells[k]!;
    for (const [list, slot] of [[y, 0], [v, 2]] as const) {
      for (const cell of list) {
        if (cell < from) return null;
        masks[4 * k + slot + ((cell - from) >>> 5)]! ^= 1 << (cell & 31);
      }
    }
  }
  const tables = new Uint32Array(1024 + 256);
  tables.set(divisor.table);
  tables.set(divisor.carry, 1024);
  const fixRows = new Uint32Array(fixes.length * stride);
  let bad = 0;
  fixes.forEach((f, s) => {
    if (f) fixRows.set(f.subarray(0, stride), s * stride);
    else bad |= 1 << s;
  });
  const ell = divisor.degree <= 2 ? [...divisor.terms].reduce((e, t) => e | t, 0) : 0;
  return { stride, bits, cyclic, near: nearFlags(mid) | (nearFlags(down) << 3), lift, degree: divisor.degree, ell, tables, masks, beta: parts.beta, fixes: fixRows, bad };
}

/** The bad part in coordinates for the kernel: d rows wᵢ then d rows uᵢ (`low-rank-part.ts`). */
export interface KernelLowRank {
  readonly d: number;
  readonly vectors: Uint32Array;
  /** Per press row, the coordinates of its S₂ part to add while projecting (null: do not project). */
  readonly x2: Uint32Array | null;
  /** Where the coordinates ⟨wᵢ, b_r⟩ of the light rows go (null: not asked; needs lights). */
  readonly lightCoords: Uint32Array | null;
  /** The period q in words of every wᵢ and uᵢ, cut at the row's end, 0 when none (`LowRankPart.period`, at most 8). */
  readonly periodic: number;
  /**
   * The bad part folded P words at a time instead (`folded-part.ts`, e by q; d 0, no vectors): `lightCoords` then
   * receives e·fold of each light row (P words a row), and `x2` holds the folds Y of the bad part's solution (P words
   * a row), each press row r ≥ 1 coming out as P_r + tile(e·fold(P_r) + Y_r).
   */
  readonly fold?: { readonly P: number; readonly q: number };
}

/**
 * The setup of a chase whose coefficient c is 1 (cross without centre): no division, no boundary.
 *
 * @param mid M, the operator of the press row itself.
 * @param down D, the operator of the row above.
 * @param bits Cells per row.
 * @param cyclic Whether rows are rings.
 */
export function identitySetup(mid: NearShifts, down: NearShifts, bits: number, cyclic: boolean): RingChaseSetup | null {
  const stride = (bits + 31) >>> 5;
  if (stride < 3) return null;
  return { stride, bits, cyclic, near: nearFlags(mid) | (nearFlags(down) << 3), lift: 0, degree: 0, ell: 0, tables: new Uint32Array(1280), masks: new Uint32Array(0), beta: 0, fixes: new Uint32Array(stride), bad: 0 };
}

/** An operator's shifts 0, +1, −1 as bits 0–2. */
function nearFlags(n: NearShifts): number {
  return (n.keep ? 1 : 0) | (n.up ? 2 : 0) | (n.down ? 4 : 0);
}

/**
 * Lights and press rows cross into and out of the module in blocks of about this many words (whole rows, one row
 * at least), so that a block is still in the cache when the kernel reads it and when it is copied out; boards of
 * any size take the kernel. Overridden in tests by {@link withRingChaseBlockWords}.
 */
export const RING_CHASE_BLOCK_WORDS = 1 << 17;

let blockWords = RING_CHASE_BLOCK_WORDS;
let holding = true;

/**
 * `run()` with the chase's blocks of `words` words and, with `hold` false, the lights never held (as past the
 * memory's room): tests, several blocks on a small board. Both restored after.
 */
export function withRingChaseBlockWords<T>(words: number, run: () => T, hold = true): T {
  const previous = [blockWords, holding] as const;
  [blockWords, holding] = [words, hold];
  try {
    return run();
  } finally {
    [blockWords, holding] = previous;
  }
}

/**
 * One solve's lights, kept in the module's memory from its first chase to its second (`holdTop`): the second
 * reads them where the first put them, so they are copied in once. The hold ends when another call into the
 * module claims that memory (then they are copied again); past the memory's room they go a block at a time.
 */
export class HeldLights {
  /** The hold of the module's memory the lights are in, once a chase put them there. */
  hold: Hold | null = null;

  /** @param lights The lights both chases read (rows × stride words, or their stream), compared by identity. */
  constructor(readonly lights: Uint32Array | RowStream) {}
}

/**
 * Chases `rows` rows by the kernel: row 0 of the presses is `first`, the row above it `above`; the lights are
 * `lights` (rows × stride words, or a {@link RowStream} of them; null: all off). Writes every press row into `out`
 * when given (an array, or a stream); with `lowRank.x2`,
 * rows 1 … rows − 1 come out projected (P_r + Σᵢ (⟨wᵢ, P_r⟩ + bit i of x2[r])·uᵢ), row 0 as given; with
 * `lowRank.lightCoords`, the light rows' coordinates are written there. The press rows go through the module a
 * block at a time ({@link RING_CHASE_BLOCK_WORDS}): each call of the kernel starts from the last two press rows of
 * the one before, left in place. The lights go in whole and stay for the next chase when `held` holds them and
 * they fit (see {@link HeldLights}), else a block at a time with the press rows.
 *
 * @returns The last two press rows [P_{rows−2}, P_{rows−1}] (P_{−1} = `above` when rows = 1), or null without
 *   the kernels or room in their memory for one block.
 * @throws {Error} (internal) when a row needed a fix that does not exist.
 */
export function ringChaseWasm(
  setup: RingChaseSetup,
  lights: Uint32Array | RowStream | null,
  rows: number,
  first: Uint32Array,
  above: Uint32Array,
  out: Uint32Array | RowStream | null,
  lowRank: KernelLowRank | null = null,
  held: HeldLights | null = null,
): [Uint32Array, Uint32Array] | null {
  const k = kernels();
  if (!k) return null;
  const { stride } = setup;
  // press rows made per call; the call reads one light row more than it makes press rows
  const block = Math.max(1, Math.min(rows - 1, Math.floor(blockWords / stride)));
  const x2 = lowRank?.x2 ?? null;
  const lightCoords = lights ? (lowRank?.lightCoords ?? null) : null;
  const tables = (k.heapBase() >>> 2) + 4;
  const masks = tables + setup.tables.length + 4;
  const fixes = masks + setup.masks.length + 4;
  const proj = fixes + setup.fixes.length + 4;
  // words a row of x2 and of the light rows' coordinates (P with a fold), and the fold's scratch (16-byte aligned)
  const per = lowRank?.fold?.P ?? 1;
  const foldScratch = (proj + (lowRank ? lowRank.vectors.length : 0) + 4 + 3) & ~3;
  const x2At = foldScratch + (lowRank?.fold ? 16 * per + 8 : 0) + 4;
  const coords = x2At + (x2 ? (block + 1) * per : 0) + 4;
  const zero = coords + (block + 1) * per + 4;
  const acc = zero + stride + 4;
  const p = acc + stride + 4;
  // without `out`, three rows rolling (they stay in cache) in place of the block's
  const rolling = out === null;
  const b = p + (rolling ? 3 : block + 2) * stride + 4;
  const end = b + (lights ? (block + 1) * stride : 0) + 4;
  const mem = memoryWords(k, 4 * end);
  if (!mem) return null;
  // the lights whole at the memory's end, where the chase before left them or copied there now
  let whole: number | null = null;
  if (lights && held?.lights === lights && holding) {
    if (!held.hold || !stillHeld(k, held.hold)) {
      held.hold = holdTop(k, rows * stride, end);
      if (held.hold) rowsIn(lights, mem, held.hold.from, 0, rows, stride);
    }
    whole = held.hold?.from ?? null;
  }
  mem.set(setup.tables, tables);
  mem.set(setup.masks, masks);
  mem.set(setup.fixes, fixes);
  mem.fill(0, zero, zero + stride);
  if (lowRank) mem.set(lowRank.vectors, proj);
  mem.set(above.subarray(0, stride), p);
  mem.set(first.subarray(0, stride), p + stride);
  if (out) rowsOut(out, mem, p + stride, 0, 1, stride);
  let done = 0; // press rows 0 … done are made
  let slots: [number, number] = [0, 1];
  do {
    const made = Math.min(block, rows - 1 - done);
    if (lights && whole === null) rowsIn(lights, mem, b, done, made + 1, stride);
    if (x2) mem.set(x2.subarray(done * per, (done + made + 1) * per), x2At);
    const status = k.ringChaseRows(
      4 * p,
      4 * (!lights ? zero : whole === null ? b : whole + done * stride),
      lights ? stride : 0,
      made + 1,
      stride,
      setup.bits,
      setup.cyclic ? 1 : 0,
      setup.near,
      4 * acc,
      setup.lift,
      4 * tables,
      4 * (tables + 1024),
      setup.degree,
      setup.ell,
      4 * masks,
      setup.beta,
      4 * fixes,
      setup.bad,
      4 * proj,
      lowRank ? lowRank.d : 0,
      x2 ? 4 * x2At : 0,
      lightCoords ? 4 * coords : 0,
      lowRank?.periodic ?? 0,
      rolling ? 1 : 0,
      lowRank?.fold?.P ?? 0,
      lowRank?.fold?.q ?? 0,
      4 * foldScratch,
    );
    if (status !== 0) throw new Error('internal error: a row out of the image of c with no correction (c should be a unit)');
    if (lightCoords) lightCoords.set(mem.subarray(coords, coords + (made + 1) * per), done * per);
    if (out) rowsOut(out, mem, p + 2 * stride, done + 1, made, stride, 0, end);
    // rows −1 + i sit in slot i (mod 3 when rolling): the last two, rows made − 1 and made, go to slots 0 and 1
    slots = rolling ? [made % 3, (made + 1) % 3] : [made, made + 1];
    done += made;
    if (done < rows - 1) moveToFront(mem, p, stride, slots, acc);
  } while (done < rows - 1);
  const [older, newer] = slots;
  const lastTwo: [Uint32Array, Uint32Array] = [mem.slice(p + older * stride, p + (older + 1) * stride), mem.slice(p + newer * stride, p + (newer + 1) * stride)];
  releaseLarge(k);
  return lastTwo;
}

/** Moves the rows in slots [older, newer] of the rows at `p` to slots 0 and 1 (`spare`: a free row). */
function moveToFront(mem: Uint32Array, p: number, stride: number, [older, newer]: [number, number], spare: number): void {
  if (older === 0 && newer === 1) return;
  mem.copyWithin(spare, p + newer * stride, p + (newer + 1) * stride);
  mem.copyWithin(p, p + older * stride, p + (older + 1) * stride);
  mem.copyWithin(p + stride, spare, spare + stride);
}
