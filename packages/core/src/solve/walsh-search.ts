import type { WorkOptions } from '../work.ts';
import { ctz32 } from '../gf2/words.ts';
import type { CosetColumns, CosetSigns } from './coset-columns.ts';

/**
 * The exact search for the lightest member of a two-state coset, split so that most of the work is a
 * Walsh–Hadamard transform. The k basis vectors split into t low and k − t high ones. For one setting of the
 * high coefficients, the weight of all 2^t members that differ in the low ones is, by the formula of
 * {@link CosetColumns}, offSupport + (support − Ŝ(l))/2 where S[σ] sums the current signed counts of the
 * columns whose low bits are σ, and Ŝ is its Walsh–Hadamard transform: t·2^(t−1) additions give all 2^t
 * weights, about t/2 per member instead of a pass over the board. The high settings are walked in Gray-code
 * order, so each step negates the columns of one high vector (about half of them) in S.
 *
 * A step whose bound (support − Σ|S|)/2 cannot beat the best so far skips the transform. Memory is the
 * columns and 2·2^t counts: bounded by the basis, never by the coset.
 *
 * The walk is split into independent ranges of high settings ({@link WalshSearch.searchRange}), so that a
 * caller may share the work among threads and combine the answers.
 */

/** Low vectors per transform: 2^10 counts fit in the first-level cache and amortise a step's negations. */
export const DEFAULT_LOW_BITS = 10;

/** The best member a range search found. */
export interface RangeBest {
  /** Its weight. */
  readonly weight: number;
  /** Its coefficients of basis vectors 0..31. */
  readonly uLo: number;
  /** Its coefficients of basis vectors 32..63. */
  readonly uHi: number;
}

/** Count trailing zeros of a whole number below 2^53, at least 1. */
function ctz53(s: number): number {
  const low = s >>> 0;
  return low !== 0 ? ctz32(low) : 32 + ctz32(Math.floor(s / 2 ** 32) >>> 0);
}

/** The exact search of one coset (one basis's columns and one x₀'s signed counts). */
export class WalshSearch {
  /** Number of low vectors t (the transform has 2^t entries). */
  readonly lowBits: number;
  /** Number of high settings: ranges of {@link searchRange} lie in [0, outerSize). */
  readonly outerSize: number;
  private readonly low: Int32Array;
  private readonly members: Int32Array[];
  private readonly signs: CosetSigns;

  /**
   * Prepares the search.
   *
   * @param columns The basis's columns.
   * @param signs The signed counts of x₀.
   * @param lowBits Low vectors per transform, at most the dimension.
   */
  constructor(columns: CosetColumns, signs: CosetSigns, lowBits = DEFAULT_LOW_BITS) {
    const k = columns.dimension;
    const t = Math.min(k, lowBits);
    this.lowBits = t;
    this.outerSize = 2 ** (k - t);
    this.signs = signs;
    const n = columns.count;
    const low = new Int32Array(n);
    const lists: number[][] = Array.from({ length: k - t }, () => []);
    for (let c = 0; c < n; c++) {
      if (signs.g[c] === 0) continue; // half on, half off in every member: a constant
      const l = columns.lo[c]!;
      const h = columns.hi[c]!;
      low[c] = t === 32 ? l : l & ((1 << t) - 1);
      for (let i = t; i < k; i++) if ((i < 32 ? (l >>> i) & 1 : (h >>> (i - 32)) & 1) === 1) lists[i - t]!.push(c);
    }
    this.low = low;
    this.members = lists.map((l) => Int32Array.from(l));
  }

