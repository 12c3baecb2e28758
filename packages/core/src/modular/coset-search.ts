import type { WorkOptions } from '../gf2/eliminate.ts';

/** Largest solution set searched exhaustively by default (2^20 members). */
export const MAX_EXACT_SOLUTIONS = 2n ** 20n;

/** Default bound on exhaustive work: steps × cells touched. */
export const DEFAULT_EXACT_WORK = 2 ** 28;

/** Bounds for {@link minimizeCoset}. */
export interface CosetBounds extends WorkOptions {
  /** Largest coset enumerated exhaustively; default {@link MAX_EXACT_SOLUTIONS}. */
  maxExactSolutions?: bigint;
  /** Largest exhaustive work (members × generator support); default {@link DEFAULT_EXACT_WORK}. */
  maxExactWork?: number;
}

/** The lightest member found of x₀ + kernel. */
export interface CosetBest {
  /** The press counts (a fresh array). */
  readonly vector: Uint8Array;
  /** Sum of the counts. */
  readonly weight: number;
  /** True when no member has a smaller sum (exhaustive search, or a single member). */
  readonly proven: boolean;
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
 * The member of x₀ + ⊕⟨gᵢ⟩ (gᵢ of additive order oᵢ) with the least sum of counts, each count in [0, k).
 * Exhaustive when the coset is small: an odometer over the coefficients adds one generator per step. Otherwise
 * a descent that adds c·gᵢ while the sum drops, reported as not proven (minimising is NP-hard in general).
 */
export function minimizeCoset(
  x0: Uint8Array,
  generators: readonly Uint8Array[],
  orders: readonly number[],
  k: number,
  options: CosetBounds = {},
): CosetBest {
  const gens = generators.map(sparse);
  const size = orders.reduce((a, o) => a * BigInt(o), 1n);
  const cur = x0.slice();
  let weight = cur.reduce((a, v) => a + v, 0);
  if (gens.length === 0) return { vector: cur, weight, proven: true };
  const support = gens.reduce((a, g) => a + g.at.length, 0) / gens.length;
  const exact = size <= (options.maxExactSolutions ?? MAX_EXACT_SOLUTIONS) && Number(size) * Math.max(1, support) <= (options.maxExactWork ?? DEFAULT_EXACT_WORK);
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
