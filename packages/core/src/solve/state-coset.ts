import type { WorkOptions } from '../work.ts';
import type { CosetBounds, CosetMinimum } from './coset-search.ts';

/** Default largest k-state coset enumerated exhaustively: 2^24 members. */
export const DEFAULT_MAX_STATE_EXACT_SOLUTIONS = 2n ** 24n;

/** Default largest k-state exhaustive work (members × cells touched per step): well under a second. */
export const DEFAULT_MAX_STATE_EXACT_WORK = 2 ** 28;

/** True when a coset of `size` members with `support` cells per step is within the bounds. */
function isExact(size: bigint, support: number, bounds: CosetBounds): boolean {
  const maxSolutions = bounds.maxExactSolutions ?? DEFAULT_MAX_STATE_EXACT_SOLUTIONS;
  const maxWork = bounds.maxExactWork ?? DEFAULT_MAX_STATE_EXACT_WORK;
  return size <= maxSolutions && Number(size) * Math.max(1, support) <= maxWork;
}

/**
 * The memory {@link minimizeStateCoset} holds for k generators of `cells` counts, with the generators:
 * the generators and their sparse copies (5 bytes per non-zero count).
 *
 * @param k Number of generators.
 * @param cells Counts per generator.
 * @returns Bytes, an upper bound.
 */
export function stateCosetBytes(k: number, cells: number): number {
  return 6 * k * cells;
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
 * a descent that adds c·gᵢ while the sum drops, reported as not proven (minimising is NP-hard in general), with
 * only the trivial lower bound 0.
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
  if (gens.length === 0) return { vector: cur, weight, proven: true, bound: weight };
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
    return { vector: best, weight: bestWeight, proven: true, bound: bestWeight };
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
  // no lower-bound argument for k states: only the trivial one
  return { vector: cur, weight, proven: false, bound: 0 };
}
