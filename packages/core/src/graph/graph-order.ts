import type { Graph } from './graph.ts';

/** Breadth-first search from `root` over unmarked vertices; returns them in visiting order (degree-sorted). */
function bfs(graph: Graph, root: number, mark: Int32Array, stamp: number, sortByDegree: boolean): Int32Array {
  const out: number[] = [root];
  mark[root] = stamp;
  const scratch: number[] = [];
  for (let head = 0; head < out.length; head++) {
    const v = out[head]!;
    scratch.length = 0;
    for (const u of graph.neighbours(v)) {
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
    for (const u of graph.neighbours(v)) {
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
  const byDegree = Int32Array.from({ length: n }, (_, v) => v).sort((a, b) => graph.degree(a) - graph.degree(b) || a - b);
  for (const seed of byDegree) {
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
