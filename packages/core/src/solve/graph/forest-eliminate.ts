import { LimitError } from '../../errors.ts';
import type { Graph } from '../../graph/graph.ts';
import type { WorkOptions } from '../../work.ts';
import { inverseMod } from '../../zk/zk.ts';
import type { PartSolution } from '../../zk/zk-solve.ts';

/** Most bytes of quiet patterns a forest's kernel may take (generators × vertices), refused past before any is built. */
export const MAX_FOREST_KERNEL_BYTES = 2 ** 28;

/** What leaves-first elimination made of a vertex. */
const Role = {
  /** Eliminated into its parent (a unit pivot): x = (B − x_parent) / D. */
  Eliminated: 0,
  /** Pivot 0, its row reads x_parent = B: the parent is matched to it and its own press comes from the parent's row. */
  Zero: 1,
  /** Matched to a Zero child: its press is that child's B, a constant. */
  Matched: 2,
  /** A Zero child of a Matched vertex (past the first) or a root with pivot 0: a free press. */
  Free: 3,
  /** A root with a unit pivot: x = B / D. */
  Root: 4,
} as const;

/**
 * Leaves-first elimination of A·x = b over GF(p) on a forest (A = adjacency + d·I, d = 1 for σ⁺, 0 for σ): a perfect
 * elimination order, so no fill and O(n) work whatever the shape (stars, caterpillars, complete binary trees). A leaf
 * with a unit pivot is folded into its parent's diagonal (a Schur complement of one entry); a leaf whose pivot is 0
 * reads x_parent = b_leaf, which fixes the parent's press and leaves the parent's row to fix the leaf's; further
 * zero leaves of that parent are free presses (each a kernel generator) and must agree with the first. A root with
 * pivot 0 is free too, and its row must read 0.
 */
export class ForestElimination {
  private readonly graph: Graph;
  private readonly p: number;
  private readonly parent: Int32Array;
  private readonly order: Int32Array;
  private readonly D: Uint8Array;
  private readonly role: Uint8Array;
  private readonly match: Int32Array;
  private readonly inv: Uint8Array;
  /** The free presses, each with the vertex whose row fixes its matched sibling (−1 for a free root). */
  readonly frees: Array<readonly [free: number, owner: number]> = [];

  /**
   * @param graph A forest.
   * @param order A root-first order of it (parents before children).
   * @param sigmaPlus True for σ⁺ (a press changes its own vertex).
   * @param p A prime, 2 to 251.
   */
  constructor(graph: Graph, order: Int32Array, sigmaPlus: boolean, p: number) {
    const n = graph.vertexCount;
    this.graph = graph;
    this.p = p;
    this.order = order;
    this.inv = Uint8Array.from({ length: p }, (_, a) => (a === 0 ? 0 : inverseMod(a, p)));
    const placed = new Uint8Array(n);
    this.parent = new Int32Array(n).fill(-1);
    for (const v of order) {
      placed[v] = 1;
      for (const u of graph.neighbours(v)) if (!placed[u]) this.parent[u] = v;
    }
    this.D = new Uint8Array(n).fill(sigmaPlus ? 1 % p : 0);
    this.role = new Uint8Array(n);
    this.match = new Int32Array(n).fill(-1);
    // The pivots and roles depend on A alone; the right-hand side follows the same steps in `rhs`.
    for (let s = n - 1; s >= 0; s--) {
      const v = order[s]!;
      const up = this.parent[v]!;
      const d = this.D[v]!;
      if (this.match[v]! >= 0) this.role[v] = Role.Matched;
      else if (up < 0) {
        this.role[v] = d !== 0 ? Role.Root : Role.Free;
        if (d === 0) this.frees.push([v, -1]);
      } else if (d !== 0) {
        this.role[v] = Role.Eliminated;
        this.D[up] = (this.D[up]! + p - this.inv[d]!) % p;
      } else if (this.match[up]! < 0) {
        this.role[v] = Role.Zero;
        this.match[up] = v;
      } else {
        this.role[v] = Role.Free;
        this.frees.push([v, up]);
      }
    }
  }

  /** The number of free presses: the nullity over GF(p). */
  get nullity(): number {
    return this.frees.length;
  }

  /** The eliminated right-hand side: B[v] is row v's after its children were folded in, or null when b is out of reach. */
  private rhs(b: ArrayLike<number>): Uint8Array | null {
    const B = this.folded(b);
    return this.failing(B) < 0 ? B : null;
  }

  /**
   * The first free press whose row disagrees (b is out of reach there), or −1 when b is in reach: a place to look
   * for a proof first.
   *
   * @param b The right-hand side, one entry per vertex.
   * @returns An index into {@link frees}, or −1.
   */
  firstConflict(b: ArrayLike<number>): number {
    return this.failing(this.folded(b));
  }