  /**
   * The lightest member whose high setting is the Gray code of an index in [from, to), if lighter than `below`.
   *
   * @param from First index (whole, ≥ 0).
   * @param to End index (≤ {@link outerSize}).
   * @param below Only members lighter than this count.
   * @param options Abort signal, and progress in indices done out of to − from.
   * @returns The lightest such member, or undefined when none is lighter than `below`.
   */
  searchRange(from: number, to: number, below: number, options: WorkOptions = {}): RangeBest | undefined {
    const t = this.lowBits;
    const size = 1 << t;
    const { g, support, offSupport } = this.signs;
    const low = this.low;
    const members = this.members;
    const cur = g.slice();
    const sums = new Int32Array(size);
    const work = new Int32Array(size);
    // state at the Gray code of `from`
    const gLo = ((from >>> 0) ^ ((from >>> 0) >>> 1) ^ ((Math.floor(from / 2 ** 32) & 1) << 31)) >>> 0;
    const hiPart = Math.floor(from / 2 ** 32);
    const gHi = (hiPart ^ Math.floor(hiPart / 2)) >>> 0;
    for (let i = 0; i < members.length; i++) {
      const on = i < 32 ? (gLo >>> i) & 1 : (gHi >>> (i - 32)) & 1;
      if (on) for (const c of members[i]!) cur[c] = -cur[c]!;
    }
    for (let c = 0; c < cur.length; c++) sums[low[c]!]! += cur[c]!;
    // Σ|S| bounds every Ŝ(l); kept up to date with each change of S
    let bound = 0;
    for (let i = 0; i < size; i++) bound += Math.abs(sums[i]!);
    // a member beats `below` iff Ŝ(l) > need
    let need = support + 2 * offSupport - 2 * below;
    let bestIndex = -1;
    let bestLow = 0;
    const span = to - from;
    for (let s = from; s < to; s++) {
      if (s !== from) {
        const list = members[ctz53(s)]!;
        for (let j = 0; j < list.length; j++) {
          const c = list[j]!;
          const v = cur[c]!;
          const i = low[c]!;
          const before = sums[i]!;
          const after = before - 2 * v;
          sums[i] = after;
          cur[c] = -v;
          bound += (after < 0 ? -after : after) - (before < 0 ? -before : before);
        }
      }
      if (((s - from) & 1023) === 1023) {
        options.signal?.throwIfAborted();
        options.onProgress?.(s - from, span);
      }
      if (bound <= need) continue;
      const top = transformMax(sums, work, t);
      if (top > need) {
        need = top;
        bestIndex = s;
        bestLow = argOf(work, top);
      }
    }
    options.onProgress?.(span, span);
    if (bestIndex < 0) return undefined;
    const weight = offSupport + (support - need) / 2;
    const iLo = bestIndex >>> 0;
    const iHi = Math.floor(bestIndex / 2 ** 32);
    const hLo = (iLo ^ (iLo >>> 1) ^ ((iHi & 1) << 31)) >>> 0;
    const hHi = (iHi ^ (iHi >>> 1)) >>> 0;
    // coefficients: low bits from the transform index, high bits from the Gray code shifted up by t
    const uLo = t === 32 ? bestLow : (bestLow | (hLo << t)) >>> 0;
    const uHi = t === 0 ? hHi : t === 32 ? hLo : ((hLo >>> (32 - t)) | (hHi << t)) >>> 0;
    return { weight, uLo, uHi };
  }
}

/**
 * Walsh–Hadamard transform of `sums` into `work` (length 2^t), returning its largest entry.
 *
 * @param sums The input, unchanged.
 * @param work Receives Ŝ(l) = Σ_σ sums[σ]·(−1)^{l·σ}.
 * @param t log₂ of the length.
 * @returns max_l Ŝ(l).
 */
export function transformMax(sums: Int32Array, work: Int32Array, t: number): number {
  const size = 1 << t;
  if (t === 0) {
    work[0] = sums[0]!;
    return sums[0]!;
  }
  for (let i = 0; i < size; i += 2) {
    const a = sums[i]!;
    const b = sums[i + 1]!;
    work[i] = a + b;
    work[i + 1] = a - b;
  }
  for (let h = 2; h < size; h <<= 1) {
    for (let i = 0; i < size; i += h << 1) {
      for (let j = i; j < i + h; j++) {
        const a = work[j]!;
        const b = work[j + h]!;
        work[j] = a + b;
        work[j + h] = a - b;
      }
    }
  }
  let top = work[0]!;
  for (let i = 1; i < size; i++) if (work[i]! > top) top = work[i]!;
  return top;
}

function argOf(work: Int32Array, value: number): number {
  for (let i = 0; i < work.length; i++) if (work[i] === value) return i;
  return 0;
}
