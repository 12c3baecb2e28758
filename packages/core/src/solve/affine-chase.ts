import { phaseOf, type WorkOptions } from '../work.ts';
import { LimitError } from '../errors.ts';
import { ZkMatrix } from '../zk/zk-matrix.ts';
import { solveZk, type ZkKernel } from '../zk/zk-solve.ts';

/**
 * A square press system: n presses, n lights, press q adds 1 (mod k) to each light in
 * `lights[start[q]] … lights[start[q + 1] − 1]` (distinct). Grids under a rule and graph games are both this.
 */
export interface PressSystem {
  /** Number of presses (= number of lights). */
  readonly size: number;
  /** CSR offsets, length size + 1. */
  readonly start: Int32Array;
  /** CSR targets: the lights each press reaches. */
  readonly lights: Int32Array;
}

/** Largest number of chase unknowns accepted: past it the reduced system is too big to eliminate densely. */
export const MAX_CHASE_UNKNOWNS = 8192;

/**
 * Largest chase accepted, in the steps of {@link chaseWork}: about ten seconds, at the 2.3–2.6 ns a step measured
 * on grid and mesh graphs of 6·10⁴–1.6·10⁵ vertices for k = 2, 3, 5 (affine-chase-work.test.ts ties the estimate to
 * the counted steps). A larger chase would run for minutes or hours, so it is refused up front instead.
 */
export const MAX_CHASE_WORK = 4e9;

/** The size of a chase, known before its vectors are built. */
export interface ChaseSize {
  /** Number of presses n. */
  readonly presses: number;
  /** Press–light incidences. */
  readonly incidences: number;
  /** Presses that are the last on no light: the unknowns. */
  readonly unknowns: number;
  /** Lights whose last press is already fixed by another, or reached by none: the equations. */
  readonly equations: number;
}

/**
 * The work of a chase, in the steps {@link ChaseOutcome.steps} counts: the chase adds, for every press–light
 * incidence, one affine form of at most unknowns + 1 entries; the dense solve then eliminates equations × unknowns
 * entries per unknown (bit-packed over GF(2): a 32nd of that in word operations).
 *
 * @param size The chase's size.
 * @param k The number of states.
 * @returns Both parts and their sum.
 */
export function chaseWork(size: ChaseSize, k: number): { chase: number; dense: number; total: number } {
  const { incidences, unknowns, equations } = size;
  const chase = incidences * (unknowns + 1);
  const dense = (equations * unknowns * unknowns) / (k === 2 ? 32 : 1);
  return { chase, dense, total: chase + dense };
}

/**
 * Refuses a chase past `maxUnknowns` unknowns or `maxWork` steps ({@link chaseWork}).
 *
 * @param size The chase's size.
 * @param k The number of states, for the message.
 * @param options The limits; {@link MAX_CHASE_UNKNOWNS} and {@link MAX_CHASE_WORK} by default.
 * @throws {LimitError} past either (`maxUnknowns`, `maxWork`).
 */
export function assertChaseFits(size: ChaseSize, k: number, options: { maxUnknowns?: number | undefined; maxWork?: number | undefined } = {}): void {
  const { presses, unknowns } = size;
  const maxUnknowns = options.maxUnknowns ?? MAX_CHASE_UNKNOWNS;
  if (unknowns > maxUnknowns) {
    throw new LimitError(
      `light chasing leaves ${unknowns} unknowns, over the limit of ${maxUnknowns}: the order chased is that wide (a reverse Cuthill–McKee order on a graph, rows on a grid; an expander-like graph has no narrow order)`,
      'maxUnknowns',
      unknowns,
      maxUnknowns,
    );
  }
  const work = chaseWork(size, k).total;
  const maxWork = options.maxWork ?? MAX_CHASE_WORK;
  if (work > maxWork) {
    throw new LimitError(
      `light chasing over ${presses} presses with ${unknowns} unknowns would take about ${work.toExponential(1)} steps, over the limit of ${maxWork.toExponential(0)}: too large for ${k} states`,
      'maxWork',
      work,
      maxWork,
    );
  }
}

