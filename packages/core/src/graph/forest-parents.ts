import type { Graph } from './graph.ts';

/**
 * The parent of every vertex of a forest, stored as its place in the vertex's own sorted neighbour list: a byte a
 * vertex when no degree passes 254 (paths, binary trees, meshes of trees), two bytes up to 65,534, four past that,
 * where a plain parent array takes four bytes a vertex whatever the shape (64 MB at 2^24 vertices).
 */
export class ForestParents {
  private readonly graph: Graph;
  private readonly slot: Uint8Array | Uint16Array | Int32Array;
  private readonly none: number;

  /**
   * @param graph A forest.
   * @param order A root-first order of it: every neighbour of a vertex but its parent comes after it.
   */
  constructor(graph: Graph, order: Int32Array) {
    const n = graph.vertexCount;
    const { offsets, adjacency } = graph;
    let top = 0;
    for (let v = 0; v < n; v++) top = Math.max(top, offsets[v + 1]! - offsets[v]!);
    this.slot = top < 255 ? new Uint8Array(n) : top < 65_535 ? new Uint16Array(n) : new Int32Array(n);
    this.none = top < 255 ? 255 : top < 65_535 ? 65_535 : -1;
    this.slot.fill(this.none);
    this.graph = graph;
    for (let s = 0; s < n; s++) {
      const v = order[s]!;
      const up = this.of(v);
      for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
        const u = adjacency[i]!;
        if (u !== up) this.slot[u] = placeOf(adjacency, offsets[u]!, offsets[u + 1]!, v) - offsets[u]!;
      }
    }
  }

  /**
   * The parent of v.
   *
   * @param v A vertex.
   * @returns Its parent, or −1 for a root.
   */
  of(v: number): number {
    const s = this.slot[v]!;
    return s === this.none ? -1 : this.graph.adjacency[this.graph.offsets[v]! + s]!;
  }
}

/** The index of `v` in the sorted run list[from..to) (present). */
function placeOf(list: Int32Array, from: number, to: number, v: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < v) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
