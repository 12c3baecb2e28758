import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { reduceRowEchelon } from '../../gf2/eliminate.ts';
import { gcdDegreeInPlace } from '../../gf2/poly-gcd.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyModInPlace } from '../../gf2/poly-division.ts';
import { polySquare, polyTimesT } from '../../gf2/poly-product.ts';
import { DENSE_ROW_BITS, effectiveShifts, RowDivider } from '../../gf2/row-divider.ts';
import { Board } from '../../puzzle/board.ts';
import { Neighbourhood } from '../../puzzle/neighbourhood.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { preparedGrid } from './prepared.ts';
import { ANY_EDGES, type EdgeKind, edgesOf, topologyOf } from '../../puzzle/topology.ts';

/** A board of one row or one column seen as a line of cells: a press at cell j toggles cells j + c, c ∈ shifts. */
interface Line {
  /** Cells on the line. */
  readonly bits: number;
  /** The distinct shifts a press reaches along the line (on a ring, in [0, bits)). */
  readonly shifts: readonly number[];
  /** True when the line is a ring. */
  readonly cyclic: boolean;
  /** True when the line is the board's one row; false for its one column. */
  readonly isRow: boolean;
}

/**
 * True when the shape is a line the method models: one row whose top and bottom edges do not twist (a twist
 * there mirrors the columns), or one column whose sides do not twist (that mirrors the rows).
 */
function isLine({ rule, rows, cols }: GridShape): boolean {
  const edges = edgesOf(rule.topology);
  return (rows === 1 && (edges.rows !== 'twist' || cols === 1)) || (cols === 1 && (edges.cols !== 'twist' || rows === 1));
}

function lineOf({ rule: twisted, rows, cols }: GridShape): Line {
  // on a line the remaining twists mirror a side of one cell, so they act as wraps
  const { rows: re, cols: ce } = edgesOf(twisted.topology);
  const untwist = (e: EdgeKind): EdgeKind => (e === 'twist' ? 'wrap' : e);
  const rule = { ...twisted, topology: topologyOf({ rows: untwist(re), cols: untwist(ce) }) };
  if (rows === 1) {
    const hood = new Neighbourhood(rule, 1, cols); // offsets off the row are clipped, or folded onto it by a wrap
    return { bits: cols, shifts: hood.offsets.map(([, dc]) => dc), cyclic: hood.wrapCols, isRow: true };
  }
  const hood = new Neighbourhood(rule, rows, 1);
  return { bits: rows, shifts: hood.offsets.map(([dr]) => dr), cyclic: hood.wrapRows, isRow: false };
}

/** The lights of a line board as one packed row. */
function lineWords(board: Board, line: Line): Uint32Array {
  if (line.isRow) return board.words;
  const out = new Uint32Array((line.bits + 31) >>> 5);
  const { words, stride } = board;
  for (let r = 0; r < line.bits; r++) out[r >>> 5]! |= (words[r * stride]! & 1) << (r & 31);
  return out;
}

/** The board of a packed row, shaped as the line's board. */
function lineBoard(row: Uint32Array, line: Line): Board {
  if (line.isRow) {
    const board = new Board(1, line.bits);
    board.words.set(row.subarray(0, board.stride));
    return board;
  }
  const board = new Board(line.bits, 1);
  const { words, stride } = board;
  for (let r = 0; r < line.bits; r++) words[r * stride] = (row[r >>> 5]! >>> (r & 31)) & 1;
  return board;
}

/** x^e mod m by doubling (e up to 2⁵³). */
function powerOfX(e: number, m: Poly): Poly {
  let result = polyModInPlace(Poly.monomial(0, 64), m);
  for (let bit = 2 ** Math.floor(Math.log2(Math.max(1, e))); bit >= 1; bit /= 2) {
    result = polyModInPlace(polySquare(result), m);
    if (Math.floor(e / bit) % 2 === 1) result = polyModInPlace(polyTimesT(result), m);
  }
  return result;
}

/** dim ker H on a short path (at most 2·span + 2 cells: a few hundred), from its explicit matrix. */
function explicitNullity(shifts: readonly number[], bits: number): number {
  const m = new BitMatrix(bits, bits);
  for (let j = 0; j < bits; j++) for (const c of shifts) if (j + c >= 0 && j + c < bits) m.set(j + c, j, true);
  return bits - reduceRowEchelon(m).rank;
}

/**
 * Nullity of the shift operator H = Σ_{c ∈ shifts} σᶜ on a line of `bits` cells, without a pass along the line.
 * On a ring, H is circulant: with ℓ(z) = Σ z^{c − c₀} over signed shifts, the nullity is deg gcd(ℓ, zⁿ − 1),
 * by doubling. On a path, H·y = 0 is a recurrence that sets cell j − c₀ from the w cells before it (c₀ the
 * lowest shift, made negative by reversing the line if need be): the −c₀ first cells are free, the −c₀ cells
 * past the end must come out zero, and after n steps (the w × w step matrix to the n-th power, by doubling)
 * the nullity is −c₀ minus the rank of those end conditions. Short lines go through the divider's matrix.
 *
 * @param shifts The distinct shifts (on a ring, in [0, bits)).
 * @param bits Cells on the line.
 * @param cyclic Whether the line is a ring.
 * @returns dim ker H.
 */
