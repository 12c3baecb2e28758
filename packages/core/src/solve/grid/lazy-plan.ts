import { LimitError } from '../../errors.ts';
import type { BitMatrix } from '../../gf2/bit-matrix.ts';
import { wordsFor } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { type Neighbourhood, neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import { ruleName } from '../../puzzle/rule.ts';
import type { GridShape } from './kind.ts';

/**
 * The schedule of a lazy chase (lazy-chase.ts) and its work, known before any press row is built: which light
 * determines each press, which presses are unknowns, which lights are equations. Making it costs two passes of
 * the stencil over the board; the chase then costs a stencil of XORs over the unknowns' words for every light it
 * sums, and the equations' elimination is judged once they are known, by their nonzero rows.
 */

/**
 * Largest board, in cells, lazy chasing takes on (4096×4096). Its work grows like cells·(rows + cols), so a
 * larger board would run for many minutes; it is refused up front instead.
 */
export const MAX_LAZY_CELLS = 2 ** 24;

/**
 * Largest lazy chase accepted, in the word operations of {@link lazyWork}: about ten seconds, at the 2–3 ns a
 * word XOR takes idle (8–15 ns measured at load 11 on 2 cores). Past it the work is refused up front.
 */
export const MAX_LAZY_WORK = 4e9;

/** Most words a lazy chase keeps: press rows, or the factorization of its equations (512 MB). */
export const MAX_LAZY_STORE_WORDS = 2 ** 27;

/** The schedule of one shape: which light determines each press, and which lights are equations. */
export interface Plan {
  readonly rows: number;
  readonly cols: number;
  readonly near: Neighbourhood;
  /** Per press: the light that determines it (≥ 0), or −(u + 1) for unknown number u. */
  readonly determiner: Int32Array;
  /** Per light: the last press (row-major) touching it, −1 for none. */
  readonly lastPress: Int32Array;
  /** The equation lights, in the order the symbolic pass writes their rows. */
  readonly equationLights: Int32Array;
  /** Number of unknowns: presses no light determines. */
  readonly unknowns: number;
  /** The symbolic pass's word operations, estimated as the plan is made: a full stencil per summed light. */
  readonly chaseWork: number;
}

function makePlan(near: Neighbourhood): Plan {
  const { rows, cols } = near;
  const n = rows * cols;
  const scratch = new Int32Array(near.width);
  const lastPress = new Int32Array(n).fill(-1);
  for (let l = 0; l < n; l++) {
    let last = -1;
    const count = near.cells(l, scratch, -1);
    for (let i = 0; i < count; i++) if (scratch[i]! > last) last = scratch[i]!;
    lastPress[l] = last;
  }
  const determiner = new Int32Array(n);
  const equations: number[] = [];
  let unknowns = 0;
  // each light summed (a press's determiner, or an equation) costs a stencil of XORs over the unknowns so far
  const stencil = near.offsets.length;
  let chaseWork = 0;
  for (let q = 0; q < n; q++) {
    let det = -1;
    let summed = 0;
    const count = near.cells(q, scratch, 1);
    for (let i = 0; i < count; i++) {
      const l = scratch[i]!;
      if (lastPress[l] !== q) continue;
      if (det < 0) det = l;
      else equations.push(l);
      summed += stencil;
    }
    if (det < 0) unknowns++;
    determiner[q] = det >= 0 ? det : -unknowns;
    // a determiner's sum skips the press it determines
    chaseWork += (det >= 0 ? summed - 1 : summed) * wordsFor(unknowns);
  }
  // lights no press touches (a stencil without its centre can leave none) are equations too
  for (let l = 0; l < n; l++) if (lastPress[l]! < 0) equations.push(l);
  return { rows, cols, near, determiner, lastPress, equationLights: Int32Array.from(equations), unknowns, chaseWork };
}

/** A lazy chase's work in word operations, as far as the plan tells: making it, the symbolic pass, reading off. */
export interface LazyWork {
  /** Making the schedule: its 2 · cells · stencil cells visits, at {@link planVisitCost} word operations each. */
  readonly plan: number;
  /** Words XORed by the symbolic pass (an upper estimate: a full stencil per summed light). */
  readonly chase: number;
  /** Reading the transform off the factorization of the E equations: E² bits. */
  readonly readOff: number;
  /** All three; {@link pivotWork} adds the elimination's pivots once the equations are known. */
  readonly total: number;
}

/**
 * Word operations one visit of a stencil cell costs while planning: a plain neighbourhood's visit is an index
 * computation (measured about 3 XORs of a word); a twisted one resolves each offset by the surface's definition
 * (about 30).
 */
function planVisitCost(near: Neighbourhood): number {
  return near.twisted ? 30 : 3;
}

/** The planning's work: two passes of the stencil over the board. */
function planningWork(near: Neighbourhood): number {
  return 2 * near.rows * near.cols * near.offsets.length * planVisitCost(near);
}

/**
 * The work of a planned chase, pivots aside ({@link MAX_LAZY_WORK} refuses it).
 *
 * @param plan The schedule.
 * @returns The planning's, the chase's and the read-off's word operations.
 */
export function lazyWork(plan: Plan): LazyWork {
  const equations = plan.equationLights.length;
  const planning = planningWork(plan.near);
  const readOff = equations * equations;
  return { plan: planning, chase: plan.chaseWork, readOff, total: planning + plan.chaseWork + readOff };
}

/**
 * Word operations of the pivots of eliminating [A | I] for the chase's equations A: min(nonzero rows, unknowns)
 * pivots, each looking at the E rows and XORing into an eighth of E rows × the stride. A dense system touches about half the rows per pivot from the pivot's
 * word on; the chase's systems are often sparser, and the eighth keeps the whole estimate within 3× of the
 * counted words (lazy-plan.test.ts).
 *
 * @param eq The equations, one row each over the unknowns.
 * @returns The estimated word operations.
 */
export function pivotWork(eq: BitMatrix): number {
  let nonzero = 0;
  for (let r = 0; r < eq.rows; r++) {
    const row = eq.words.subarray(r * eq.stride, (r + 1) * eq.stride);
    if (row.some((w) => w !== 0)) nonzero++;
  }
  return Math.min(nonzero, eq.cols) * eq.rows * (1 + wordsFor(eq.cols + eq.rows) / 8);
}

/** A planned lazy chase: the schedule, on the board turned so that it runs along the longer side when it may. */
export interface LazyPlan {
  readonly plan: Plan;
  /** Whether the schedule runs on the transposed board. */
  readonly turned: boolean;
  readonly work: LazyWork;
}

/** The refusal of a lazy chase of `rows` × `cols` past {@link MAX_LAZY_WORK}. */
function workRefusal(shape: GridShape, work: number, what: string): LimitError {
  return new LimitError(
    `${shape.rows}×${shape.cols} under ${ruleName(shape.rule)} would take lazy chasing about ${work.toExponential(1)} word operations (${what}), over the limit of ${MAX_LAZY_WORK.toExponential(0)}`,
    'maxWork',
    work,
    MAX_LAZY_WORK,
  );
}

/**
 * Plans a lazy chase of a shape and judges its work, refusing past {@link MAX_LAZY_WORK} before each step that
 * costs: by the planning's own work before the schedule's arrays are made (no cheaper bound is true: how many
 * unknowns a stencil leaves depends on every edge), then by {@link lazyWork} before any press row is built, and
 * by the factorization's memory past {@link MAX_LAZY_STORE_WORDS}.
 *
 * @param shape The shape and rule.
 * @returns The plan, its orientation and its work.
 * @throws {LimitError} past {@link MAX_LAZY_CELLS} (`maxCells`), {@link MAX_LAZY_WORK} (`maxWork`) or
 *   {@link MAX_LAZY_STORE_WORDS} (`maxBytes`).
 */
export function planLazyChase(shape: GridShape): LazyPlan {
  const { rows, cols, rule } = shape;
  assertShape(rows, cols);
  if (rows * cols > MAX_LAZY_CELLS) {
    throw new LimitError(
      `${rows}×${cols} is too large for ${ruleName(rule)}: boards of this rule are solved up to ${MAX_LAZY_CELLS} cells (4096×4096)`,
      'maxCells',
      rows * cols,
      MAX_LAZY_CELLS,
    );
  }
  // Chase along the longer side: the unknowns grow with the length of a row.
  const near0 = neighbourhoodOf(rule, rows, cols);
  // a twisted column seam mirrors rows: chase across it when only one orientation avoids that
  const farTurned = near0.transposed().farRows;
  const turned = near0.farRows === farTurned ? cols > rows : near0.farRows;
  const near = turned ? near0.transposed() : near0;
  const planning = planningWork(near);
  if (planning > MAX_LAZY_WORK) throw workRefusal(shape, planning, `${near.offsets.length} stencil cells a cell, to plan alone`);
  const plan = makePlan(near);
  const work = lazyWork(plan);
  const equations = plan.equationLights.length;
  if (work.total > MAX_LAZY_WORK) throw workRefusal(shape, work.total, `${plan.unknowns} unknowns, ${equations} equations`);
  // the factorization keeps [A | I] and the transform
  const words = equations * (wordsFor(plan.unknowns + equations) + wordsFor(equations));
  if (words > MAX_LAZY_STORE_WORDS) {
    throw new LimitError(
      `a lazy chase of ${rows}×${cols} would keep ${words * 4} bytes factoring its ${equations} equations, over the limit of ${MAX_LAZY_STORE_WORDS * 4}`,
      'maxBytes',
      words * 4,
      MAX_LAZY_STORE_WORDS * 4,
    );
  }
  return { plan, turned, work };
}

/**
 * Refuses the elimination of a planned chase's equations past {@link MAX_LAZY_WORK}, counting its pivots
 * ({@link pivotWork}) with the rest of the chase's work.
 *
 * @param shape The shape, for the message.
 * @param planned The planned chase.
 * @param eq Its equations.
 * @throws {LimitError} past {@link MAX_LAZY_WORK} (`maxWork`).
 */
export function assertPivotsFit(shape: GridShape, planned: LazyPlan, eq: BitMatrix): void {
  const total = planned.work.total + pivotWork(eq);
  if (total > MAX_LAZY_WORK) throw workRefusal(shape, total, `${planned.plan.unknowns} unknowns, ${eq.rows} equations to eliminate`);
}