/** The outcome of {@link affineChase}: one solution of A·x = need (or null) and the kernel of A. */
export interface ChaseOutcome {
  /** Press counts in [0, k) per press, or null when `need` is out of reach. */
  readonly presses: Uint8Array | null;
  /** The kernel of A, generators as press vectors. */
  readonly kernel: ZkKernel;
  /** Number of unknowns the chase left for the dense solve. */
  readonly unknowns: number;
  /** The chase's size, as {@link assertChaseFits} judged it. */
  readonly size: ChaseSize;
  /** Entries the chase added while carrying the affine forms (the chase part of {@link chaseWork}, counted). */
  readonly steps: number;
}

/**
 * Lazy light chasing over Z/k along a press order. A press that is the last (in the order) to reach some
 * light is determined by it: its coefficient there is 1, a unit of every Z/k, so x_q = need_l − Σ other
 * presses on l. Every other press is a new unknown; a light whose last press is already determined gives an
 * equation. Carrying each press as an affine form over the unknowns, then solving the small equation system
 * with {@link solveZk}, solves A·x = need exactly. Vectors are kept only while a light still needs them, so
 * memory follows the order's frontier. With a bandwidth-reducing order (row-major for grids, Cuthill–McKee
 * for graphs) there are about bandwidth unknowns: cost O(n·deg·u + u³).
 *
 * @param system The presses and the lights each reaches.
 * @param order The press order, a permutation of 0..size−1; 0, 1, … when `null`.
 * @param k The number of states, 2 to 255.
 * @param need The change of lights wanted, `size` entries in [0, k); `null` for the kernel alone.
 * @param options Abort signal, progress, and the limits `maxUnknowns` ({@link MAX_CHASE_UNKNOWNS} by default) and
 *   `maxWork` ({@link MAX_CHASE_WORK} by default).
 * @returns One solution (or null) and the kernel.
 * @throws {LimitError} past `maxUnknowns` unknowns or `maxWork` byte operations.
 */
