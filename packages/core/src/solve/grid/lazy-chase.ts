import { BitMatrix } from '../../gf2/bit-matrix.ts';
import type { WorkOptions } from '../../work.ts';
import { Factorization } from '../../gf2/factorization.ts';
import { wordsFor } from '../../gf2/words.ts';
import { LimitError } from '../../errors.ts';
import { Board } from '../../puzzle/board.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { assertPivotsFit, type lazyWork, MAX_LAZY_STORE_WORDS, type Plan, planLazyChase } from './lazy-plan.ts';
import { preparedGrid } from './prepared.ts';
import { ANY_EDGES } from '../../puzzle/topology.ts';

export { MAX_LAZY_CELLS, MAX_LAZY_STORE_WORDS, MAX_LAZY_WORK } from './lazy-plan.ts';

/**
 * Lazy light chasing, for every rule and topology. Presses are visited in row-major order. A press that is
 * the last (in that order) to touch some light is determined by that light: it must switch the light off
 * given all earlier presses. Any other press becomes a new unknown. A light whose last press was already
 * determined becomes an equation. For local stencils there are O(rows + cols) unknowns and equations.
 *
 * Preparing a shape carries every press symbolically as an affine bit row over the unknowns, once
 * (O(rows·cols·(rows + cols)/32)), and factors the equations. A board then costs two plain bit passes: one
 * with the unknowns at zero, whose leftover lights are the equations' right-hand side, and one with the
 * unknowns solved. Quiet patterns are expanded 32 at a time, one machine word per cell.
 */


/**
 * Runs the schedule symbolically with no lights: every press as a bit row over the unknowns. Returns the
 * equations' coefficients, row e for light `equationLights[e]`: the sum of the rows of the presses on it, and
 * the words the pass XORed (what {@link lazyWork}'s chase part estimates; exported for its test).
 */
export function equationMatrix(plan: Plan, options?: WorkOptions): { eq: BitMatrix; steps: number } {
  const { rows, cols, determiner, lastPress, unknowns, near } = plan;
  const W = Math.max(1, wordsFor(unknowns));
  const reach = near.rowReach;
  // Rows of press vectors kept alive: a ring of 2·reach + 1 rows, plus the first 2·reach rows on a torus.
  // a twisted column seam mirrors rows (farRows): every row's presses then stay in use
  const keepAll = near.farRows || rows <= 4 * reach + 2;
  const ring = 2 * reach + 1;
  const pinned = near.cyclicRows ? 2 * reach : 0;
  const slots = keepAll ? rows : pinned + ring;
  if (slots * cols * W > MAX_LAZY_STORE_WORDS) {
    throw new LimitError(`a lazy chase of ${rows}×${cols} would keep ${slots * cols * W * 4} bytes of press rows, over the limit of ${MAX_LAZY_STORE_WORDS * 4}`, 'maxBytes', slots * cols * W * 4, MAX_LAZY_STORE_WORDS * 4);
  }
  const store = new Uint32Array(slots * cols * W);
  const at = (cell: number): number => {
    const r = (cell / cols) | 0;
    const slot = keepAll || r < pinned ? r : pinned + ((r - pinned) % ring);
    return (slot * cols + (cell - r * cols)) * W;
  };
  const eq = new BitMatrix(plan.equationLights.length, Math.max(1, unknowns));
  let eqCount = 0;
  let known = 0; // unknowns introduced so far
  let steps = 0; // words XORed, the chase part of the estimate, counted
  const presses = new Int32Array(near.width);
  const touched = new Int32Array(near.width);
  /** dst (at offset) = Σ rows of the presses touching light l except `skip`, over the first `active` words. */
  const sumInto = (dst: Uint32Array, d: number, l: number, skip: number, active: number): void => {
    dst.fill(0, d, d + active);
    const count = near.cells(l, presses, -1);
    for (let i = 0; i < count; i++) {
      const p = presses[i]!;
      if (p === skip) continue;
      const s = at(p);
      for (let k = 0; k < active; k++) dst[d + k]! ^= store[s + k]!;
      steps += active;
    }
  };
  const n = rows * cols;
  for (let q = 0; q < n; q++) {
    if (q % cols === 0 && ((q / cols) & 15) === 0) {
      options?.signal?.throwIfAborted();
      options?.onProgress?.(q / cols, rows);
    }
    const det = determiner[q]!;
    const here = at(q);
    if (det >= 0) sumInto(store, here, det, q, wordsFor(known));
    else {
      store.fill(0, here, here + W);
      store[here + (known >>> 5)]! |= 1 << (known & 31);
      known++;
    }
    const count = near.cells(q, touched, 1);
    for (let i = 0; i < count; i++) {
      const l = touched[i]!;
      if (lastPress[l] === q && l !== det) sumInto(eq.words, eqCount++ * eq.stride, l, -1, wordsFor(known));
    }
  }
  options?.onProgress?.(rows, rows);
  return { eq, steps };
}

