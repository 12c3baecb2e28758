import { LimitError } from '../../errors.ts';
import { ForestParents } from '../../graph/forest-parents.ts';
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
  /** Not yet reached by the elimination. */
  Unset: 255,
} as const;

/**
 * Leaves-first elimination of A·x = b over GF(p) on a forest (A = adjacency + d·I, d = 1 for σ⁺, 0 for σ): a perfect
 * elimination order, so no fill and O(n) work whatever the shape (stars, caterpillars, complete binary trees). A leaf
 * with a unit pivot is folded into its parent's diagonal (a Schur complement of one entry); a leaf whose pivot is 0
 * reads x_parent = b_leaf, which fixes the parent's press and leaves the parent's row to fix the leaf's; further
 * zero leaves of that parent are free presses (each a kernel generator) and must agree with the first. A root with
 * pivot 0 is free too, and its row must read 0. Memory: the order (four bytes a vertex; the vertices with no edge may
 * be left out of it), the parents (one to four: {@link ForestParents}) and two bytes a vertex.
 */
export class ForestElimination {
  private readonly graph: Graph;
  private readonly p: number;
  private readonly parent: ForestParents;
  private readonly order: Int32Array;
  private readonly D: Uint8Array;
  private readonly role: Uint8Array;
  private readonly inv: Uint8Array;
  /** The number of free presses. */
  private readonly free: number;

  /**
   * @param graph A forest.
   * @param order A root-first order of it (parents before children); the vertices with no edge may be left out.
   * @param sigmaPlus True for σ⁺ (a press changes its own vertex).
   * @param p A prime, 2 to 251.
   * @param parent The forest's parents along `order`, when already known (the parts of one k share them).
   */
  constructor(graph: Graph, order: Int32Array, sigmaPlus: boolean, p: number, parent = new ForestParents(graph, order)) {
    const n = graph.vertexCount;
    this.graph = graph;
    this.p = p;
    this.order = order;
    const inv = Uint8Array.from({ length: p }, (_, a) => (a === 0 ? 0 : inverseMod(a, p)));
    this.inv = inv;
    this.parent = parent;
    const D = new Uint8Array(n).fill(sigmaPlus ? 1 % p : 0);
    const role = new Uint8Array(n).fill(Role.Unset);
    // The pivots and roles depend on A alone; the right-hand side follows the same steps in `folded`.
    let frees = 0;
    for (let s = order.length - 1; s >= 0; s--) {
      const v = order[s]!;
      const up = parent.of(v);
      const d = D[v]!;
      if (role[v] === Role.Matched) continue;
      if (up < 0) role[v] = d !== 0 ? Role.Root : Role.Free;
      else if (d !== 0) {
        role[v] = Role.Eliminated;
        D[up] = (D[up]! + p - inv[d]!) % p;
      } else if (role[up] !== Role.Matched) {
        role[v] = Role.Zero;
        role[up] = Role.Matched;
      } else role[v] = Role.Free;
      if (role[v] === Role.Free) frees++;
    }
    // vertices with no edge left out of the order: each a root of its own
    if (order.length < n) {
      for (let v = 0; v < n; v++) {
        if (role[v] !== Role.Unset) continue;
        role[v] = D[v] !== 0 ? Role.Root : Role.Free;
        if (role[v] === Role.Free) frees++;
      }
    }
    this.D = D;
    this.role = role;
    this.free = frees;
  }

  /** The number of free presses: the nullity over GF(p). */
  get nullity(): number {
    return this.free;
  }

