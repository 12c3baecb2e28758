import type { Edge } from '../graph/graph.ts';

/** Vertex numbers are below 2^24 (MAX_GRAPH_VERTICES), so an edge u < v packs exactly into one double. */
const BASE = 2 ** 24;
const FIRST_CAPACITY = 1024;

/**
 * The distinct edges of a graph file, deduplicated while it is read: edges gather in a buffer of packed keys
 * (8 bytes each), which is sorted and cleared of repeats whenever it fills, and grows only while more than half
 * of it is distinct. A file of 50 million copies of one edge costs one small buffer; memory is at most twice
 * the distinct edges.
 */
export class EdgeSet {
  private keys = new Float64Array(FIRST_CAPACITY);
  private size = 0;
  private readonly maxEdges: number;

  constructor(maxEdges: number) {
    this.maxEdges = maxEdges;
  }

  /** Adds the edge {u, v} (u ≠ v, both below 2^24); false once the distinct edges pass the limit. */
  add(u: number, v: number): boolean {
    if (this.size === this.keys.length && !this.compact()) return false;
    this.keys[this.size++] = u < v ? u * BASE + v : v * BASE + u;
    return true;
  }

  /** Sorts and deduplicates the buffer; false when the distinct edges pass the limit. */
  compact(): boolean {
    const sorted = this.keys.subarray(0, this.size).sort();
    let unique = 0;
    for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i]!;
    this.size = unique;
    if (unique > this.maxEdges) return false;
    if (2 * unique > this.keys.length) {
      const grown = new Float64Array(2 * this.keys.length);
      grown.set(this.keys.subarray(0, unique));
      this.keys = grown;
    }
    return true;
  }

  /** The distinct edges, u < v, in increasing order (call {@link compact} first). */
  *edges(): Generator<Edge> {
    for (let i = 0; i < this.size; i++) {
      const key = this.keys[i]!;
      const u = Math.floor(key / BASE);
      yield [u, key - u * BASE];
    }
  }
}