/**
 * The presses for given lights (null: none) and unknown values, by a plain pass over the schedule. With
 * `lanes`, each cell is a machine word carrying 32 independent press patterns (bit j: pattern j) and the
 * unknowns' values are words too; lights must then be null.
 */
function chaseValues(plan: Plan, lights: Board | null, values: (u: number) => number): Int32Array {
  const { rows, cols, determiner, near } = plan;
  const n = rows * cols;
  const x = new Int32Array(n);
  const scratch = new Int32Array(near.width);
  for (let q = 0; q < n; q++) {
    const det = determiner[q]!;
    if (det < 0) {
      x[q] = values(-det - 1);
      continue;
    }
    const r = (det / cols) | 0;
    const c = det - r * cols;
    let v = lights && (lights.words[r * lights.stride + (c >>> 5)]! >>> (c & 31)) & 1 ? -1 : 0;
    const count = near.cells(det, scratch, -1);
    for (let i = 0; i < count; i++) if (scratch[i] !== q) v ^= x[scratch[i]!]!;
    x[q] = v;
  }
  return x;
}

/** Bit `lane` of every cell of a {@link chaseValues} result, as a board. */
function laneBoard(rows: number, cols: number, x: Int32Array, lane: number): Board {
  const board = new Board(rows, cols);
  const { words, stride } = board;
  for (let q = 0; q < x.length; q++) {
    if ((x[q]! >>> lane) & 1) {
      const r = (q / cols) | 0;
      const c = q - r * cols;
      words[r * stride + (c >>> 5)]! |= 1 << (c & 31);
    }
  }
  return board;
}

/** The lazy chasing method: any rule, any topology; preparing costs rows·cols·(rows + cols)/32. */
export const lazyChaseMethod: GridMethod = {
  name: 'lazy-chase',

  edges: ANY_EDGES,

  applies: () => true,

  nullity(shape: GridShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    const planned = planLazyChase(shape);
    const { plan, turned } = planned;
    const { rows, cols } = plan;
    const turn = (b: Board): Board => (turned ? transposeBoard(b) : b);
    const { eq } = equationMatrix(plan, work);
    assertPivotsFit(shape, planned, eq);
    const factored = new Factorization(eq, work);
    const { unknowns, equationLights } = plan;
    return preparedGrid(shape, {
      nullity: unknowns - factored.rank,
      solve(shaped) {
        const lights = turn(shaped);
        // Unknowns at zero: the lights the equations still see are the right-hand side for the unknowns.
        const x0 = chaseValues(plan, lights, () => 0);
        const rhs = new Uint32Array(wordsFor(equationLights.length) + 1);
        const scratch = new Int32Array(plan.near.width);
        equationLights.forEach((l, e) => {
          const r = (l / cols) | 0;
          const c = l - r * cols;
          let v = (lights.words[r * lights.stride + (c >>> 5)]! >>> (c & 31)) & 1;
          const count = plan.near.cells(l, scratch, -1);
          for (let i = 0; i < count; i++) v ^= x0[scratch[i]!]! & 1;
          if (v) rhs[e >>> 5]! |= 1 << (e & 31);
        });
        if (unknowns === 0) return rhs.every((w) => w === 0) ? turn(laneBoard(rows, cols, x0, 0)) : null;
        const answer = factored.solve(rhs);
        if (!answer.solvable) return null;
        return turn(laneBoard(rows, cols, chaseValues(plan, lights, (u) => -((answer.x[u >>> 5]! >>> (u & 31)) & 1)), 0));
      },
      *eachQuietPattern(options) {
        const basis = unknowns === 0 ? [] : factored.kernel();
        for (let b = 0; b < basis.length; b += 32) {
          options?.signal?.throwIfAborted();
          options?.onProgress?.(b, basis.length);
          const lanes = Math.min(32, basis.length - b);
          // Unknown u's word: bit j is the value of u in basis vector b + j.
          const x = chaseValues(plan, null, (u) => {
            let w = 0;
            for (let j = 0; j < lanes; j++) w |= ((basis[b + j]![u >>> 5]! >>> (u & 31)) & 1) << j;
            return w;
          });
          for (let j = 0; j < lanes; j++) yield turn(laneBoard(rows, cols, x, j));
        }
      },
    }, lazyChaseMethod);
  },
};