export function lineNullity(shifts: readonly number[], bits: number, cyclic: boolean): number {
  shifts = effectiveShifts(shifts, bits, cyclic);
  if (shifts.length === 0) return bits;
  const span = Math.max(...shifts) - Math.min(...shifts);
  if (!cyclic && bits <= 2 * span + 2) return RowDivider.fits(shifts, bits, cyclic) ? new RowDivider(shifts, bits, cyclic).nullity : explicitNullity(shifts, bits);
  if (bits <= DENSE_ROW_BITS) return new RowDivider(shifts, bits, cyclic).nullity;
  if (cyclic) {
    const signed = shifts.map((c) => (c > bits / 2 ? c - bits : c));
    const low = Math.min(...signed);
    const ell = Poly.fromExponents(signed.map((c) => c - low));
    if (ell.degree === 0) return 0;
    const xn = powerOfX(bits, ell).addShifted(Poly.monomial(0));
    return gcdDegreeInPlace(ell, xn);
  }
  const cs = Math.min(...shifts) > 0 ? shifts.map((c) => -c) : shifts; // reversing the line negates the shifts
  const low = Math.min(...cs);
  if (low === 0) return 0; // unit diagonal, triangular
  const top = Math.max(0, ...cs);
  const w = top - low; // the window z_{j−top} … z_{j−low−1}
  const step = new BitMatrix(w, w);
  for (let i = 0; i + 1 < w; i++) step.set(i, i + 1, true);
  for (const c of cs) if (c !== low) step.flip(w - 1, top - c);
  let power = BitMatrix.identity(w);
  for (let bit = 2 ** Math.floor(Math.log2(bits)); bit >= 1; bit /= 2) {
    power = power.multiply(power);
    if (Math.floor(bits / bit) % 2 === 1) power = step.multiply(power);
  }
  // end conditions: window entries top..w−1 after n steps, as functions of the free entries top..w−1 before
  const free = -low;
  const ends = new BitMatrix(free, free);
  for (let i = 0; i < free; i++) for (let k = 0; k < free; k++) if (power.get(top + i, top + k)) ends.set(i, k, true);
  return free - reduceRowEchelon(ends).rank;
}

/**
 * The method for boards of one row or one column, under any rule and topology. A press acts along the line as
 * a one-dimensional shift operator (the rule's offsets that stay on the line, clipped at the ends or folded by a
 * wrap), divided in one pass along the line by a {@link RowDivider}: no transposition to a word per cell, so a
 * 1 × 2²⁸ or a 2²⁸ × 1 board costs about the memory of its own lights. The nullity alone is a closed form
 * ({@link lineNullity}), for lines of any length.
 */
export const lineMethod: GridMethod = {
  name: 'line',

  edges: ANY_EDGES,

  applies: (shape) => isLine(shape),

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    const line = lineOf(shape);
    return lineNullity(line.shifts, line.bits, line.cyclic);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    work?.signal?.throwIfAborted();
    const line = lineOf(shape);
    if (line.shifts.length === 0) return zeroLine(shape, line);
    // a reach along the line past what a divider's boundary holds: the generic chase, which refuses by estimate
    if (!RowDivider.fits(line.shifts, line.bits, line.cyclic)) return lazyChaseMethod.prepare(shape, work);
    const divider = new RowDivider(line.shifts, line.bits, line.cyclic);
    return preparedGrid(
      shape,
      {
        nullity: divider.nullity,
        solve(lights) {
          const presses = new Uint32Array(divider.stride);
          return divider.divide(presses, lineWords(lights, line)) === 0 ? lineBoard(presses, line) : null;
        },
        reachable: (lights) => divider.divide(new Uint32Array(divider.stride), lineWords(lights, line)) === 0,
        *eachQuietPattern() {
          for (const pattern of divider.kernel) yield lineBoard(pattern, line);
        },
      },
      lineMethod,
    );
  },
};

/**
 * A line no press reaches along (every stencil cell off the line, clipped away): A = 0, so only the dark board is
 * reached, by no presses; every cell is a quiet pattern, and a lit cell is its own proof. Linear in the line.
 */
function zeroLine(shape: GridShape, line: Line): PreparedShape<Board> {
  const unit = (i: number): Board => (line.isRow ? Board.fromCells(1, line.bits, [[0, i]]) : Board.fromCells(line.bits, 1, [[i, 0]]));
  return preparedGrid(
    shape,
    {
      nullity: line.bits,
      solve: (lights) => (lights.isEmpty() ? new Board(shape.rows, shape.cols) : null),
      reachable: (lights) => lights.isEmpty(),
      *eachQuietPattern() {
        for (let i = 0; i < line.bits; i++) yield unit(i);
      },
      proof(lights) {
        const [cell] = lights.cells();
        if (!cell) throw new Error('internal error: a proof asked for the dark board');
        return unit(line.isRow ? cell[1] : cell[0]);
      },
    },
    lineMethod,
  );
}
