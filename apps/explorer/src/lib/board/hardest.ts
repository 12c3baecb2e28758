import type { Board } from '@lightsout/core';

/** The most presses any solvable board of a shape needs at the least. */
export interface Hardest {
  /** The largest fewest-press count (exact), or an upper bound on it. */
  readonly max: number;
  /** True when `max` is exact; false when the search was too large and `max` is the bound cells − nullity. */
  readonly exact: boolean;
}

/** Steps (search nodes × kernel vectors, or boards looked at) the exact search may take before settling for the bound. */
export const HARDEST_WORK = 2 ** 25;

/** Boards up to this many cells are searched coset by coset when that is cheaper. */
const COSET_SEARCH_MAX_CELLS = 25;

/**
 * The most presses a solvable board of `cells` cells needs at the least, from a basis of the rule's quiet
 * patterns (the kernel K of the press matrix, as the core's `quietPatterns` gives it).
 *
 * The solutions of a solvable board are a coset x + K, and its fewest presses the least weight in that coset;
 * every coset belongs to some board, so the answer is the covering radius of K. Cells fall into types by which
 * basis vectors contain them; the weight of x + k_a (a picking basis vectors) depends only on how many cells
 * of each type x presses. The search tries those counts type by type, keeping the least weight over every
 * k_a, and prunes a branch that cannot beat the best found. When that takes more than an eighth of the
 * budget, boards of up to 25 cells are searched coset by coset instead (2^cells steps in all). Past {@link HARDEST_WORK} it gives the bound
 * cells − nullity (every coset has a member that is zero on one cell per basis vector), marked not exact.
 */
export function hardestFewest(kernel: readonly Board[], cells: number, work = HARDEST_WORK): Hardest {
  const d = kernel.length;
  if (d === 0) return { max: cells, exact: true }; // one solution each; pressing every cell is one of them
  const bound = { max: cells - d, exact: false };
  const best = d <= 16 ? typeSearch(kernel, work / 8) : null;
  if (best !== null) return { max: best, exact: true };
  if (cells <= COSET_SEARCH_MAX_CELLS && 2 ** cells <= work) return { max: cosetSearch(kernel), exact: true };
  return bound;
}

/** The covering radius by types of cells (see {@link hardestFewest}), or `null` past `work` steps. */
export function typeSearch(kernel: readonly Board[], work: number): number | null {
  const d = kernel.length;
  const sizes = typeSizes(kernel);
  const free = sizes.get(0) ?? 0; // cells in no quiet pattern: pressing them adds to every coset member alike
  sizes.delete(0);
  const types = [...sizes].sort((a, b) => b[1] - a[1]);
  const vectors = 1 << d;
  const parity = new Uint8Array(vectors * types.length);
  types.forEach(([t], i) => {
    for (let a = 0; a < vectors; a++) parity[i * vectors + a] = popcount(a & t) & 1;
  });
  const remaining = new Int32Array(types.length + 1);
  for (let i = types.length - 1; i >= 0; i--) remaining[i] = remaining[i + 1]! + types[i]![1];

  let best = 0;
  let budget = Math.floor(work / vectors);
  const weights = new Int32Array(vectors * (types.length + 1)); // weight of x + k_a after each level
  const search = (level: number): boolean => {
    if (--budget < 0) return false;
    const row = level * vectors;
    let least = Number.POSITIVE_INFINITY;
    let sum = 0;
    for (let a = 0; a < vectors; a++) {
      least = Math.min(least, weights[row + a]!);
      sum += weights[row + a]!;
    }
    if (level === types.length) {
      best = Math.max(best, least);
      return true;
    }
    // The least weight is at most any one weight, and at most their mean: each type left adds n to half of
    // them and nothing to the other half, or the reverse, whatever x does there (n/2 on average).
    const ceiling = Math.min(least + remaining[level]!, Math.floor(sum / vectors + remaining[level]! / 2));
    if (ceiling <= best) return true;
    const n = types[level]![1];
    for (const c of choices(n)) {
      const next = row + vectors;
      for (let a = 0; a < vectors; a++) weights[next + a] = weights[row + a]! + (parity[level * vectors + a] ? n - c : c);
      if (!search(level + 1)) return false;
    }
    return true;
  };
  return search(0) ? best + free : null;
}

/**
 * The covering radius coset by coset: the basis reduced so each vector owns a pivot cell, every coset has one
 * member that is zero on the pivots; the least weight over the 2^d members of each, the largest over cosets.
 * For boards of at most 30 cells (bits of one number).
 */
export function cosetSearch(kernel: readonly Board[]): number {
  const first = kernel[0]!;
  const cells = first.rows * first.cols;
  const basis = kernel.map((v) => {
    let bits = 0;
    for (let i = 0; i < cells; i++) if (v.get(Math.floor(i / first.cols), i % first.cols)) bits |= 1 << i;
    return bits;
  });
  let pivots = 0;
  for (let i = 0; i < basis.length; i++) {
    const pivot = basis[i]! & -basis[i]!;
    pivots |= pivot;
    for (let j = 0; j < basis.length; j++) if (j !== i && basis[j]! & pivot) basis[j]! ^= basis[i]!;
  }
  const span = new Int32Array(1 << basis.length);
  for (let a = 1; a < span.length; a++) span[a] = span[a & (a - 1)]! ^ basis[31 - Math.clz32(a & -a)]!;
  const free: number[] = [];
  for (let i = 0; i < cells; i++) if (!(pivots & (1 << i))) free.push(i);
  let best = 0;
  let x = 0;
  for (let step = 0; step < 2 ** free.length; step++) {
    if (step > 0) x ^= 1 << free[31 - Math.clz32(step & -step)]!;
    let least = cells;
    for (let a = 0; a < span.length && least > best; a++) least = Math.min(least, popcount(x ^ span[a]!));
    best = Math.max(best, least);
  }
  return best;
}

/** How many cells have each type: bit j of a type is set when basis vector j contains the cell. */
function typeSizes(kernel: readonly Board[]): Map<number, number> {
  const first = kernel[0]!;
  const sizes = new Map<number, number>();
  for (let r = 0; r < first.rows; r++) {
    for (let c = 0; c < first.cols; c++) {
      let type = 0;
      kernel.forEach((v, j) => {
        if (v.get(r, c)) type |= 1 << j;
      });
      sizes.set(type, (sizes.get(type) ?? 0) + 1);
    }
  }
  return sizes;
}

/** Counts 0..n, the ends first (the best choices are often there), so pruning bites early. */
function choices(n: number): number[] {
  const out = [n, 0];
  for (let c = 1; c < n; c++) out.push(c);
  return n === 0 ? [0] : out;
}

function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
