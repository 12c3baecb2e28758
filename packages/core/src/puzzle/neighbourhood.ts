import type { Offset } from './stencil.ts';
import { type EdgeKind, edgesOf } from './topology.ts';
import type { Rule } from './rule.ts';
import { memoPerRuleShape } from './rule-memo.ts';
import { SurfaceReach } from './surface-reach.ts';

/**
 * A rule on a rows × cols board: the cells each press reaches, with the topology's clipping, wrapping or
 * twisting applied once, here, for every press, matrix and chase of the library.
 *
 * The distinct-cells convention: offsets that can never land on the board are dropped, and on a wrapping
 * side offsets are reduced modulo the side; when two offsets land on the same cell (a torus or cylinder
 * side shorter than the stencil), that cell toggles once. A stencil is a set of cells, never a multiset.
 *
 * On a twisted surface (an axis whose edge is `twist`) a press does not reach the same offsets from every
 * cell: {@link cells} then resolves each offset by the definition (see {@link SurfaceReach}), `twisted` is
 * true, `offsets` are the stencil's distinct offsets unreduced, and {@link rowShifts} is refused.
 */
export class Neighbourhood {
  /** Rows of the board. */
  readonly rows: number;
  /** Columns of the board. */
  readonly cols: number;
  /** True when rows wrap (bottom meets top). */
  readonly wrapRows: boolean;
  /** True when columns wrap (right meets left). */
  readonly wrapCols: boolean;
  /** The distinct effective offsets; wrapped components lie in [0, side). */
  readonly offsets: readonly Offset[];
  /** True on a twisted surface: {@link cells} resolves every offset by the definition. */
  readonly twisted: boolean;
  /** The most cells one call of {@link cells} writes: the size of its `out`. */
  readonly width: number;
  private readonly dr: Int32Array;
  private readonly dc: Int32Array;
  private readonly surface: SurfaceReach | null;
  private readonly rowEdge: EdgeKind;
  private readonly colEdge: EdgeKind;

