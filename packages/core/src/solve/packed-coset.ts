import type { WorkOptions } from '../work.ts';
import { type CosetBounds, type CosetMinimum, CosetMinimizer, cosetSearchBytes } from './coset-search.ts';
import { minimizeStateCoset, stateCosetBytes } from './state-coset.ts';

/**
 * Counts per cell or vertex in [0, k): two-state ones are packed into bits and searched by the bit-packed
 * {@link CosetMinimizer} (exact further, with a lower bound); other k by {@link minimizeStateCoset}.
 */

/** x as bits: bit i set when x[i] is odd. */
function pack(x: Uint8Array): Uint32Array {
  const words = new Uint32Array((x.length + 31) >>> 5);
  for (let i = 0; i < x.length; i++) if (x[i]! & 1) words[i >>> 5]! |= 1 << (i & 31);
  return words;
}

/**
 * The lightest member found of x₀ + kernel for counts mod k, by the engine that suits k.
 *
 * @param x0 One member: a count in [0, k) per cell or vertex.
 * @param generators The kernel's generators, laid out like `x0`.
 * @param orders The additive order of each generator.
 * @param k The number of states.
 * @param options Search bounds, abort signal and progress.
 * @returns The lightest member found, with a lower bound.
 */
export function minimizeCounts(
  x0: Uint8Array,
  generators: readonly Uint8Array[],
  orders: readonly number[],
  k: number,
  options: CosetBounds & WorkOptions = {},
): CosetMinimum<Uint8Array> {
  if (k !== 2 || generators.length === 0) return minimizeStateCoset(x0, generators, orders, k, options);
  const found = new CosetMinimizer(generators.map(pack), options).minimize(pack(x0), options);
  const vector = Uint8Array.from(x0, (_, i) => (found.vector[i >>> 5]! >>> (i & 31)) & 1);
  return { vector, weight: found.weight, proven: found.proven, bound: found.bound };
}

/**
 * The memory {@link minimizeCounts} holds for `count` generators of `cells` counts.
 *
 * @param count Number of generators.
 * @param cells Counts per generator.
 * @param k The number of states.
 * @returns Bytes, an upper bound.
 */
export function countsSearchBytes(count: number, cells: number, k: number): number {
  return count * cells + (k === 2 ? cosetSearchBytes(count, (cells + 31) >>> 5) : stateCosetBytes(count, cells));
}
