import type { Band } from './atlas-plan.ts';

/**
 * Bands of work handed out one at a time to whichever worker asks, finished in any order, and read back as the
 * longest finished prefix (the pictures show only what is complete from the start). Closing it (after an error)
 * hands out nothing more; the prefix stays where it is.
 */
export class BandQueue {
  private next = 0;
  private readonly finished: boolean[];
  private prefix = 0;
  private inFlight = 0;
  private closed = false;

  constructor(readonly bands: readonly Band[]) {
    this.finished = bands.map(() => false);
  }

  /** True while a band is left to hand out. */
  get hasWork(): boolean {
    return !this.closed && this.next < this.bands.length;
  }

  /** True while a band is handed out or left to hand out. */
  get busy(): boolean {
    return this.inFlight > 0 || this.hasWork;
  }

  /** The next band and its index, or `null` when none is left. */
  take(): { index: number; band: Band } | null {
    if (!this.hasWork) return null;
    const index = this.next++;
    this.inFlight++;
    return { index, band: this.bands[index]! };
  }

  /** Marks a band finished; returns the last row (or n) of the finished prefix, 0 when none. */
  finish(index: number): number {
    this.finished[index] = true;
    this.inFlight--;
    while (this.prefix < this.bands.length && this.finished[this.prefix]) this.prefix++;
    return this.done;
  }

  /** Gives a band up (its request failed or was aborted). */
  drop(): void {
    this.inFlight--;
  }

  /** Hands out nothing more. */
  close(): void {
    this.closed = true;
  }

  /** The last row (or n) of the finished prefix, 0 when none. */
  get done(): number {
    return this.prefix === 0 ? 0 : this.bands[this.prefix - 1]![1];
  }
}
