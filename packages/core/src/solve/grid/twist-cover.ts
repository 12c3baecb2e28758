import { wordsFor } from '../../gf2/words.ts';
import { defect, lift, project } from './cover-rows.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import { Board } from '../../puzzle/board.ts';
import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import { makeRule, type Rule } from '../../puzzle/rule.ts';
import { customStencil, type Offset } from '../../puzzle/stencil.ts';
import { transposeBoard } from '../../puzzle/transpose.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { edgesAre, edgesOf, type EdgeSupport } from '../../puzzle/topology.ts';
import type { WorkOptions } from '../../work.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { kronMethod } from './kron.ts';
import { preparedGrid } from './prepared.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { torusRingMethod } from './torus-ring.ts';

/**
 * Boards whose columns twist (the Möbius strip, the Klein bottle), through their double cover. The m × 2n
 * cylinder (the torus when rows wrap) covers the m × n board twice: cell (r, c + n) of the cover lies over
 * (m − 1 − r, c), rows r and m − 1 − r together forming one ring of 2n cells. For a stencil symmetric in
 * both directions, pressing commutes with the deck map τ(r, c) = (m − 1 − r, c + n), so the board's
 * presses are the cover's τ-invariant presses: A·x = b lifts to A'·x' = b' with τx' = x'.
 *
 * Solving: the cover's fast method (ring-chase, kron, torus-ring) gives some y with A'·y = b'; every other
 * solution is y + z with z in the cover's kernel K, and y + z is invariant when (1 + τ)·z = (1 + τ)·y, a
 * system of dim K unknowns. Its solutions project to the board's; none means none exist. The board's quiet
 * patterns are the invariant ones of K, and its matrix is symmetric, so unsolvable lights get a quiet
 * pattern with an odd overlap as their proof.
 */

/** The edges taken: one axis twists, the other clips or wraps (a twist of the rows is solved on the transposed board). */
const COVER_EDGES: EdgeSupport = [
  { rows: ['clip', 'wrap'], cols: ['twist'] },
  { rows: ['twist'], cols: ['clip', 'wrap'] },
];

const turns = new WeakMap<Rule, Rule>();

/**
 * The rule on the transposed board when the rows twist (else the rule itself): the stencil transposed and the
 * edges exchanged. With the other axis clipping or wrapping, resolving the twist first or last agrees.
 */
function turned(rule: Rule): Rule {
  if (edgesOf(rule.topology).rows !== 'twist') return rule;
  let turn = turns.get(rule);
  if (!turn) {
    const { rows, cols } = edgesOf(rule.topology);
    turn = makeRule(customStencil(rule.stencil.offsets.map(([dr, dc]): Offset => [dc, dr])), { rows: cols, cols: rows });
    turns.set(rule, turn);
  }
  return turn;
}

/** Most bits the invariance system may keep (the cover's kernel, each vector over m·n cells): 256 MB; past it the method does not apply. */
export const MAX_COVER_SYSTEM_BITS = 2 ** 31;

const covers = new WeakMap<Rule, Rule | null>();

/** The cover's rule (cylinder or torus), or null when the stencil is not symmetric in both directions. */
function coverRule(rule: Rule): Rule | null {
  let cover = covers.get(rule);
  if (cover === undefined) {
    const has = new Set(rule.stencil.offsets.map(([dr, dc]) => `${dr},${dc}`));
    const symmetric = rule.stencil.offsets.every(([dr, dc]) => has.has(`${-dr || 0},${dc}`) && has.has(`${dr},${-dc || 0}`));
    cover = symmetric && !rule.reversed ? makeRule(rule.stencil, edgesOf(rule.topology).rows === 'wrap' ? 'torus' : 'cylinder') : null;
    covers.set(rule, cover);
  }
  return cover;
}

/** A shape's cover, the algebraic method that takes it and the cover's nullity; null when the method does not apply. */
interface CoverPlan {
  readonly cover: GridShape;
  readonly method: GridMethod;
  readonly nullity: number;
}

/** The plan of a shape (memoised per rule and shape: `applies` asks for the cover's nullity). */
const planOf = memoPerRuleShape((rule, rows, cols): CoverPlan | null => {
  if (!edgesAre(rule.topology, COVER_EDGES)) return null;
  const coverRuleOf = coverRule(rule);
  if (!coverRuleOf) return null;
  // no offset may reach a cell twice (the cover's sides must hold the stencil without collisions)
  const near = neighbourhoodOf(rule, rows, cols);
  if (cols < 2 * near.colReach + 1 || (edgesOf(rule.topology).rows === 'wrap' && rows < 2 * near.rowReach + 1)) return null;
  const cover = { rule: coverRuleOf, rows, cols: 2 * cols };
  const method = coverMethod(cover);
  if (!method) return null;
  // a cover with many quiet patterns makes a large invariance system: lazy chasing is then the better way
  const nullity = method.nullity(cover);
  return nullity * rows * cols > MAX_COVER_SYSTEM_BITS ? null : { cover, method, nullity };
});

