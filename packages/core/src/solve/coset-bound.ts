import type { CosetColumns, CosetSigns } from './coset-columns.ts';
import type { RangeBest } from './walsh-search.ts';

/**
 * A proven lower bound on the weight of a two-state coset x₀ + span(b₀ … b_{k−1}), from disjoint
 * information sets (the argument of Brouwer and Zimmermann for the minimum distance of a code).
 *
 * An information set I is k positions whose columns are independent: every member x is fixed by its bits
 * x_I, through the coefficients u = A⁻¹(x_I ⊕ x₀_I) where row p of A is the column of p. Walk every member
 * with at most w bits set on I (Σ_{i≤w} C(k, i) of them). With m disjoint information sets, a member not met
 * on any of those walks has at least w + 1 bits on each set, so weight ≥ m·(w + 1); a member met was weighed.
 * Hence the fewest presses are at least min(lightest member met, m·(w + 1)).
 */

/** The bound and the lightest member met on the way (a candidate answer). */
export interface CosetBound {
  /** No member of the coset is lighter than this. */
  readonly bound: number;
  /** The lightest member met, or undefined when none was weighed. */
  readonly lightest: RangeBest | undefined;
}

/** A k-bit vector as two 32-bit words. */
interface Bits {
  lo: number;
  hi: number;
}

/**
 * The information-set bound within a budget of work (columns weighed).
 *
 * @param columns The basis's columns.
 * @param signs The signed counts of x₀.
 * @param x0 The member with u = 0, packed like the basis.
 * @param maxWork Largest number of column evaluations to spend.
 * @returns A proven lower bound, and the lightest member met.
 */
export function informationSetBound(columns: CosetColumns, signs: CosetSigns, x0: Uint32Array, maxWork: number): CosetBound {
  const k = columns.dimension;
  if (k === 0) return { bound: signs.offSupport, lightest: undefined };
  const sets = disjointInformationSets(columns, k);
  if (sets.length === 0) return { bound: 0, lightest: undefined };
  // the largest w whose walks fit the budget on every set
  let w = 0;
  let walk = 1; // Σ_{i≤w} C(k, i)
  while (w < k && sets.length * (walk + binomial(k, w + 1)) * columns.count <= maxWork) walk += binomial(k, ++w);
  let lightest: RangeBest | undefined;
  for (const set of sets) {
    const inverse = invert(set.map((p) => ({ lo: columns.lo[columns.columnOf[p]!]!, hi: columns.hi[columns.columnOf[p]!]! })));
    // u₀ = A⁻¹·x₀_I; flipping bit i of x_I adds column i of A⁻¹ to u
    const start: Bits = { lo: 0, hi: 0 };
    set.forEach((p, i) => {
      const bit = columns.positions[p]!;
      if ((x0[bit >>> 5]! >>> (bit & 31)) & 1) xorInto(start, inverse[i]!);
    });
    const visit = (u: Bits, first: number, depth: number): void => {
      const weight = columns.weightAt(signs, u.lo, u.hi);
      if (!lightest || weight < lightest.weight) lightest = { weight, uLo: u.lo >>> 0, uHi: u.hi >>> 0 };
      if (depth === w) return;
      for (let i = first; i < k; i++) visit({ lo: u.lo ^ inverse[i]!.lo, hi: u.hi ^ inverse[i]!.hi }, i + 1, depth + 1);
    };
    visit(start, 0, 0);
  }
  const bound = Math.min(lightest!.weight, sets.length * (w + 1) + signs.offSupport);
  return { bound, lightest };
}

/** Disjoint information sets (indices into `columns.positions`), found greedily. */
function disjointInformationSets(columns: CosetColumns, k: number): number[][] {
  const used = new Uint8Array(columns.positions.length);
  const sets: number[][] = [];
  for (;;) {
    const pivotAt: Array<Bits | undefined> = []; // reduced vectors by their lowest set bit
    const set: number[] = [];
    for (let p = 0; p < used.length && set.length < k; p++) {
      if (used[p]) continue;
      const c = columns.columnOf[p]!;
      const v: Bits = { lo: columns.lo[c]!, hi: columns.hi[c]! };
      // ascending order: a pivot only has bits at or above its own lowest one
      for (let b = 0; b < k; b++) {
        const q = pivotAt[b];
        if (q && testBit(v, b)) xorInto(v, q);
      }
      if (v.lo === 0 && v.hi === 0) continue;
      pivotAt[lowestBit(v)] = v;
      set.push(p);
    }
    if (set.length < k) return sets;
    for (const p of set) used[p] = 1;
    sets.push(set);
  }
}

/** The columns of A⁻¹, where row i of A is `rows[i]` (k independent k-bit rows): A·(column i) = eᵢ. */
function invert(rows: Bits[]): Bits[] {
  const k = rows.length;
  const a = rows.map((r) => ({ lo: r.lo, hi: r.hi }));
  const e = rows.map((_, i) => (i < 32 ? { lo: 2 ** i, hi: 0 } : { lo: 0, hi: 2 ** (i - 32) }));
  // Gauss–Jordan on [A | I]: row operations turn A into a permutation of I, and I into its inverse
  const pivotOf = new Int32Array(k).fill(-1);
  for (let col = 0, row = 0; col < k; col++) {
    let r = row;
    while (r < k && !testBit(a[r]!, col)) r++;
    if (r === k) continue;
    [a[row], a[r]] = [a[r]!, a[row]!];
    [e[row], e[r]] = [e[r]!, e[row]!];
    for (let s = 0; s < k; s++) {
      if (s !== row && testBit(a[s]!, col)) {
        xorInto(a[s]!, a[row]!);
        xorInto(e[s]!, e[row]!);
      }
    }
    pivotOf[col] = row++;
  }
  // Row ops give E·A = I, so A⁻¹ = E: column i of A⁻¹ is bit i of each row of E, read as a vector over u.
  const out: Bits[] = Array.from({ length: k }, () => ({ lo: 0, hi: 0 }));
  for (let col = 0; col < k; col++) {
    const r = e[pivotOf[col]!]!; // the row of E that yields u's coordinate `col`
    for (let i = 0; i < k; i++) if (testBit(r, i)) setBit(out[i]!, col);
  }
  return out;
}

function testBit(v: Bits, i: number): boolean {
  return i < 32 ? ((v.lo >>> i) & 1) === 1 : ((v.hi >>> (i - 32)) & 1) === 1;
}

function setBit(v: Bits, i: number): void {
  if (i < 32) v.lo = (v.lo | (1 << i)) >>> 0;
  else v.hi = (v.hi | (1 << (i - 32))) >>> 0;
}

function xorInto(v: Bits, q: Bits): void {
  v.lo = (v.lo ^ q.lo) >>> 0;
  v.hi = (v.hi ^ q.hi) >>> 0;
}

function lowestBit(v: Bits): number {
  if (v.lo !== 0) return 31 - Math.clz32(v.lo & -v.lo);
  return v.hi === 0 ? 64 : 63 - Math.clz32(v.hi & -v.hi);
}

function binomial(n: number, r: number): number {
  if (r < 0 || r > n) return 0;
  let b = 1;
  for (let i = 1; i <= r; i++) b = (b * (n - r + i)) / i;
  return b;
}
