import type { Offset } from './stencil.ts';
import type { Edges } from './topology.ts';

/**
 * The cells a press reaches on any pair of edge kinds, cell by cell, exactly as the definition says (the
 * twisted surfaces need it: there a press does not reach the same offsets from every cell).
 *
 * A press at (r, c) with offset (dr, dc) reaches (r + dr, c + dc), resolved columns first: a column off the
 * board is dropped (`clip`), taken mod n (`wrap`), or taken mod n with the row r₁ = r + dr replaced by
 * m − 1 − r₁ when the seam was crossed an odd number of times (`twist`). Then rows, the same way, where
 * `twist` replaces the column c by n − 1 − c. The reached cells form a set: a cell reached twice toggles once.
 *
 * Cells are numbered r·cols + c on the m × n board; with `swapped`, on its transpose (the caller's frame).
 */
export class SurfaceReach {
  private readonly m: number;
  private readonly n: number;
  private readonly dr: Int32Array;
  private readonly dc: Int32Array;

  /**
   * @param offsets The distinct stencil offsets.
   * @param m Rows of the board.
   * @param n Columns of the board.
   * @param edges The edge kind of each axis.
   * @param reversed True for the transposed matrix: a press reaches the cells whose press reaches it.
   * @param swapped True when cells are numbered on the transposed (n × m) board.
   */
  constructor(
    offsets: readonly Offset[],
    m: number,
    n: number,
    readonly edges: Edges,
    readonly reversed: boolean,
    readonly swapped: boolean,
  ) {
    this.m = m;
    this.n = n;
    this.dr = Int32Array.from(offsets, (o) => o[0]);
    this.dc = Int32Array.from(offsets, (o) => o[1]);
  }

  /** The same reach, cells numbered on the transposed board. */
  transposed(): SurfaceReach {
    const offsets = Array.from(this.dr, (dr, i): Offset => [dr, this.dc[i]!]);
    return new SurfaceReach(offsets, this.m, this.n, this.edges, this.reversed, !this.swapped);
  }

  /** The most cells one call of {@link cells} writes: one per offset, two when columns twist (backwards). */
  get width(): number {
    return this.dr.length * (this.edges.cols === 'twist' ? 2 : 1);
  }

  /**
   * Writes into `out` the distinct cells a press at `cell` reaches (`direction` 1), or the presses that
   * reach `cell` (−1); returns how many. `out` needs {@link width} entries.
   */
  cells(cell: number, out: Int32Array, direction: 1 | -1): number {
    const { m, n, swapped } = this;
    const side = swapped ? m : n;
    const a = (cell / side) | 0;
    const b = cell - a * side;
    const r = swapped ? b : a;
    const c = swapped ? a : b;
    let count = 0;
    const add = (t: number): void => {
      if (t < 0) return;
      const tr = (t / n) | 0;
      const v = swapped ? (t - tr * n) * m + tr : t;
      for (let k = 0; k < count; k++) if (out[k] === v) return;
      out[count++] = v;
    };
    const forward = (direction === 1) !== this.reversed;
    for (let i = 0; i < this.dr.length; i++) {
      if (forward) add(this.forward(r, c, this.dr[i]!, this.dc[i]!));
      else {
        add(this.backward(r, c, this.dr[i]!, this.dc[i]!, 0));
        if (this.edges.cols === 'twist') add(this.backward(r, c, this.dr[i]!, this.dc[i]!, 1));
      }
    }
    return count;
  }

  /** The cell (r·n + c) a press at (r, c) reaches through offset (dr, dc), or −1 when it is clipped. */
  private forward(r: number, c: number, dr: number, dc: number): number {
    const { m, n, edges } = this;
    let r1 = r + dr;
    let c1 = c + dc;
    if (c1 < 0 || c1 >= n) {
      if (edges.cols === 'clip') return -1;
      const k = Math.floor(c1 / n);
      c1 -= k * n;
      if (edges.cols === 'twist' && (k & 1) !== 0) r1 = m - 1 - r1;
    }
    if (r1 < 0 || r1 >= m) {
      if (edges.rows === 'clip') return -1;
      const j = Math.floor(r1 / m);
      r1 -= j * m;
      if (edges.rows === 'twist' && (j & 1) !== 0) c1 = n - 1 - c1;
    }
    return r1 * n + c1;
  }

  /**
   * The press (r·n + c) whose offset (dr, dc) reaches the light (r2, c2) after crossing the column seam a
   * number of times of parity `p`, or −1. The column step sends r to r₁ = r + dr (p even) or to
   * r₁ = m − 1 − r − dr (p odd), so r₁ lies in one window of m rows, which fixes the rows crossing.
   */
  private backward(r2: number, c2: number, dr: number, dc: number, p: 0 | 1): number {
    const { m, n, edges } = this;
    const lo = p === 0 ? dr : -dr; // r₁ ∈ [lo, lo + m)
    let r1 = r2;
    let c1 = c2;
    if (edges.rows === 'clip') {
      if (r1 < lo || r1 >= lo + m) return -1;
    } else {
      r1 = lo + mod(r2 - lo, m);
      const j = (r1 - r2) / m;
      if (edges.rows === 'twist' && (j & 1) !== 0) c1 = n - 1 - c2;
    }
    const c = mod(c1 - dc, n);
    const k = Math.round((c + dc - c1) / n);
    if (edges.cols === 'clip' && k !== 0) return -1;
    if ((edges.cols === 'twist' ? k & 1 : 0) !== p) return -1;
    const r = p === 0 ? r1 - dr : m - 1 - dr - r1;
    return r * n + c;
  }
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
