import type { WorkOptions } from '../gf2/eliminate.ts';
import { ctz32, popcount32 } from '../gf2/words.ts';

/** Largest kernel dimension searched exhaustively (2^24 Gray-code steps). */
export const MAX_EXACT_NULLITY = 24;

/** Default bound on exhaustive work, in word operations (2^24 steps over ~60 words; about a second). */
export const DEFAULT_MAX_EXACT_WORK = 2 ** 30;

/** Options for searching a coset x₀ + span(basis) for its lightest member. */
export interface CosetSearchOptions extends WorkOptions {
  /** Largest kernel dimension to enumerate exhaustively; default {@link MAX_EXACT_NULLITY}. */
  maxExactNullity?: number;
  /** Bound on exhaustive work (steps × words touched); past it the search is heuristic. */
  maxExactWork?: number;
}

/** The lightest vector found in a coset. */
export interface CosetMinimum {
  /** The vector (a fresh array, same layout as x₀). */
  readonly vector: Uint32Array;
  /** Its number of set bits. */
  readonly weight: number;
  /** True when no lighter vector exists in the coset (exhaustive search), false when heuristic. */
  readonly proven: boolean;
}

/**
 * Finds the minimum-weight vector of x₀ + span(basis), for one basis and many x₀.
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

  constructor(basis: readonly Uint32Array[], options: CosetSearchOptions = {}) {
    this.dimension = basis.length;
    const words = basis[0]?.length ?? 0;
    const used: number[] = [];
    for (let w = 0; w < words; w++) if (basis.some((b) => b[w] !== 0)) used.push(w);
    this.support = Int32Array.from(used);
    this.compact = basis.map((b) => Uint32Array.from(used, (w) => b[w]!));
    this.current = new Uint32Array(used.length);
    const maxNullity = options.maxExactNullity ?? MAX_EXACT_NULLITY;
    const maxWork = options.maxExactWork ?? DEFAULT_MAX_EXACT_WORK;
    this.exact = this.dimension <= maxNullity && 2 ** this.dimension * Math.max(1, used.length) <= maxWork;
  }

  /** True when {@link minimize} will search exhaustively and so prove its answer. */
  get isExact(): boolean {
    return this.exact;
  }

  /** The lightest member of x₀ + span(basis). */
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

  /** Minimum weight of x₀ + span(basis) over the support words only (exhaustive; for press-count tables). */
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
