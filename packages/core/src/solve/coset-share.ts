/**
 * The exhaustive coset search split among threads: its chunks of high settings are dealt round-robin to
 * `count` shares (neighbouring chunks cost alike, so the shares finish together), and the shares prune
 * against one best weight held in a shared `Int32Array` (on a `SharedArrayBuffer` across threads; `Atomics`
 * works on any `Int32Array`, so one thread may use a plain one).
 *
 * A share's answer speaks of its own members: its lower bound is the lightest weight any share had reached
 * when it finished. The caller takes the lightest answer of all shares; it is proven when every share's
 * bound reaches it.
 */

/** One share of a search run on several threads. */
export interface CosetShare {
  /** This share, 0-based, below `count`. */
  readonly index: number;
  /** Number of shares (whole, ≥ 1). */
  readonly count: number;
  /**
   * The best weight found by any share, in element 0: read before each chunk, lowered on each find. Start
   * it at 2³¹ − 1 (or a known weight).
   */
  readonly best?: Int32Array | undefined;
}

/** The chunks of one share: chunk `at(i)` for i below `length`. */
export interface ShareChunks {
  /** Number of chunks in the share. */
  readonly length: number;
  /**
   * The index among all chunks of the share's i-th chunk.
   *
   * @param i From 0 to `length − 1`.
   * @returns The chunk's index.
   */
  at(i: number): number;
}

/**
 * The chunks `index`, `index + count`, … of `total`; all of them without a share.
 *
 * @param total Number of chunks in the whole walk.
 * @param share The share, if any.
 * @returns The share's chunks.
 */
export function shareChunks(total: number, share: CosetShare | undefined): ShareChunks {
  if (!share) return { length: total, at: (i) => i };
  const { index, count } = share;
  return { length: index < total ? Math.ceil((total - index) / count) : 0, at: (i) => index + i * count };
}

/**
 * The shared best weight.
 *
 * @param best The shared cell.
 * @returns Its value.
 */
export function readShared(best: Int32Array): number {
  return Atomics.load(best, 0);
}

/**
 * Lowers the shared best weight to `weight` unless it is already lower (a compare-and-swap loop).
 *
 * @param best The shared cell.
 * @param weight A weight just reached.
 */
export function writeShared(best: Int32Array, weight: number): void {
  for (let seen = Atomics.load(best, 0); weight < seen; ) {
    const was = Atomics.compareExchange(best, 0, seen, weight);
    if (was === seen) return;
    seen = was;
  }
}