  /** The zero child a Matched vertex is matched to. */
  private matchOf(v: number): number {
    const { offsets, adjacency } = this.graph;
    const up = this.parent.of(v);
    for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
      const c = adjacency[i]!;
      if (c !== up && this.role[c] === Role.Zero) return c;
    }
    throw new Error('internal error: a matched vertex without a zero child');
  }

  /** The right-hand side eliminated as A was: B[v] is row v's after its children were folded in. */
  private folded(b: ArrayLike<number>): Uint8Array {
    const { p, order, parent, role, inv, D } = this;
    const B = new Uint8Array(this.graph.vertexCount);
    for (let v = 0; v < B.length; v++) B[v] = b[v]! % p;
    for (let s = order.length - 1; s >= 0; s--) {
      const v = order[s]!;
      const up = parent.of(v);
      if (up < 0) continue;
      // x_v = B[its zero child] is a constant for a Matched vertex; x_v = (B[v] − x_up) / D[v] for an Eliminated one.
      if (role[v] === Role.Matched) B[up] = (B[up]! + p - B[this.matchOf(v)]!) % p;
      else if (role[v] === Role.Eliminated) B[up] = (B[up]! + p - ((B[v]! * inv[D[v]!]!) % p)) % p;
    }
    return B;
  }

  /**
   * A free press whose row disagrees with the eliminated right-hand side (a zero sibling's row says x_up = B too;
   * a free root's says 0 = B), or −1 when every row agrees and b is in reach.
   */
  private conflict(B: Uint8Array): number {
    const { offsets, adjacency } = this.graph;
    const { parent, role } = this;
    for (let v = 0; v < role.length; v++) {
      if (role[v] === Role.Free && B[v] !== 0 && parent.of(v) < 0) return v;
      if (role[v] !== Role.Matched) continue;
      const zero = B[this.matchOf(v)];
      const up = parent.of(v);
      for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
        const c = adjacency[i]!;
        if (c !== up && role[c] === Role.Free && B[c] !== zero) return c;
      }
    }
    return -1;
  }

  /** Fills in a quiet pattern below `top` (whose press is set, b = 0) from its children's roles, parents before children. */
  private descend(x: Uint8Array, top: number): void {
    const { p, parent, role, inv, D } = this;
    const { offsets, adjacency } = this.graph;
    const stack = [top];
    while (stack.length > 0) {
      const v = stack.pop()!;
      const xv = x[v]!;
      const up = parent.of(v);
      // Row v: D·x_v + Σ zero and free children + x_up = B[v]; it fixes the zero child.
      let zero = -1;
      let rest = (D[v]! * xv + (up >= 0 ? x[up]! : 0)) % p;
      for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
        const c = adjacency[i]!;
        if (c === up) continue;
        const r = role[c];
        if (r === Role.Eliminated) x[c] = (((p - xv) % p) * inv[D[c]!]!) % p;
        else if (r === Role.Matched) x[c] = 0;
        else if (r === Role.Zero) zero = c;
        else rest = (rest + x[c]!) % p;
        if (offsets[c + 1]! - offsets[c]! > 1) stack.push(c); // a leaf has no children: the stack stays short on stars

      }
      if (zero >= 0) x[zero] = (p - rest) % p;
    }
  }

  /**
   * One solution of A·x = b over GF(p), or null.
   *
   * @param b The right-hand side, one entry per vertex (reduced mod p).
   * @returns Presses in [0, p), the free ones 0.
   */
  solve(b: ArrayLike<number>): Uint8Array | null {
    const x = this.folded(b);
    if (this.conflict(x) >= 0) return null;
    // Parents before children, each slot turned from row v's B into x_v in place (no second array): a vertex's row
    // is last read when its parent is reached, except a matched vertex's, which fixes its zero child right then.
    const { p, order, parent, role, inv, D } = this;
    const { offsets, adjacency } = this.graph;
    const matched = (v: number, up: number): void => {
      const z = this.matchOf(v);
      const xv = x[z]!;
      x[z] = (((x[v]! + p - ((D[v]! * xv) % p)) % p) + p - (up >= 0 ? x[up]! : 0)) % p; // free children are 0
      x[v] = xv;
    };
    for (let s = 0; s < order.length; s++) {
      const v = order[s]!;
      const up = parent.of(v);
      if (up < 0) {
        if (role[v] === Role.Root) x[v] = (x[v]! * inv[D[v]!]!) % p;
        else if (role[v] === Role.Matched) matched(v, -1);
        else x[v] = 0; // a free root, whose row read 0
      }
      const xv = x[v]!;
      for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
        const c = adjacency[i]!;
        if (c === up) continue;
        const r = role[c];
        if (r === Role.Eliminated) x[c] = (((x[c]! + p - xv) % p) * inv[D[c]!]!) % p;
        else if (r === Role.Matched) matched(c, v);
        else if (r === Role.Free) x[c] = 0;
      }
    }
    // vertices with no edge left out of the order: x = B / D, or 0 for a free one (its row read 0)
    if (order.length < x.length) {
      for (let v = 0; v < x.length; v++) {
        if (offsets[v + 1] !== offsets[v]) continue;
        x[v] = role[v] === Role.Root ? (x[v]! * inv[D[v]!]!) % p : 0;
      }
    }
    return x;
  }

  /**
   * For b out of reach: a quiet pattern y with y·b ≢ 0 (mod p), the combination of b that the conflicting row
   * computes (row f − row of f's zero sibling, each with the rows folded into it), which A·x can never make nonzero.
   *
   * @param b The right-hand side, one entry per vertex.
   * @returns y in [0, p) per vertex, or null when b is in reach.
   */
  proof(b: ArrayLike<number>): Uint8Array | null {
    const f = this.conflict(this.folded(b));
    if (f < 0) return null;
    const y = new Uint8Array(this.graph.vertexCount);
    this.rowOf(y, f, 1);
    const up = this.parent.of(f);
    if (up >= 0) this.rowOf(y, this.matchOf(up), this.p - 1);
    return y;
  }

  /** Adds c·ℓ_top to y, where B[top] = ℓ_top·b: e_top, −ℓ_c / D[c] per eliminated child, −ℓ_z per matched child's zero child. */
  private rowOf(y: Uint8Array, top: number, c: number): void {
    const { p, parent, role, inv, D } = this;
    const { offsets, adjacency } = this.graph;
    const stack = [top, c];
    while (stack.length > 0) {
      const coefficient = stack.pop()!;
      const v = stack.pop()!;
      y[v] = (y[v]! + coefficient) % p;
      const up = parent.of(v);
      for (let i = offsets[v]!; i < offsets[v + 1]!; i++) {
        const child = adjacency[i]!;
        if (child === up) continue;
        if (role[child] === Role.Eliminated) stack.push(child, ((p - coefficient) * inv[D[child]!]!) % p);
        else if (role[child] === Role.Matched) stack.push(this.matchOf(child), (p - coefficient) % p);
      }
    }
  }

  /**
   * A basis of the kernel over GF(p): one generator per free press, set to 1 with the others 0.
   *
   * @param options Abort signal.
   * @throws {LimitError} past {@link MAX_FOREST_KERNEL_BYTES} (`maxKernelBytes`), before any generator is built.
   */
  kernel(options: WorkOptions = {}): PartSolution {
    const n = this.graph.vertexCount;
    const bytes = this.nullity * n;
    if (bytes > MAX_FOREST_KERNEL_BYTES) {
      throw new LimitError(
        `the forest's ${this.nullity} quiet patterns over ${n} vertices would take ${bytes} bytes, over the limit of ${MAX_FOREST_KERNEL_BYTES}`,
        'maxKernelBytes',
        bytes,
        MAX_FOREST_KERNEL_BYTES,
      );
    }
    // The free presses (the parent's row of each fixes its zero sibling; a free root has none), in vertex order.
    const generators: Uint8Array[] = [];
    for (let v = 0; v < n; v++) {
      if (this.role[v] !== Role.Free) continue;
      if ((generators.length & 255) === 0) options.signal?.throwIfAborted();
      generators.push(this.generator(v));
    }
    return { solution: null, generators, orders: generators.map(() => this.p) };
  }

  /** The kernel generator of the free press `free`: that press 1, the other free presses 0. */
  private generator(free: number): Uint8Array {
    const owner = this.parent.of(free);
    const x = new Uint8Array(this.graph.vertexCount);
    x[free] = 1;
    this.descend(x, free);
    if (owner >= 0) {
      // The owner's press stays 0 (a constant); its row now fixes its zero child, and that child's subtree.
      const z = this.matchOf(owner);
      x[z] = this.p - 1;
      this.descend(x, z);
    }
    return x;
  }
}
