import { BitMatrix } from '../gf2/bit-matrix.ts';
import { kernelFromEchelon, reduceRowEchelon, type WorkOptions } from '../gf2/eliminate.ts';
import { dotParity, wordsFor } from '../gf2/words.ts';
import { assertShape, Board } from '../puzzle/board.ts';
import { effectiveOffsets, type Rule, ruleName, transposeRule, wrapsCols, wrapsRows } from '../puzzle/rule.ts';
import { stencilReach } from '../puzzle/stencil.ts';
import type { KernelOptions, ParticularSolution, SolverMethod } from './method.ts';

/**
 * Lazy light chasing, for every rule and topology. Presses are visited in row-major order. A press that is
 * the last (in that order) to touch some light is determined by that light: it must switch the light off
 * given all earlier presses. Any other press becomes a new unknown. A light whose last press was already
 * determined becomes an equation. For local stencils there are O(rows + cols) unknowns and equations, so
 * carrying every press as an affine function of the unknowns (a bit row) costs O(rows·cols·(rows+cols)/32);
 * one small dense solve of the equations then fixes the unknowns, and a plain bit pass gives the presses.
 * On a torus the first rows' presses become unknowns and the last rows' lights equations by the same rule.
 */

/**
 * Largest board, in cells, lazy chasing takes on (4096×4096). Its work grows like cells·(rows + cols), so a
 * larger board would run for many minutes; it is refused up front instead.
 */
export const MAX_LAZY_CELLS = 2 ** 24;

/** The schedule of one shape: which light determines each press, and how many unknowns and equations. */
interface Plan {
  readonly rows: number;
  readonly cols: number;
  readonly offsets: ReadonlyArray<readonly [number, number]>;
  readonly wrapR: boolean;
  readonly wrapC: boolean;
  /** Per press: the light that determines it (≥ 0), or −(u + 1) for unknown number u. */
  readonly determiner: Int32Array;
  /** Per light: the last press (row-major) touching it. */
  readonly lastPress: Int32Array;
  readonly unknowns: number;
  readonly equations: number;
}

/**
 * Writes into `out` the presses touching light `cell` (`sign` = −1) or the lights touched by press `cell`
 * (`sign` = +1); returns how many. A scratch array instead of a callback keeps the hot loops allocation-free.
 */
function neighbours(plan: Plan, cell: number, sign: 1 | -1, out: Int32Array): number {
  const { rows, cols, offsets, wrapR, wrapC } = plan;
  const r0 = (cell / cols) | 0;
  const c0 = cell - r0 * cols;
  let count = 0;
  for (let i = 0; i < offsets.length; i++) {
    const o = offsets[i]!;
    let r = r0 + sign * o[0];
    let c = c0 + sign * o[1];
    if (wrapR) r = r < 0 ? r + rows : r >= rows ? r - rows : r;
    else if (r < 0 || r >= rows) continue;
    if (wrapC) c = c < 0 ? c + cols : c >= cols ? c - cols : c;
    else if (c < 0 || c >= cols) continue;
    out[count++] = r * cols + c;
  }
  return count;
}

function makePlan(rule: Rule, rows: number, cols: number): Plan {
  assertShape(rows, cols);
  if (rows * cols > MAX_LAZY_CELLS) {
    throw new RangeError(
      `${rows}×${cols} is too large for ${ruleName(rule)}: boards of this rule are solved up to ${MAX_LAZY_CELLS} cells (4096×4096)`,
    );
  }
  const n = rows * cols;
  const base = {
    rows,
    cols,
    offsets: effectiveOffsets(rule, rows, cols),
    wrapR: wrapsRows(rule.topology),
    wrapC: wrapsCols(rule.topology),
  };
  const lastPress = new Int32Array(n).fill(-1);
  const probe = { ...base, determiner: new Int32Array(0), lastPress, unknowns: 0, equations: 0 };
  const near = new Int32Array(base.offsets.length);
  for (let l = 0; l < n; l++) {
    let last = -1;
    const count = neighbours(probe, l, -1, near);
    for (let i = 0; i < count; i++) if (near[i]! > last) last = near[i]!;
    lastPress[l] = last;
  }
  const determiner = new Int32Array(n);
  let unknowns = 0;
  let equations = 0;
  for (let q = 0; q < n; q++) {
    let det = -1;
    const count = neighbours(probe, q, 1, near);
    for (let i = 0; i < count; i++) {
      const l = near[i]!;
      if (lastPress[l] !== q) continue;
      if (det < 0) det = l;
      else equations++;
    }
    determiner[q] = det >= 0 ? det : -(++unknowns);
  }
  // lights no press touches (a stencil without its centre can leave none) are equations too
  for (let l = 0; l < n; l++) if (lastPress[l]! < 0) equations++;
  return { ...base, determiner, lastPress, unknowns, equations };
}

