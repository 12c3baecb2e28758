import type { WorkOptions } from '../work.ts';
import { ctz32, popcount32 } from '../gf2/words.ts';

/**
 * The lightest member of a coset x₀ + kernel: the fewest presses among all solutions of one board. Exact by
 * enumeration when the coset is small enough, otherwise a bounded descent whose answer is not proven
 * (minimising is NP-hard in general). One set of bounds serves every kind of puzzle; two engines do the
 * work, because two-state press patterns are bit-packed and k-state ones are one count per cell.
 */

/** Default bound on the coset size searched exhaustively: 2^24 members. */
export const DEFAULT_MAX_EXACT_SOLUTIONS = 2n ** 24n;

/** Default bound on exhaustive work (members × words or cells touched per step): well under a second. */
export const DEFAULT_MAX_EXACT_WORK = 2 ** 28;

/** How hard to search for the fewest presses. */
export interface CosetBounds {
  /** Largest coset (number of solutions) enumerated exhaustively; default {@link DEFAULT_MAX_EXACT_SOLUTIONS}. */
  maxExactSolutions?: bigint;
  /** Largest exhaustive work, members × words (or cells) touched per step; default {@link DEFAULT_MAX_EXACT_WORK}. */
  maxExactWork?: number;
}

/** True when a coset of `size` members with `support` words or cells per step is within the bounds. */
function isExact(size: bigint, support: number, bounds: CosetBounds): boolean {
  const maxSolutions = bounds.maxExactSolutions ?? DEFAULT_MAX_EXACT_SOLUTIONS;
  const maxWork = bounds.maxExactWork ?? DEFAULT_MAX_EXACT_WORK;
  return size <= maxSolutions && Number(size) * Math.max(1, support) <= maxWork;
}

/** The lightest vector found in a coset. */
export interface CosetMinimum<V = Uint32Array> {
  /** The vector (a fresh array, same layout as x₀). */
  readonly vector: V;
  /** Its weight: set bits, or the sum of the counts. */
  readonly weight: number;
  /** True when no lighter vector exists in the coset (exhaustive search), false when heuristic. */
  readonly proven: boolean;
}

/**
 * The two-state engine: the minimum-weight vector of x₀ + span(basis), for one basis and many x₀.
 * Only words where some basis vector is non-zero can change, so the search works on that compact support.
 * With k basis vectors it walks all 2^k combinations in Gray-code order, one vector XOR per step,
 * when k and the work are within bounds; otherwise it runs a bounded greedy descent (single and pair flips)
 * and reports the result as not proven.
 */
export class CosetMinimizer {
  /** Number of basis vectors. */
  readonly dimension: number;
  private readonly support: Int32Array;
  private readonly compact: Uint32Array[];
  private readonly current: Uint32Array;
  private readonly exact: boolean;

  /**
   * Prepares the search for one basis.
   *
   * @param basis The kernel's basis: packed vectors, all of the same length.
   * @param bounds When to search exhaustively.
   */
  constructor(basis: readonly Uint32Array[], bounds: CosetBounds = {}) {
    this.dimension = basis.length;
    const words = basis[0]?.length ?? 0;
    const used: number[] = [];
    for (let w = 0; w < words; w++) if (basis.some((b) => b[w] !== 0)) used.push(w);
    this.support = Int32Array.from(used);
    this.compact = basis.map((b) => Uint32Array.from(used, (w) => b[w]!));
    this.current = new Uint32Array(used.length);
    this.exact = this.dimension < 53 && isExact(2n ** BigInt(this.dimension), used.length, bounds);
  }

  /** True when {@link minimize} will search exhaustively and so prove its answer. */
  get isExact(): boolean {
    return this.exact;
  }

  /**
   * The lightest member of x₀ + span(basis).
   *
   * @param x0 One member of the coset, packed like the basis.
   * @param options Abort signal and progress.
   * @returns The lightest member found.
   */
  minimize(x0: Uint32Array, options: WorkOptions = {}): CosetMinimum {
    const cur = this.current;
    const support = this.support;
    for (let i = 0; i < support.length; i++) cur[i] = x0[support[i]!]!;
    const mask = this.exact ? this.searchExact(options) : this.searchGreedy(options);
    const vector = x0.slice();
    for (let i = 0; i < this.dimension; i++) {
      if (mask[i]) {
        const b = this.compact[i]!;
        for (let j = 0; j < support.length; j++) vector[support[j]!]! ^= b[j]!;
      }
    }
    let weight = 0;
    for (let i = 0; i < vector.length; i++) weight += popcount32(vector[i]!);
    return { vector, weight, proven: this.exact };
  }

  /**
   * Minimum weight of x₀ + span(basis) over the support words only (exhaustive; for press-count tables).
   *
   * @param x0 One member of the coset, packed like the basis.
   * @returns The weight within the support words; always exhaustive, 2^dimension steps, whatever the bounds.
   */
  minimumSupportWeight(x0: Uint32Array): number {
    const cur = this.current;
    for (let i = 0; i < this.support.length; i++) cur[i] = x0[this.support[i]!]!;
    let weight = this.supportWeight();
    let best = weight;
    const steps = 2 ** this.dimension;
    for (let step = 1; step < steps; step++) {
      weight = this.flip(ctz32(step), weight);
      if (weight < best) best = weight;
    }
    return best;
  }

  private supportWeight(): number {
    let w = 0;
    for (let i = 0; i < this.current.length; i++) w += popcount32(this.current[i]!);
    return w;
  }

  /** XORs basis vector `i` into the current vector and returns the updated weight. */
  private flip(i: number, weight: number): number {
    const cur = this.current;
    const b = this.compact[i]!;
    for (let j = 0; j < cur.length; j++) {
      const bj = b[j]!;
      if (bj === 0) continue;
      const before = cur[j]!;
      const after = before ^ bj;
      cur[j] = after;
      weight += popcount32(after) - popcount32(before);
    }
    return weight;
  }

