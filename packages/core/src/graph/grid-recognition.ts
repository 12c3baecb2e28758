import type { Graph } from './graph.ts';

/**
 * A graph found to be the rows × cols grid graph (a path of `rows` vertices times one of `cols`): vertex v sits
 * at cell `cellOf[v]` = r·cols + c, and two vertices are adjacent exactly when their cells are.
 */
export interface GridEmbedding {
  /** Rows of the grid. */
  readonly rows: number;
  /** Columns of the grid. */
  readonly cols: number;
  /** The cell r·cols + c of each vertex, a bijection onto 0..rows·cols − 1. */
  readonly cellOf: Int32Array;
  /** The vertex at each cell: the inverse of `cellOf`. */
  readonly vertexAt: Int32Array;
}

/** The neighbour of v other than the listed ones, when there is exactly one; −1 when none, −2 when several. */
function otherNeighbour(graph: Graph, v: number, not1: number, not2: number, not3: number): number {
  let found = -1;
  for (let i = graph.offsets[v]!; i < graph.offsets[v + 1]!; i++) {
    const w = graph.adjacency[i]!;
    if (w === not1 || w === not2 || w === not3) continue;
    if (found !== -1) return -2;
    found = w;
  }
  return found;
}

/** The common neighbour of u and w other than `not`, when there is exactly one; otherwise −1. */
function commonNeighbour(graph: Graph, u: number, w: number, not: number): number {
  let found = -1;
  for (let i = graph.offsets[u]!; i < graph.offsets[u + 1]!; i++) {
    const x = graph.adjacency[i]!;
    if (x === not || !graph.hasEdge(x, w)) continue;
    if (found !== -1) return -1;
    found = x;
  }
  return found;
}

/**
 * The vertices in grid order, row by row, grown from a corner: the first two rows from the corner's two
 * neighbours, each later row straight down from the one above. Only a guess: {@link recogniseGrid} checks it.
 *
 * @returns The vertex at each cell (all n of them) and the number of columns, or null when the growth fails.
 */
function layOut(graph: Graph, corner: number): { order: Int32Array; cols: number } | null {
  const n = graph.vertexCount;
  const order = new Int32Array(n);
  order[0] = corner;
  if (graph.degree(corner) === 1) {
    // a path: walk it from its end
    let previous = -1;
    for (let at = 1; at < n; at++) {
      const next = otherNeighbour(graph, order[at - 1]!, previous, -1, -1);
      if (next < 0) return null;
      previous = order[at - 1]!;
      order[at] = next;
    }
    return otherNeighbour(graph, order[n - 1]!, previous, -1, -1) === -1 ? { order, cols: n } : null;
  }
  // rows 0 and 1 together, grown in the two halves of a scratch array: top[j + 1] straight on from top[j],
  // under[j + 1] closes the square
  const top = new Int32Array(n);
  const under = new Int32Array(n);
  [top[0], top[1], under[0]] = [corner, graph.adjacency[graph.offsets[corner]!]!, graph.adjacency[graph.offsets[corner]! + 1]!];
  under[1] = commonNeighbour(graph, top[1]!, under[0]!, corner);
  if (under[1]! < 0) return null;
  let cols = 2;
  for (;;) {
    const j = cols - 1;
    const next = otherNeighbour(graph, top[j]!, top[j - 1]!, under[j]!, -1);
    if (next === -1) break;
    if (next < 0 || 2 * (cols + 1) > n) return null;
    const below = commonNeighbour(graph, next, under[j]!, top[j]!);
    if (below < 0) return null;
    top[cols] = next;
    under[cols++] = below;
  }
  order.set(top.subarray(0, cols), 0);
  order.set(under.subarray(0, cols), cols);
  // each later row: the one neighbour of the cell above that is not beside it or above it
  for (let start = cols; start + cols <= n; start += cols) {
    const next = start + cols;
    if (next < n && next + cols > n) return null;
    for (let c = 0; c < cols; c++) {
      const up = order[start + c]!;
      const down = otherNeighbour(graph, up, order[start - cols + c]!, c > 0 ? order[start + c - 1]! : -1, c + 1 < cols ? order[start + c + 1]! : -1);
      if (next === n) {
        if (down !== -1) return null;
        continue;
      }
      if (down < 0) return null;
      order[next + c] = down;
    }
    if (next === n) return { order, cols };
  }
  return null;
}

/**
 * Recognises a grid graph under any numbering of its vertices, in linear time: the embedding, or null when
 * the graph is not a grid (a path counts as a 1 × n grid, a single vertex as 1 × 1; an empty graph is none).
 * A found embedding is checked edge by edge, so it is never wrong; a grid is never missed, since from a
 * corner the layout is forced up to transposition.
 *
 * @param graph The graph.
 * @returns Its grid embedding, or null.
 */
export function recogniseGrid(graph: Graph): GridEmbedding | null {
  const n = graph.vertexCount;
  if (n === 0) return null;
  if (n === 1) return { rows: 1, cols: 1, cellOf: new Int32Array(1), vertexAt: new Int32Array(1) };
  // a corner has the least degree (1 on a path, 2 on a grid); every degree is 1 to 4
  let corner = -1;
  for (let v = 0; v < n; v++) {
    const d = graph.degree(v);
    if (d === 0 || d > 4) return null;
    if (corner === -1 || d < graph.degree(corner)) corner = v;
  }
  if (graph.degree(corner) > 2) return null;
  const laid = layOut(graph, corner);
  if (!laid) return null;
  const cols = laid.cols;
  const rows = n / cols;
  if (!Number.isInteger(rows) || graph.edgeCount !== rows * (cols - 1) + (rows - 1) * cols) return null;
  const cellOf = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const v = laid.order[i]!;
    if (cellOf[v] !== -1) return null;
    cellOf[v] = i;
  }
  // every vertex's neighbours are exactly its cell's: as many as the cell has, each a distinct grid neighbour
  // (one pass over the adjacency in storage order, no search)
  const { offsets, adjacency } = graph;
  for (let v = 0, r = 0, c = 0; v < n; v++) {
    const cell = cellOf[v]!;
    r = (cell / cols) | 0;
    c = cell - r * cols;
    const expected = (r > 0 ? 1 : 0) + (r + 1 < rows ? 1 : 0) + (c > 0 ? 1 : 0) + (c + 1 < cols ? 1 : 0);
    if (offsets[v + 1]! - offsets[v]! !== expected) return null;
    let seen = 0;
    for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
      const d = cellOf[adjacency[i]!]! - cell;
      const direction = d === -cols ? 1 : d === cols ? 2 : d === -1 && c > 0 ? 4 : d === 1 && c + 1 < cols ? 8 : 0;
      if (direction === 0 || seen & direction) return null;
      seen |= direction;
    }
  }
  return { rows, cols, cellOf, vertexAt: laid.order };
}