export function affineChase(
  system: PressSystem,
  order: Int32Array | null,
  k: number,
  need: ArrayLike<number> | null,
  options: WorkOptions & { maxUnknowns?: number; maxWork?: number } = {},
): ChaseOutcome {
  const n = system.size;
  const { start, lights } = system;
  const seq = order ?? Int32Array.from({ length: n }, (_, i) => i);
  const pos = new Int32Array(n);
  for (let i = 0; i < n; i++) pos[seq[i]!] = i;
  // light → presses (the transpose)
  const lStart = new Int32Array(n + 1);
  for (let i = 0; i < start[n]!; i++) lStart[lights[i]! + 1]!++;
  for (let l = 0; l < n; l++) lStart[l + 1]! += lStart[l]!;
  const lPress = new Int32Array(start[n]!);
  const fill = lStart.slice(0, n);
  for (let q = 0; q < n; q++) for (let i = start[q]!; i < start[q + 1]!; i++) lPress[fill[lights[i]!]!++] = q;
  const last = new Int32Array(n).fill(-1);
  for (let l = 0; l < n; l++) for (let i = lStart[l]!; i < lStart[l + 1]!; i++) if (last[l]! < 0 || pos[lPress[i]!]! > pos[last[l]!]!) last[l] = lPress[i]!;
  const det = new Int32Array(n);
  const release = new Int32Array(n); // step after which a press vector is no longer read
  let unknowns = 0;
  let equations = 0;
  for (let s = 0; s < n; s++) {
    const q = seq[s]!;
    let d = -1;
    let r = s;
    for (let i = start[q]!; i < start[q + 1]!; i++) {
      const l = lights[i]!;
      r = Math.max(r, pos[last[l]!]!);
      if (last[l] !== q) continue;
      if (d < 0) d = l;
      else equations++;
    }
    det[q] = d >= 0 ? d : -(++unknowns);
    release[q] = r;
  }
  for (let l = 0; l < n; l++) if (last[l]! < 0) equations++;
  const size: ChaseSize = { presses: n, incidences: start[n]!, unknowns, equations };
  assertChaseFits(size, k, options);
  // releases bucketed by step
  const relStart = new Int32Array(n + 1);
  for (let q = 0; q < n; q++) relStart[release[q]! + 1]!++;
  for (let s = 0; s < n; s++) relStart[s + 1]! += relStart[s]!;
  const relList = new Int32Array(n);
  const relFill = relStart.slice(0, n);
  for (let q = 0; q < n; q++) relList[relFill[release[q]!]!++] = q;

  const W = unknowns + 1; // entry 0: constant, entry u + 1: unknown u
  let store = new Uint8Array(64 * W);
  let capacity = 64;
  const free: number[] = [];
  let used = 0;
  const slot = new Int32Array(n).fill(-1);
  const eq = new ZkMatrix(equations, unknowns, k);
  const rhs = new Uint8Array(equations);
  const acc = new Int32Array(W);
  let eqCount = 0;
  let known = 0;
  const b = (l: number): number => (need ? need[l]! % k : 0);
  /** acc = Σ vectors of the presses on light l except `skip`, over the first `active` entries. */
  let steps = 0;
  const sum = (l: number, skip: number, active: number): void => {
    acc.fill(0, 0, active);
    steps += active * (lStart[l + 1]! - lStart[l]! - (skip >= 0 ? 1 : 0));
    for (let i = lStart[l]!; i < lStart[l + 1]!; i++) {
      const p = lPress[i]!;
      if (p === skip) continue;
      const o = slot[p]! * W;
      for (let j = 0; j < active; j++) acc[j]! += store[o + j]!;
    }
  };
  const chasing = phaseOf(options, 0, 2);
  for (let s = 0; s < n; s++) {
    if ((s & 4095) === 0) {
      options.signal?.throwIfAborted();
      chasing.onProgress?.(s, n);
    }
    const q = seq[s]!;
    let at = free.pop();
    if (at === undefined) {
      if (used === capacity) {
        capacity *= 2;
        const grown = new Uint8Array(capacity * W);
        grown.set(store);
        store = grown;
      }
      at = used++;
    }
    slot[q] = at;
    const o = at * W;
    const d = det[q]!;
    if (d < 0) {
      store.fill(0, o, o + W);
      store[o + ++known] = 1;
    } else {
      const active = known + 1;
      sum(d, q, active);
      store[o] = (((b(d) - acc[0]!) % k) + k) % k;
      for (let j = 1; j < active; j++) store[o + j] = (k - (acc[j]! % k)) % k;
      store.fill(0, o + active, o + W);
    }
    for (let i = start[q]!; i < start[q + 1]!; i++) {
      const l = lights[i]!;
      if (last[l] !== q || l === d) continue;
      sum(l, -1, known + 1);
      const row = eqCount++;
      rhs[row] = (((b(l) - acc[0]!) % k) + k) % k;
      for (let j = 1; j <= known; j++) eq.data[row * unknowns + j - 1] = acc[j]! % k;
    }
    for (let i = relStart[s]!; i < relStart[s + 1]!; i++) {
      const p = relList[i]!;
      free.push(slot[p]!);
      slot[p] = -1;
    }
  }
  for (let l = 0; l < n; l++) if (last[l]! < 0) rhs[eqCount++] = b(l);
  chasing.onProgress?.(n, n);

  const solved = solveZk(eq, rhs, phaseOf(options, 1, 2));
  const expand = (values: Uint8Array, withNeed: boolean): Uint8Array => {
    const x = new Uint8Array(n);
    for (let s = 0; s < n; s++) {
      const q = seq[s]!;
      const d = det[q]!;
      if (d < 0) {
        x[q] = values[-d - 1]!;
        continue;
      }
      let v = withNeed ? b(d) : 0;
      for (let i = lStart[d]!; i < lStart[d + 1]!; i++) if (lPress[i] !== q) v -= x[lPress[i]!]!;
      x[q] = ((v % k) + k) % k;
    }
    return x;
  };
  const kernel: ZkKernel = { ...solved.kernel, generators: solved.kernel.generators.map((g) => expand(g, false)) };
  return { presses: solved.solution ? expand(solved.solution, true) : null, kernel, unknowns, size, steps };
}