  private searchExact({ signal, onProgress }: WorkOptions): Uint8Array {
    const k = this.dimension;
    const steps = 2 ** k;
    let weight = this.supportWeight();
    let best = weight;
    let bestCode = 0;
    for (let step = 1; step < steps; step++) {
      if ((step & 0xffff) === 0) {
        signal?.throwIfAborted();
        onProgress?.(step, steps);
      }
      weight = this.flip(ctz32(step), weight);
      if (weight < best) {
        best = weight;
        bestCode = step ^ (step >>> 1);
      }
    }
    onProgress?.(steps, steps);
    const mask = new Uint8Array(k);
    for (let i = 0; i < k; i++) mask[i] = (bestCode >>> i) & 1;
    return mask;
  }

  private searchGreedy({ signal }: WorkOptions): Uint8Array {
    const k = this.dimension;
    const mask = new Uint8Array(k);
    let weight = this.supportWeight();
    const maxRounds = 64;
    for (let round = 0; round < maxRounds; round++) {
      signal?.throwIfAborted();
      let improved = false;
      for (let i = 0; i < k; i++) {
        const w = this.flip(i, weight);
        if (w < weight) {
          weight = w;
          mask[i]! ^= 1;
          improved = true;
        } else this.flip(i, w);
      }
      if (!improved && k <= 256) {
        for (let i = 0; i < k && !improved; i++) {
          const wi = this.flip(i, weight);
          for (let j = i + 1; j < k; j++) {
            const wij = this.flip(j, wi);
            if (wij < weight) {
              weight = wij;
              mask[i]! ^= 1;
              mask[j]! ^= 1;
              improved = true;
              break;
            }
            this.flip(j, wij);
          }
          if (!improved) this.flip(i, wi);
        }
      }
      if (!improved) break;
    }
    return mask;
  }
}

/** A generator as its non-zero positions and values. */
interface Sparse {
  readonly at: Int32Array;
  readonly value: Uint8Array;
}

const sparse = (g: Uint8Array): Sparse => {
  const at: number[] = [];
  for (let i = 0; i < g.length; i++) if (g[i]) at.push(i);
  return { at: Int32Array.from(at), value: Uint8Array.from(at, (i) => g[i]!) };
};

/** Adds c·g to cur in place (mod k); returns the change of the sum of cur. */
function addMultiple(cur: Uint8Array, g: Sparse, c: number, k: number): number {
  let delta = 0;
  for (let i = 0; i < g.at.length; i++) {
    const j = g.at[i]!;
    const before = cur[j]!;
    const after = (before + c * g.value[i]!) % k;
    cur[j] = after;
    delta += after - before;
  }
  return delta;
}

/**
 * The k-state engine: the member of x₀ + ⊕⟨gᵢ⟩ (gᵢ of additive order oᵢ) with the least sum of counts, each count in [0, k).
 * Exhaustive when the coset is small: an odometer over the coefficients adds one generator per step. Otherwise
 * a descent that adds c·gᵢ while the sum drops, reported as not proven (minimising is NP-hard in general).
 *
 * @param x0 One member of the coset: a count in [0, k) per cell or vertex.
 * @param generators The kernel's generators, laid out like `x0`.
 * @param orders The additive order of each generator.
 * @param k The number of states.
 * @param options Search bounds, abort signal and progress.
 * @returns The lightest member found.
 */
export function minimizeStateCoset(
  x0: Uint8Array,
  generators: readonly Uint8Array[],
  orders: readonly number[],
  k: number,
  options: CosetBounds & WorkOptions = {},
): CosetMinimum<Uint8Array> {
  const gens = generators.map(sparse);
  const size = orders.reduce((a, o) => a * BigInt(o), 1n);
  const cur = x0.slice();
  let weight = cur.reduce((a, v) => a + v, 0);
  if (gens.length === 0) return { vector: cur, weight, proven: true };
  const support = gens.reduce((a, g) => a + g.at.length, 0) / gens.length;
  const exact = isExact(size, support, options);
  if (exact) {
    let best = cur.slice();
    let bestWeight = weight;
    const digits = new Int32Array(gens.length);
    const total = Number(size);
    for (let step = 1; step < total; step++) {
      if ((step & 16383) === 0) {
        options.signal?.throwIfAborted();
        options.onProgress?.(step, total);
      }
      // odometer: add g₀; each digit that wraps round carries one more generator
      let i = 0;
      for (;;) {
        weight += addMultiple(cur, gens[i]!, 1, k);
        if (++digits[i]! < orders[i]!) break;
        digits[i++] = 0;
      }
      if (weight < bestWeight) {
        bestWeight = weight;
        best = cur.slice();
      }
    }
    options.onProgress?.(total, total);
    return { vector: best, weight: bestWeight, proven: true };
  }
  let improved = true;
  for (let sweep = 0; improved && sweep < 64; sweep++) {
    options.signal?.throwIfAborted();
    improved = false;
    for (let i = 0; i < gens.length; i++) {
      let bestC = 0;
      let bestDelta = 0;
      const g = gens[i]!;
      for (let c = 1; c < orders[i]!; c++) {
        let delta = 0;
        for (let t = 0; t < g.at.length; t++) {
          const before = cur[g.at[t]!]!;
          delta += ((before + c * g.value[t]!) % k) - before;
        }
        if (delta < bestDelta) {
          bestDelta = delta;
          bestC = c;
        }
      }
      if (bestC !== 0) {
        weight += addMultiple(cur, g, bestC, k);
        improved = true;
      }
    }
  }
  return { vector: cur, weight, proven: false };
}