/**
 * Runs the schedule symbolically: every press as a bit row over [constant, unknown 0, unknown 1, …].
 * Returns the equations as a matrix whose last column is the constant (so that A·x = b becomes M·u = c),
 * and, when `weights` is given, the sum of the rows of the presses it has on: the linear functional
 * u ↦ Σ_q weights_q·x_q(u), in the same layout as a press row.
 */
function equationsOf(
  plan: Plan,
  lights: Board | null,
  rule: Rule,
  options?: WorkOptions,
  weights?: Board,
): { eq: BitMatrix; functional: Uint32Array } {
  const { rows, cols, determiner, lastPress, unknowns } = plan;
  const width = unknowns + 1; // bit 0: constant, bit u + 1: unknown u
  const W = wordsFor(width);
  const reach = stencilReach(rule.stencil).rows;
  // Rows of press vectors kept alive: a ring of 2·reach + 1 rows, plus the first 2·reach rows on a torus.
  const keepAll = rows <= 4 * reach + 2;
  const ring = 2 * reach + 1;
  const pinned = plan.wrapR ? 2 * reach : 0;
  const slots = keepAll ? rows : pinned + ring;
  const store = new Uint32Array(slots * cols * W);
  const at = (cell: number): number => {
    const r = (cell / cols) | 0;
    const slot = keepAll || r < pinned ? r : pinned + ((r - pinned) % ring);
    return (slot * cols + (cell - r * cols)) * W;
  };
  const eq = new BitMatrix(plan.equations, width);
  const functional = new Uint32Array(W);
  let eqCount = 0;
  let known = 0; // unknowns introduced so far
  const lit = (l: number): number => (lights ? (lights.words[((l / cols) | 0) * lights.stride + ((l % cols) >>> 5)]! >>> (l % cols & 31)) & 1 : 0);

  const presses = new Int32Array(plan.offsets.length);
  const touched = new Int32Array(plan.offsets.length);
  /** dst (at offset) = constant b_l + Σ presses touching l except `skip`, over the first `active` words. */
  const sumInto = (dst: Uint32Array, d: number, l: number, skip: number, active: number): void => {
    dst.fill(0, d, d + active);
    dst[d]! |= lit(l);
    const count = neighbours(plan, l, -1, presses);
    for (let i = 0; i < count; i++) {
      const p = presses[i]!;
      if (p === skip) continue;
      const s = at(p);
      for (let k = 0; k < active; k++) dst[d + k]! ^= store[s + k]!;
    }
  };

  const n = rows * cols;
  for (let q = 0; q < n; q++) {
    if (q % cols === 0 && ((q / cols) & 15) === 0) {
      options?.signal?.throwIfAborted();
      options?.onProgress?.(q / cols, rows);
    }
    const det = determiner[q]!;
    const active = wordsFor(known + 1); // bits 0..known: the constant and the unknowns so far
    const here = at(q);
    if (det >= 0) sumInto(store, here, det, q, active);
    else {
      known++;
      store.fill(0, here, here + W);
      store[here + (known >>> 5)]! |= 1 << (known & 31);
    }
    if (weights?.get((q / cols) | 0, q % cols)) {
      for (let k = 0, used = wordsFor(known + 1); k < used; k++) functional[k]! ^= store[here + k]!;
    }
    const count = neighbours(plan, q, 1, touched);
    for (let i = 0; i < count; i++) {
      const l = touched[i]!;
      if (lastPress[l] === q && l !== det) sumInto(eq.words, eqCount++ * eq.stride, l, -1, wordsFor(known + 1));
    }
  }
  for (let l = 0; l < n; l++) if (lastPress[l]! < 0) eq.words[eqCount++ * eq.stride]! |= lit(l);
  options?.onProgress?.(rows, rows);
  return { eq: rotateConstantLast(eq), functional };
}

