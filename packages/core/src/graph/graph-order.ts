import type { Graph } from './graph.ts';

/** Breadth-first search from `root` over unmarked vertices; returns them in visiting order (degree-sorted). */
function bfs(graph: Graph, root: number, mark: Int32Array, stamp: number, sortByDegree: boolean): Int32Array {
  const out: number[] = [root];
  mark[root] = stamp;
  const scratch: number[] = [];
  for (let head = 0; head < out.length; head++) {
    const v = out[head]!;
    scratch.length = 0;
    for (let i = graph.offsets[v]!; i < graph.offsets[v + 1]!; i++) {
      const u = graph.adjacency[i]!;
      if (mark[u] === stamp) continue;
      mark[u] = stamp;
      scratch.push(u);
    }
    if (sortByDegree) scratch.sort((a, b) => graph.degree(a) - graph.degree(b) || a - b);
    for (const u of scratch) out.push(u);
  }
  return Int32Array.from(out);
}

/** The eccentricity of `root` within its component and a least-degree vertex of its last BFS level. */
function farthest(graph: Graph, root: number, mark: Int32Array, stamp: number, level: Int32Array): { depth: number; far: number } {
  const queue = [root];
  mark[root] = stamp;
  level[root] = 0;
  let depth = 0;
  for (let head = 0; head < queue.length; head++) {
    const v = queue[head]!;
    const d = level[v]!;
    if (d > depth) depth = d;
    for (let i = graph.offsets[v]!; i < graph.offsets[v + 1]!; i++) {
      const u = graph.adjacency[i]!;
      if (mark[u] === stamp) continue;
      mark[u] = stamp;
      level[u] = d + 1;
      queue.push(u);
    }
  }
  let far = root;
  let best = Infinity;
  for (const v of queue) {
    if (level[v] === depth && graph.degree(v) < best) {
      best = graph.degree(v);
      far = v;
    }
  }
  return { depth, far };
}

/**
 * Every vertex by increasing degree, ties by number: a counting sort, linear in n.
 *
 * @param graph The graph.
 * @returns A new array listing every vertex once.
 */
function byDegree(graph: Graph): Int32Array {
  const n = graph.vertexCount;
  let top = 0;
  for (let v = 0; v < n; v++) top = Math.max(top, graph.degree(v));
  const start = new Int32Array(top + 2);
  for (let v = 0; v < n; v++) start[graph.degree(v) + 1]!++;
  for (let d = 0; d <= top; d++) start[d + 1]! += start[d]!;
  const out = new Int32Array(n);
  for (let v = 0; v < n; v++) out[start[graph.degree(v)]!++] = v;
  return out;
}

/**
 * The reverse Cuthill–McKee order: each component is walked breadth-first from a pseudo-peripheral vertex
 * (found by repeated BFS, George–Liu), neighbours by increasing degree, and the whole order reversed. It keeps
 * every vertex's neighbours close in the order (small bandwidth and profile) on grid-like, planar and other
 * "long and thin" graphs; on expanders no order can (their bandwidth is Θ(n)).
 *
 * @param graph The graph.
 * @returns A new array listing every vertex once: the order, first to last.
 */
export function reverseCuthillMcKee(graph: Graph): Int32Array {
  const n = graph.vertexCount;
  const placed = new Int32Array(n); // 0: not yet ordered
  const probe = new Int32Array(n);
  const level = new Int32Array(n);
  let stamp = 0;
  const order = new Int32Array(n);
  let at = 0;
  for (const seed of byDegree(graph)) {
    if (placed[seed]) continue;
    let root = seed;
    let { depth, far } = farthest(graph, root, probe, ++stamp, level);
    for (let tries = 0; tries < 8; tries++) {
      const next = farthest(graph, far, probe, ++stamp, level);
      if (next.depth <= depth) break;
      root = far;
      ({ depth, far } = next);
    }
    for (const v of bfs(graph, root, placed, 1, true)) order[at++] = v;
  }
  return order.reverse();
}

/**
 * True when the graph has no cycle: a forest has n − c edges for its c components.
 *
 * @param graph The graph.
 * @returns Whether every component is a tree.
 */
export function isForest(graph: Graph): boolean {
  const n = graph.vertexCount;
  const seen = new Uint8Array(n);
  let components = 0;
  const stack: number[] = [];
  for (let s = 0; s < n; s++) {
    if (seen[s]) continue;
    components++;
    seen[s] = 1;
    stack.push(s);
    while (stack.length > 0) {
      const v = stack.pop()!;
      for (let i = graph.offsets[v]!; i < graph.offsets[v + 1]!; i++) {
        const u = graph.adjacency[i]!;
        if (seen[u]) continue;
        seen[u] = 1;
        stack.push(u);
      }
    }
  }
  return graph.edgeCount === n - components;
}

/**
 * A chasing order for a forest: each tree breadth-first from a vertex of largest degree, parents before children
 * and each vertex's leaf children before its inner ones. Chasing along it, every leaf's press follows from its own
 * light and each inner vertex's light fixes its last child, so a star or a caterpillar leaves one unknown per tree
 * where a bandwidth order (which puts a star's centre last) leaves one per leaf.
 *
 * @param graph Any graph.
 * @param options `isolated: false` leaves out the vertices with no edge (trees of their own, with nothing to order:
 *   a graph of 2^24 lone vertices then needs no 64 MB order).
 * @returns A new array listing every vertex once (those with an edge, for `isolated: false`), the order first to
 *   last; null when the graph has a cycle (see {@link isForest}).
 */
export function forestOrder(graph: Graph, options: { isolated?: boolean } = {}): Int32Array | null {
  const n = graph.vertexCount;
  const { offsets, adjacency } = graph;
  const degree = (v: number): number => offsets[v + 1]! - offsets[v]!;
  const isolated = options.isolated ?? true;
  let listed = n;
  if (!isolated) for (let v = 0; v < n; v++) if (degree(v) === 0) listed--;
  const placed = new Uint8Array(n);
  const order = new Int32Array(listed);
  let at = 0;
  let trees = 0;
  for (let seed = 0; seed < n; seed++) {
    if (placed[seed]) continue;
    trees++;
    if (!isolated && degree(seed) === 0) continue;
    // A first walk finds the tree's root (largest degree, then smallest number); a second, over the same slots
    // of `order`, lays the tree out from it.
    let root = seed;
    placed[seed] = 1;
    order[at] = seed;
    let end = at + 1;
    for (let head = at; head < end; head++) {
      const v = order[head]!;
      if (degree(v) > degree(root) || (degree(v) === degree(root) && v < root)) root = v;
      for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
        const u = adjacency[i]!;
        if (placed[u]) continue;
        placed[u] = 1;
        order[end++] = u;
      }
    }
    placed[root] = 2;
    order[at++] = root;
    for (let head = at - 1; head < at; head++) {
      const v = order[head]!;
      // Leaf children first, inner ones last: the last child is the one the parent's light fixes.
      for (let inner = 0; inner < 2; inner++) {
        for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
          const u = adjacency[i]!;
          if (placed[u] === 2 || +(degree(u) > 1) !== inner) continue;
          placed[u] = 2;
          order[at++] = u;
        }
      }
    }
  }
  // A forest has n − c edges for its c trees; a graph with a cycle has more.
  return graph.edgeCount === n - trees ? order : null;
}