  private failing(B: Uint8Array): number {
    const { parent, match } = this;
    return this.frees.findIndex(([v]) => {
      const up = parent[v]!;
      // Its row says the same as its first zero sibling's (x_up = B), or 0 = B for a root.
      return B[v] !== (up >= 0 ? B[match[up]!] : 0);
    });
  }

  private folded(b: ArrayLike<number>): Uint8Array {
    const { p, order, parent, role, match, inv, D } = this;
    const B = Uint8Array.from(b, (x) => x % p);
    for (let s = order.length - 1; s >= 0; s--) {
      const v = order[s]!;
      const up = parent[v]!;
      switch (role[v]) {
        case Role.Matched:
          if (up >= 0) B[up] = (B[up]! + p - B[match[v]!]!) % p; // x_v = B[match[v]] is a constant
          break;
        case Role.Eliminated:
          B[up] = (B[up]! + p - ((B[v]! * inv[D[v]!]!) % p)) % p;
          break;
      }
    }
    return B;
  }

  /** Fills in the presses below `top` (whose press is set) from its children's roles, parents before children. */
  private descend(x: Uint8Array, B: Uint8Array | null, top: number): void {
    const { p, graph, parent, role, match, inv, D } = this;
    const stack = [top];
    while (stack.length > 0) {
      const v = stack.pop()!;
      const xv = x[v]!;
      const up = parent[v]!;
      for (const c of graph.neighbours(v)) {
        if (c === up) continue;
        if (role[c] === Role.Eliminated) x[c] = ((((B ? B[c]! : 0) + p - xv) % p) * inv[D[c]!]!) % p;
        else if (role[c] === Role.Matched) x[c] = B ? B[match[c]!]! : 0;
        stack.push(c);
      }
      const z = match[v]!;
      if (z < 0) continue;
      // Row v fixes its matched zero child: D·x_v + Σ zero children + x_up = B[v].
      let rest = (D[v]! * xv + (up >= 0 ? x[up]! : 0)) % p;
      for (const c of graph.neighbours(v)) if (c !== up && c !== z && role[c] === Role.Free) rest = (rest + x[c]!) % p;
      x[z] = ((B ? B[v]! : 0) + p - rest) % p;
    }
  }

  /**
   * One solution of A·x = b over GF(p), or null.
   *
   * @param b The right-hand side, one entry per vertex (reduced mod p).
   * @returns Presses in [0, p), the free ones 0.
   */
  solve(b: ArrayLike<number>): Uint8Array | null {
    const B = this.rhs(b);
    if (!B) return null;
    const x = new Uint8Array(this.order.length);
    for (const v of this.order) {
      if (this.parent[v]! >= 0) continue;
      if (this.role[v] === Role.Root) x[v] = (B[v]! * this.inv[this.D[v]!]!) % this.p;
      else if (this.role[v] === Role.Matched) x[v] = B[this.match[v]!]!;
      this.descend(x, B, v);
    }
    return x;
  }

  /**
   * A basis of the kernel over GF(p): one generator per free press, set to 1 with the others 0.
   *
   * @param options Abort signal.
   * @throws {LimitError} past {@link MAX_FOREST_KERNEL_BYTES} (`maxKernelBytes`), before any generator is built.
   */
  kernel(options: WorkOptions = {}): PartSolution {
    const n = this.order.length;
    const bytes = this.nullity * n;
    if (bytes > MAX_FOREST_KERNEL_BYTES) {
      throw new LimitError(
        `the forest's ${this.nullity} quiet patterns over ${n} vertices would take ${bytes} bytes, over the limit of ${MAX_FOREST_KERNEL_BYTES}`,
        'maxKernelBytes',
        bytes,
        MAX_FOREST_KERNEL_BYTES,
      );
    }
    const generators = this.frees.map((_, i) => {
      if ((i & 255) === 0) options.signal?.throwIfAborted();
      return this.generator(i);
    });
    return { solution: null, generators, orders: generators.map(() => this.p) };
  }

  /**
   * The kernel generator of free press `i`: that press 1, the other free presses 0.
   *
   * @param i From 0 to `nullity − 1`.
   * @returns A new vector in [0, p) per vertex, with A·x = 0.
   */
  generator(i: number): Uint8Array {
    const [free, owner] = this.frees[i]!;
    const x = new Uint8Array(this.order.length);
    x[free] = 1;
    this.descend(x, null, free);
    if (owner >= 0) {
      // The owner's press stays 0 (a constant); its row now fixes its matched child, and that child's subtree.
      const z = this.match[owner]!;
      x[z] = this.p - 1;
      this.descend(x, null, z);
    }
    return x;
  }
}