/** An incremental basis of defects, each row remembering which kernel vectors it sums. */
class DefectBasis {
  private readonly rows: Array<{ vec: Uint32Array; combo: Uint32Array; pivot: number }> = [];
  /** Combinations of kernel vectors with no defect: the invariant quiet patterns. */
  readonly invariant: Uint32Array[] = [];

  constructor(private readonly size: number) {}

  /** Adds kernel vector j's defect. */
  add(vec: Uint32Array, j: number): void {
    const combo = new Uint32Array(wordsFor(this.size));
    combo[j >>> 5]! |= 1 << (j & 31);
    const pivot = this.reduce(vec, combo);
    if (pivot < 0) this.invariant.push(combo);
    else this.rows.push({ vec, combo, pivot });
  }

  /** The kernel vectors whose defects sum to `vec`, or null (reduces `vec` in place). */
  express(vec: Uint32Array): Uint32Array | null {
    const combo = new Uint32Array(wordsFor(this.size));
    return this.reduce(vec, combo) < 0 ? combo : null;
  }

  /** Reduces `vec` (and its `combo`) by the rows; returns its first set bit afterwards, −1 when zero. */
  private reduce(vec: Uint32Array, combo: Uint32Array): number {
    for (const row of this.rows) {
      if (((vec[row.pivot >>> 5]! >>> (row.pivot & 31)) & 1) === 0) continue;
      for (let k = 0; k < vec.length; k++) vec[k]! ^= row.vec[k]!;
      for (let k = 0; k < combo.length; k++) combo[k]! ^= row.combo[k]!;
    }
    for (let k = 0; k < vec.length; k++) if (vec[k] !== 0) return k * 32 + 31 - Math.clz32(vec[k]! & -vec[k]!);
    return -1;
  }
}

/** The sum of the kernel vectors a combination picks. */
function combine(generators: readonly Board[], combo: Uint32Array, into: Board): Board {
  generators.forEach((g, j) => {
    if ((combo[j >>> 5]! >>> (j & 31)) & 1) into.xor(g);
  });
  return into;
}

/** The double-cover method for twisted columns (see the file comment). */
export const twistCoverMethod: GridMethod = {
  name: 'twist-cover',

  edges: COVER_EDGES,

  applies(shape: GridShape): boolean {
    if (!edgesAre(shape.rule.topology, COVER_EDGES)) return false;
    // only when a method faster than chasing takes the cover, with an invariance system of bounded size
    const rule = turned(shape.rule);
    return rule === shape.rule ? planOf(rule, shape.rows, shape.cols) !== null : planOf(rule, shape.cols, shape.rows) !== null;
  },

  nullity(shape: GridShape, work?: WorkOptions): number {
    return this.prepare(shape, work).nullity;
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    assertShape(shape.rows, shape.cols);
    const rule = turned(shape.rule);
    if (rule === shape.rule) return prepareColumnsTwist(shape, work);
    // rows twist: solve on the transposed board, whose columns twist
    const inner = prepareColumnsTwist({ rule, rows: shape.cols, cols: shape.rows }, work);
    const self = preparedGrid(
      shape,
      {
        nullity: inner.nullity,
        solve: (lights, options) => {
          const x = inner.solve(transposeBoard(lights), options);
          return x && transposeBoard(x);
        },
        eachQuietPattern: (options) => [...inner.eachQuietPattern(options)].map((q) => transposeBoard(q)),
        proof: (lights, options) => transposeBoard(inner.proof(transposeBoard(lights), options)),
      },
      twistCoverMethod,
    );
    return self;
  },
};

/** {@link twistCoverMethod} on a board whose columns twist. */
function prepareColumnsTwist(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
  const { rows, cols } = shape;
  const plan = planOf(shape.rule, rows, cols);
  if (!plan) throw new Error('internal error: twist-cover asked of a shape it does not take');
  const { cover, method } = plan;
  const prepared = method.prepare(cover, work);
  const generators = prepared.kernel(work).generators;
  const basis = new DefectBasis(generators.length);
  generators.forEach((g, j) => basis.add(defect(g, cols), j));
  const quiet = (): Board[] => basis.invariant.map((combo) => project(combine(generators, combo, new Board(rows, 2 * cols)), cols));
  const self = preparedGrid(
    shape,
    {
      nullity: basis.invariant.length,
      solve(lights, options) {
        const y = prepared.solve(lift(lights), options);
        if (!y) return null;
        const combo = basis.express(defect(y, cols));
        return combo ? project(combine(generators, combo, y), cols) : null;
      },
      eachQuietPattern: quiet,
      // the matrix is symmetric (the stencil is): a quiet pattern with an odd overlap proves the lights unsolvable
      proof(lights, options) {
        for (const q of self.eachQuietPattern(options)) if (q.overlap(lights) % 2 === 1) return q;
        throw new Error('internal error: an unsolvable board without a quiet pattern to prove it');
      },
    },
    twistCoverMethod,
  );
  return self;
}

/** The algebraic method for a cover shape (as the registry orders them), or null when only chasing would take it. */
function coverMethod(cover: GridShape): GridMethod | null {
  return [kronMethod, torusRingMethod, ringChaseMethod].find((m) => m.applies(cover)) ?? null;
}