  /**
   * The neighbourhood of `rule` on a rows × cols board.
   *
   * @param rule The stencil and topology.
   * @param rows Number of rows of the board.
   * @param cols Number of columns of the board.
   */
  constructor(rule: Rule, rows: number, cols: number);
  /**
   * The neighbourhood of raw offsets on a rows × cols board whose rows and columns wrap or clip as given.
   *
   * @param offsets [row, column] offsets from the pressed cell, any order.
   * @param rows Number of rows of the board.
   * @param cols Number of columns of the board.
   * @param wrapRows Whether rows wrap (bottom meets top).
   * @param wrapCols Whether columns wrap (right meets left).
   */
  constructor(offsets: readonly Offset[], rows: number, cols: number, wrapRows: boolean, wrapCols: boolean);
  /** @internal A twisted neighbourhood seen through `surface` (for {@link transposed}). */
  constructor(offsets: readonly Offset[], rows: number, cols: number, wrapRows: boolean, wrapCols: boolean, surface: SurfaceReach);
  constructor(source: Rule | readonly Offset[], rows: number, cols: number, wrapRows?: boolean, wrapCols?: boolean, surface?: SurfaceReach) {
    this.rows = rows;
    this.cols = cols;
    const rule = Array.isArray(source) ? null : (source as Rule);
    const edges = rule ? edgesOf(rule.topology) : { rows: wrapRows === true ? 'wrap' : 'clip', cols: wrapCols === true ? 'wrap' : 'clip' } as const;
    const swapped = surface?.swapped === true;
    this.rowEdge = surface ? (swapped ? surface.edges.cols : surface.edges.rows) : edges.rows;
    this.colEdge = surface ? (swapped ? surface.edges.rows : surface.edges.cols) : edges.cols;
    this.wrapRows = this.rowEdge === 'wrap';
    this.wrapCols = this.colEdge === 'wrap';
    this.twisted = this.rowEdge === 'twist' || this.colEdge === 'twist';
    // the transposed matrix, on a translation-invariant surface, is the rule of the opposite offsets
    const reversed = rule?.reversed === true;
    const raw = rule ? (reversed && !this.twisted ? rule.stencil.offsets.map(([a, b]): Offset => [-a || 0, -b || 0]) : rule.stencil.offsets) : (source as readonly Offset[]);
    const seen = new Set<string>();
    const out: Offset[] = [];
    for (const [dr0, dc0] of raw) {
      if (this.rowEdge === 'clip' && Math.abs(dr0) >= rows) continue;
      if (this.colEdge === 'clip' && Math.abs(dc0) >= cols) continue;
      const dr = this.wrapRows ? mod(dr0, rows) : dr0;
      const dc = this.wrapCols ? mod(dc0, cols) : dc0;
      const key = `${dr},${dc}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push([dr, dc]);
    }
    this.offsets = out;
    this.dr = Int32Array.from(out, (o) => o[0]);
    this.dc = Int32Array.from(out, (o) => o[1]);
    this.surface = surface ?? (this.twisted ? new SurfaceReach(out, rows, cols, edges, reversed, false) : null);
    this.width = this.surface ? this.surface.width : out.length;
  }

  /**
   * The same neighbourhood on the transposed board (rows and columns exchanged).
   *
   * @returns A new neighbourhood on the cols × rows board.
   */
  transposed(): Neighbourhood {
    if (this.surface) {
      const turned = this.offsets.map(([dr, dc]): Offset => [dc, dr]);
      return new Neighbourhood(turned, this.cols, this.rows, false, false, this.surface.transposed());
    }
    return new Neighbourhood(
      this.offsets.map(([dr, dc]): Offset => [dc, dr]),
      this.cols,
      this.rows,
      this.wrapCols,
      this.wrapRows,
    );
  }

  /**
   * The largest row distance a press reaches (on a wrapping side, the nearer way round; on a twisting one,
   * the offset's own), not counting a crossing of a twisted column seam, which sends the row far: see {@link farRows}.
   */
  get rowReach(): number {
    let reach = 0;
    for (const [dr] of this.offsets) reach = Math.max(reach, this.wrapRows ? Math.min(dr, this.rows - dr) : Math.abs(dr));
    return reach;
  }

  /** The largest column distance a press reaches (on a wrapping side, the nearer way round; on a twisting one, the offset's own). */
  get colReach(): number {
    let reach = 0;
    for (const [, dc] of this.offsets) reach = Math.max(reach, this.wrapCols ? Math.min(dc, this.cols - dc) : Math.abs(dc));
    return reach;
  }

  /** True when the bottom edge meets the top (rows wrap or twist): the chase's first rows stay in use. */
  get cyclicRows(): boolean {
    return this.rowEdge !== 'clip';
  }

  /** True when a press can reach a row far from its own: the column seam twists, mirroring the rows. */
  get farRows(): boolean {
    return this.colEdge === 'twist';
  }

  /**
   * Writes into `out` the cells (as r·cols + c) that pressing `cell` toggles (`direction` 1), or the cells
   * whose press toggles `cell` (`direction` −1); returns how many, each once. `out` needs {@link width} entries.
   *
   * @param cell The cell, as r·cols + c (0-based).
   * @param out Receives the cells from index 0.
   * @param direction 1 for the cells a press reaches, −1 for the presses that reach the cell.
   * @returns How many entries of `out` were written.
   */
  cells(cell: number, out: Int32Array, direction: 1 | -1 = 1): number {
    if (this.surface) return this.surface.cells(cell, out, direction);
    const { rows, cols, dr, dc } = this;
    const r0 = (cell / cols) | 0;
    const c0 = cell - r0 * cols;
    let count = 0;
    for (let i = 0; i < dr.length; i++) {
      let r = r0 + direction * dr[i]!;
      let c = c0 + direction * dc[i]!;
      if (this.wrapRows) r = r < 0 ? r + rows : r >= rows ? r - rows : r;
      else if (r < 0 || r >= rows) continue;
      if (this.wrapCols) c = c < 0 ? c + cols : c >= cols ? c - cols : c;
      else if (c < 0 || c >= cols) continue;
      out[count++] = r * cols + c;
    }
    return count;
  }

  /**
   * The cells every press reaches, in CSR form: press q reaches `cells[start[q]] … cells[start[q + 1] − 1]`.
   *
   * @returns `start` and `cells`, new arrays.
   */
  reach(): {
    /** rows·cols + 1 indices into `cells`. */
    start: Int32Array;
    /** The reached cells, as r·cols + c, press by press. */
    cells: Int32Array;
  } {
    const n = this.rows * this.cols;
    const start = new Int32Array(n + 1);
    const cells = new Int32Array(n * this.width);
    let at = 0;
    for (let q = 0; q < n; q++) {
      start[q] = at;
      at += this.cells(q, cells.subarray(at));
    }
    start[n] = at;
    return { start, cells: cells.subarray(0, at) };
  }

  /**
   * The offsets grouped by row: pressing row s toggles row s + dr through the column shifts `dcs`. On a
   * wrapping side a shift is given as the nearest signed one (so a small stencil's shifts stay small).
   *
   * @returns One entry per distinct row offset.
   * @throws {Error} on a twisted surface, where presses are not the same shifts in every row.
   */
  rowShifts(): Array<{
    /** The row offset. */
    dr: number;
    /** The column shifts at that row offset. */
    dcs: number[];
  }> {
    if (this.twisted) throw new Error('internal error: row shifts asked of a twisted surface');
    const byRow = new Map<number, number[]>();
    for (const [dr, dc0] of this.offsets) {
      const dc = this.wrapCols && dc0 > this.cols / 2 ? dc0 - this.cols : dc0;
      const list = byRow.get(dr) ?? [];
      list.push(dc);
      byRow.set(dr, list);
    }
    return [...byRow].map(([dr, dcs]) => ({ dr, dcs }));
  }
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}

/**
 * The neighbourhood of a rule on a rows × cols board, memoised per rule object and shape.
 *
 * @param rule The stencil and topology.
 * @param rows Number of rows of the board.
 * @param cols Number of columns of the board.
 */
export const neighbourhoodOf = memoPerRuleShape((rule, rows, cols) => new Neighbourhood(rule, rows, cols));

/**
 * The rule's distinct effective offsets on a rows × cols board (see {@link Neighbourhood}).
 *
 * @param rule The stencil and topology.
 * @param rows Number of rows of the board.
 * @param cols Number of columns of the board.
 * @returns A new array of [row, column] offsets; on a wrapping side they lie in [0, side).
 */
export function effectiveOffsets(rule: Rule, rows: number, cols: number): Offset[] {
  return [...neighbourhoodOf(rule, rows, cols).offsets];
}
