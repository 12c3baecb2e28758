import { columnDivider } from './column-divider.ts';
import { factors, TWIST_PRODUCT_MAX_SIDE } from './twist-product.ts';
import { ringSide } from './twist-product-system.ts';
import type { UprightRule } from './upright.ts';

/**
 * Whole nullity tables of a product stencil u(x)·v(y) (Moore, diagonal without centre) on the Möbius strip and the
 * Klein bottle, read upright (columns twist: m rows clip or wrap, n columns twist). `twist-product.ts` counts
 *
 *   nullity = n·J + #κ − rank,
 *
 * J = dim ker v on a column of m, #κ = ⌊m/2⌋·dim ker u on a ring of 2n (+ dim ker u on a ring of n for odd m),
 * and rank that of step 2's system, whose coefficient ⟨k_j ⊗ e_c, κ⟩ for a pattern κ_i of ring r is
 * k_j[r]·κ_i(c) + k_j[m−1−r]·κ_i(c + n) (k_j[h]·μ_i(c) for the middle ring's μ_i). So the rank is that of the
 * matrix whose rows are (the pair t = (k_j[r], k_j[m−1−r])_j of some ring r, i) and columns (j, class q): it
 * depends on m only through J, the set of pairs t its rings have and the middle row's bits (the m-side), and on
 * n only through the distinct class signatures (κ_i(c), κ_i(c + n))_i, (μ_i(c))_i (the n-side). Each side is
 * read once per side length, each pair of distinct sides' rank taken once; an entry is then a sum.
 */

/** The column side of m rows: J, the pairs its rings have (bit t of a mask) and the middle row's bits (−1 for even m). */
interface ColumnSide {
  readonly id: number;
  readonly kernel: number;
  readonly pairs: number;
  readonly middle: number;
}

/** The ring side of n twisted columns: the rings' kernel dimensions and each class's bits (ring bits 2i, 2i + 1; middle bits i). */
interface TwistSide {
  readonly id: number;
  readonly ringKernel: number;
  readonly middleKernel: number;
  readonly rings: readonly number[];
  readonly middles: readonly number[];
}

const bitAt = (v: Uint32Array, p: number): number => (v[p >>> 5]! >>> (p & 31)) & 1;

/** The rank of a list of bit masks over GF(2) (an XOR basis kept by pivot). */
function maskRank(masks: readonly number[]): number {
  const basis: number[] = [];
  for (let vec of masks) {
    for (const row of basis) vec = Math.min(vec, vec ^ row);
    if (vec !== 0) {
      basis.push(vec);
      basis.sort((a, b) => b - a);
    }
  }
  return basis.length;
}

/** The rank of step 2's system for a column side and a ring side (`null` past 30 equations: the entry goes elsewhere). */
function systemRank(column: ColumnSide, side: TwistSide): number | null {
  const classes = side.rings.length;
  if (column.kernel * classes > 30) return null;
  const masks: number[] = [];
  for (let t = 0; t < 1 << (2 * column.kernel); t++) {
    if (!((column.pairs >>> t) & 1)) continue;
    for (let i = 0; i < side.ringKernel; i++) {
      let vec = 0;
      for (let j = 0; j < column.kernel; j++) {
        const low = (t >>> (2 * j)) & 1;
        const high = (t >>> (2 * j + 1)) & 1;
        for (let q = 0; q < classes; q++) {
          const bits = side.rings[q]! >>> (2 * i);
          vec |= ((low & bits) ^ (high & (bits >>> 1))) << (j * classes + q);
        }
      }
      masks.push(vec);
    }
  }
  if (column.middle >= 0) {
    for (let i = 0; i < side.middleKernel; i++) {
      let vec = 0;
      for (let j = 0; j < column.kernel; j++) {
        const on = (column.middle >>> j) & 1;
        for (let q = 0; q < classes; q++) vec |= (on & (side.middles[q]! >>> i)) << (j * classes + q);
      }
      masks.push(vec);
    }
  }
  return maskRank(masks);
}

/**
 * The nullity of each m × n entry (upright: m rows, n twisted columns) of a product rule's table, from per-side
 * data read once per side length; null for the entries `twist-product` does not take (a twisted side below 3, a
 * wrapping one below 3, a zero form), which the caller asks elsewhere. The closure keeps its sides for one table.
 *
 * @param upright The rule read upright; its form must be a product (`isProductForm`).
 * @returns m, n ↦ the nullity of the m × n board seen upright, or null.
 */
export function productTableNullity(upright: UprightRule): (m: number, n: number) => number | null {
  const { g } = upright;
  const { u, v } = factors(g);
  const zero = !(g.g00 | g.g01 | g.g10 | g.g11);
  const columns = new Map<string, ColumnSide>();
  const byRows = new Map<number, ColumnSide>();
  const twists = new Map<string, TwistSide>();
  const byCols = new Map<number, TwistSide>();
  const ranks = new Map<number, number | null>();

  const columnSide = (m: number, wraps: boolean): ColumnSide => {
    let side = byRows.get(m);
    if (side) return side;
    const { kernel } = columnDivider(m, v[0], v[1], wraps);
    let pairs = 0;
    for (let r = 0; r < m >> 1; r++) {
      let t = 0;
      for (const [j, k] of kernel.entries()) t |= (k[r]! << (2 * j)) | (k[m - 1 - r]! << (2 * j + 1));
      pairs |= 1 << t;
    }
    let middle = -1;
    if (m % 2 === 1) {
      middle = 0;
      for (const [j, k] of kernel.entries()) middle |= k[m >> 1]! << j;
    }
    const key = `${kernel.length}:${pairs}:${middle}`;
    side = columns.get(key) ?? { id: columns.size, kernel: kernel.length, pairs, middle };
    columns.set(key, side);
    byRows.set(m, side);
    return side;
  };

  const twistSide = (n: number): TwistSide => {
    let side = byCols.get(n);
    if (side) return side;
    const { ringKernel, middleKernel, representative } = ringSide(u[0], u[1], n);
    const rings = representative.map((c) => ringKernel.reduce((bits, k, i) => bits | (bitAt(k, c) << (2 * i)) | (bitAt(k, c + n) << (2 * i + 1)), 0));
    const middles = representative.map((c) => middleKernel.reduce((bits, k, i) => bits | (bitAt(k, c) << i), 0));
    // the rank does not depend on the classes' order: the key is their sorted signatures
    const key = `${ringKernel.length}:${middleKernel.length}:${rings
      .map((bits, q) => bits * 64 + middles[q]!)
      .sort((a, b) => a - b)
      .join(',')}`;
    side = twists.get(key) ?? { id: twists.size, ringKernel: ringKernel.length, middleKernel: middleKernel.length, rings, middles };
    twists.set(key, side);
    byCols.set(n, side);
    return side;
  };

  return (m, n) => {
    // two wrapping rows are read as two clipped ones (as `uprightShape` reads them)
    const wraps = upright.wraps && m !== 2;
    if (zero || n < 3 || (wraps && m < 3) || m > TWIST_PRODUCT_MAX_SIDE || n > TWIST_PRODUCT_MAX_SIDE) return null;
    const column = columnSide(m, wraps);
    const side = twistSide(n);
    const key = column.id * 65536 + side.id;
    let rank = ranks.get(key);
    if (rank === undefined) {
      rank = systemRank(column, side);
      ranks.set(key, rank);
    }
    if (rank === null) return null;
    const patterns = (m >> 1) * side.ringKernel + (m % 2 === 1 ? side.middleKernel : 0);
    return n * column.kernel + patterns - rank;
  };
}
