import type { Board } from '../puzzle/board.ts';
import { type Hold, holdTop, type Kernels, kernels, memoryWords, stillHeld } from './kernels.ts';

/**
 * A chase's rows kept in the module's memory (a {@link holdTop} hold) from the chase of the lights to the projection
 * onto the board (`src/solve/grid/projective-ring-presses.ts`): the quotients of the lights streamed in, made the
 * chase's rows there (the kernel `prefixRows`), projected with a periodic pattern (`projectCover`) and only the board
 * copied out. Calls into the module that claim memory up to the hold end it (then every method answers false or null).
 */
export class HeldRows {
  private constructor(
    private readonly k: Kernels,
    readonly hold: Hold,
    readonly height: number,
    readonly cs: number,
    /** The module's heap base rounded up to 16 bytes, in words: where the room below the rows starts. */
    readonly base: number,
  ) {}

  /**
   * Holds `height` rows of `cs` words at the top of the module's memory with `room` words free below them (from its
   * heap base), or null without the kernels or that room.
   */
  static of(height: number, cs: number, room: number): HeldRows | null {
    const k = kernels();
    if (!k) return null;
    const base = ((k.heapBase() + 15) >>> 4) << 2;
    const hold = holdTop(k, height * cs, base + room);
    return hold && new HeldRows(k, hold, height, cs, base);
  }

  /** The module's memory while the rows are held, else null. */
  memory(): Uint32Array | null {
    return stillHeld(this.k, this.hold) ? new Uint32Array(this.k.memory.buffer) : null;
  }

  /** Where row r is, in words. */
  at(r: number): number {
    return this.hold.from + r * this.cs;
  }

  /** Rows r ≥ 2 += λ·row r − 1 + row r − 2, in place (false where the hold ended). */
  prefix(lambda: 0 | 1): boolean {
    if (!this.memory()) return false;
    this.k.prefixRows(4 * this.hold.from, this.height, this.cs, lambda);
    return true;
  }

  /**
   * The board (m × n, ⌈m/2⌉ = height) under the held rows plus pattern row r mod `period` on row r, every word
   * written; false where the hold ended or the board does not fit below it.
   */
  project(board: Board, pattern: Uint32Array, period: number): boolean {
    const { k, cs } = this;
    const size = board.rows * board.stride;
    const pat = this.base;
    const dst = pat + ((period * cs + 3) & ~3);
    if (!this.memory() || dst + size > this.hold.from) return false;
    const mem = memoryWords(k, 4 * (dst + size));
    if (!mem || !this.memory()) return false;
    mem.set(pattern.subarray(0, period * cs), pat);
    k.projectCover(4 * this.hold.from, cs, this.height, board.rows, board.cols, 4 * dst, 4 * pat, period);
    board.words.set(mem.subarray(dst, dst + size));
    return true;
  }
}
