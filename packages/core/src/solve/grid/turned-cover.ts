import { wordsFor } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { transposeBoard, transposeBoardInTs } from '../../puzzle/transpose.ts';
import { projectTurnedRows, turnedCover, turnedCoverIn, turnedCoverOut, turnedRowsOut, turnedRowsPlace } from '../../wasm/cover-kernels.ts';
import type { HeldLights } from '../../wasm/ring-chase-kernels.ts';
import type { RowStream } from '../../wasm/row-stream.ts';
import { CoverLights, coverBoard, lift, projectHalf } from './cover-rows.ts';

/**
 * The cover rows of a board whose ROWS twist, seen the other way up (its transpose, whose columns twist: see
 * `cover-rows.ts`), made in the kernels' memory from the board as given: transposed and lifted there, with no
 * transposed board written (`src/wasm/cover-kernels.ts`); and the presses back the same way. Without the kernels,
 * or where the memory does not suit, the transposed board and the TypeScript lift (the reference).
 */

/** The lights of a rows-twisting board on its transpose's cover (what {@link CoverLights} is for the board upright). */
export class TurnedCoverLights implements RowStream {
  private cover: Board | null = null;
  private upright: CoverLights | null = null;
  /** The last cover row the kernels lifted, and its index (a chase reads it again past the kernel's rows). */
  private last: Uint32Array | null = null;
  private lastRow = -1;
  private readonly coverStride: number;

  /**
   * @param board The board's lights, n rows (twisting) of m cells.
   * @param rows The cover's rows read: the first ⌈m/2⌉, or all m (then lifted whole at once).
   */
  constructor(
    private readonly board: Board,
    readonly rows: number,
  ) {
    this.coverStride = wordsFor(2 * board.rows);
    if (rows > (board.cols + 1) >> 1) this.whole();
  }

  /** The reference: the transposed board's cover lights (transposed without the kernels when `inKernel`). */
  private turned(inKernel = false): CoverLights {
    this.upright ??= new CoverLights(inKernel ? transposeBoardInTs(this.board) : transposeBoard(this.board), this.rows);
    return this.upright;
  }

  /**
   * Called by a chase in the kernels' memory: rows that end at the memory's end are the hold of its lights, written
   * before anything below them, so that memory is free to transpose and lift in; other rows go in a block at a time
   * between runs of the kernel, whose memory is then left alone.
   */
  move(mem: Uint32Array, at: number, first: number, count: number): void {
    const cs = this.coverStride;
    const { rows: n, cols: m } = this.board;
    const hold = first === 0 && mem.length - (at + count * cs) < 8;
    if (this.cover) mem.set(this.cover.words.subarray(first * cs, (first + count) * cs), at);
    else if (hold && turnedCoverIn(mem, at, this.board.words, n, m, count)) {
      this.last = mem.slice(at + (count - 1) * cs, at + count * cs);
      this.lastRow = count - 1;
    } else this.turned(!hold).move(mem, at, first, count);
  }

  /** The cover's rows, written once. */
  whole(): Board {
    if (!this.cover) {
      const { rows: n, cols: m } = this.board;
      const cover = coverBoard(0, this.rows, 2 * n, false);
      this.cover = turnedCover(cover.words, this.board.words, n, m, this.rows) ? cover : lift(transposeBoard(this.board), this.rows, cover);
    }
    return this.cover;
  }

  /** The cover's row r, a new row. */
  row(r: number): Uint32Array {
    const cs = this.coverStride;
    if (this.cover) return this.cover.words.slice(r * cs, (r + 1) * cs);
    if (r === this.lastRow && this.last) return this.last.slice();
    return this.turned().row(r);
  }
}

/**
 * The presses of a rows-twisting board (n rows of m cells) from the first ⌈m/2⌉ rows of an invariant cover of its
 * transpose: projected and transposed in the kernels' memory, else by `projectHalf` and a transpose.
 */
export function turnedPresses(cover: Board, n: number, m: number): Board {
  const out = new Board(n, m);
  return turnedCoverOut(out.words, cover.words, n, m) ? out : transposeBoard(projectHalf(cover, m, n));
}


/**
 * The presses of a rows-twisting board (n rows of m cells) as a chase of its transpose's cover writes their first
 * ⌈m/2⌉ cover rows: where the chase runs in the kernels' memory, each block is projected there as it comes out, onto
 * the turned board kept above the chase ({@link turnedRowsPlace}), and {@link board} transposes it out once; else the
 * rows are kept and {@link turnedPresses} makes the board.
 */
export class TurnedPressRows implements RowStream {
  /** The turned board's word in the kernels' memory, once the first rows were projected there. */
  private to: number | null = null;
  private cover: Board | null = null;
  /** The memory the chase wrote its first rows in. */
  private buffer: ArrayBufferLike | null = null;

  /**
   * @param n The board's rows (they twist).
   * @param m The board's columns.
   * @param held The lights the chase holds at the memory's end (the turned board goes below them), if any.
   */
  constructor(
    private readonly n: number,
    private readonly m: number,
    private readonly held: HeldLights | null,
  ) {}

  /** Takes the chase's cover rows first … first + count − 1 at word `at` of `mem` (row 0 first). */
  move(mem: Uint32Array, at: number, first: number, count: number): void {
    const { n, m } = this;
    if (first === 0) [this.to, this.buffer] = [turnedRowsPlace(mem, at, n, m, this.held?.hold?.from ?? null), mem.buffer];
    if (mem.buffer !== this.buffer) throw new Error('internal error: a chase wrote its press rows in two places');
    if (this.to !== null) projectTurnedRows(at, first, count, n, m, this.to);
    else {
      const cs = wordsFor(2 * n);
      this.cover ??= new Board((m + 1) >> 1, 2 * n);
      this.cover.words.set(mem.subarray(at, at + count * cs), first * cs);
    }
  }

  /** The presses, once the chase wrote every row. */
  board(): Board {
    const { n, m } = this;
    if (this.to === null) return turnedPresses(this.cover ?? new Board((m + 1) >> 1, 2 * n), n, m);
    const out = new Board(n, m);
    turnedRowsOut(out.words, this.to, n, m);
    return out;
  }
}