/** Moves bit 0 (the constant) of every row to the last column. */
function rotateConstantLast(m: BitMatrix): BitMatrix {
  const out = new BitMatrix(m.rows, m.cols);
  const last = m.cols - 1;
  for (let r = 0; r < m.rows; r++) {
    const src = r * m.stride;
    const dst = r * out.stride;
    for (let k = 0; k < m.stride; k++) {
      const w = m.words[src + k]!;
      const next = k + 1 < m.stride ? m.words[src + k + 1]! : 0;
      out.words[dst + k] = (w >>> 1) | (next << 31);
    }
    if (m.words[src]! & 1) out.words[dst + (last >>> 5)]! |= 1 << (last & 31);
  }
  return out;
}

/** The presses for given unknown values (`values[u]`), by a plain bit pass over the schedule. */
function pressesFor(plan: Plan, lights: Board | null, values: Uint32Array): Board {
  const { rows, cols, determiner } = plan;
  const n = rows * cols;
  const x = new Uint8Array(n);
  const near = new Int32Array(plan.offsets.length);
  for (let q = 0; q < n; q++) {
    const det = determiner[q]!;
    if (det < 0) {
      const u = -det - 1;
      x[q] = (values[u >>> 5]! >>> (u & 31)) & 1;
      continue;
    }
    let v = lights?.get((det / cols) | 0, det % cols) ? 1 : 0;
    const count = neighbours(plan, det, -1, near);
    for (let i = 0; i < count; i++) if (near[i] !== q) v ^= x[near[i]!]!;
    x[q] = v;
  }
  const board = new Board(rows, cols);
  for (let q = 0; q < n; q++) if (x[q]) board.set((q / cols) | 0, q % cols, true);
  return board;
}

/** Plans, runs the schedule and eliminates the equations of one shape. */
function analyse(lights: Board | null, rows: number, cols: number, rule: Rule, options?: WorkOptions, weights?: Board) {
  const plan = makePlan(rule, rows, cols);
  const { eq, functional } = equationsOf(plan, lights, rule, options, weights);
  const echelon = reduceRowEchelon(eq, plan.unknowns, { signal: options?.signal });
  return { plan, eq, echelon, functional };
}

/**
 * A quiet pattern y of the transposed rule with odd overlap with `lights`, without building the whole
 * kernel: the overlap of the lights with the pattern chased from unknowns u is linear in u, so one symbolic
 * pass gives it as a bit vector, and one kernel basis vector (in the small space of unknowns) with odd
 * value is chased into a board.
 */
function certificate(lights: Board, rule: Rule, options?: WorkOptions): Board {
  const transposed = transposeRule(rule);
  const { plan, echelon, functional } = analyse(null, lights.rows, lights.cols, transposed, options, lights);
  // Drop the constant bit: bit u + 1 of the functional is the weight of unknown u.
  const weights = functional.map((w, k) => (w >>> 1) | ((functional[k + 1] ?? 0) << 31));
  const u = kernelFromEchelon(echelon).find((v) => dotParity(v, weights) === 1);
  if (!u) throw new Error('internal error: no quiet pattern separates an unsolvable board');
  return pressesFor(plan, null, u);
}

/** The lazy chasing method: any rule, any topology; cost grows like rows·cols·(rows + cols). */
export const lazyChaseMethod: SolverMethod = {
  name: 'lazy-chase',

  applies(): boolean {
    return true;
  },

  solve(lights: Board, rule: Rule, options?: WorkOptions): ParticularSolution {
    const { rows, cols } = lights;
    const { plan, eq, echelon } = analyse(lights, rows, cols, rule, options);
    const nullity = plan.unknowns - echelon.rank;
    const constant = plan.unknowns;
    for (let r = echelon.rank; r < eq.rows; r++) {
      if (eq.get(r, constant)) return { presses: null, nullity, proof: certificate(lights, rule, options) };
    }
    const values = new Uint32Array(wordsFor(plan.unknowns) + 1);
    for (let i = 0; i < echelon.rank; i++) {
      if (eq.get(i, constant)) {
        const p = echelon.pivotCols[i]!;
        values[p >>> 5]! |= 1 << (p & 31);
      }
    }
    return { presses: pressesFor(plan, lights, values), nullity };
  },

  nullity(rows: number, cols: number, rule: Rule, options?: WorkOptions): number {
    const { plan, echelon } = analyse(null, rows, cols, rule, options);
    return plan.unknowns - echelon.rank;
  },

  kernel(rows: number, cols: number, rule: Rule, options?: KernelOptions): Board[] {
    const { plan, echelon } = analyse(null, rows, cols, rule, options);
    return kernelFromEchelon(echelon)
      .slice(0, options?.limit)
      .map((u) => pressesFor(plan, null, u));
  },
};
