import type { WorkOptions } from '../../work.ts';
import { dotParity } from '../../gf2/words.ts';
import { assertShape } from '../../puzzle/board-shape.ts';
import type { Board } from '../../puzzle/board.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { boardView } from '../../puzzle/transpose.ts';
import { edgesAre, edgesOf, UNTWISTED_EDGES } from '../../puzzle/topology.ts';
import type { PreparedShape } from '../method.ts';
import { assertNullityWork, bilinearFits, bilinearForm, bilinearNullity, isProductForm, transposedForm } from './bilinear.ts';
import type { GridMethod, GridShape } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { HeldLights } from '../../wasm/ring-chase-kernels.ts';
import { orientations } from './ring-orientation.ts';
import { RingPlan } from './ring-plan.ts';

/**
 * Light chasing with ring coefficients, for the rules g(x, y) = a(x) + c(x)·y that are not products (see
 * `bilinear.ts`): cross and cross without centre, Moore without centre, diagonal, on the plane, the cylinder and
 * the torus. Rows are elements of S = GF(2)[x]/(χ) (χ = fₙ(x) on a path in the basis f_j(P)·e₀, χ = sⁿ + 1 on a
 * ring in the cell basis); every row operator is a polynomial in x, so they commute, and
 *
 *   c·(P_{r−1} + P_{r+1}) + a·P_r = b_r,  i.e.  P_{r+1} = c⁻¹·(b_r + a·P_r + c·P_{r−1}),
 *
 * chases the board down from its first row P₀ = U (and, on a torus, P₋₁ = V): rows become U's images under ring
 * elements, and what is left on the last row is Φ·U + C, one congruence (two on a torus) solved by Euclid
 * ({@link RingSystem}). Chasing is numerical, a word operation per 32 cells; dividing by c is a
 * one-dimensional division along the row ({@link RowDivider}). The ring only costs O(n²/32) once per board.
 *
 * Where c is not a unit (x on odd paths and on every ring, 1 + x on paths with 3 | n + 1 and rings with
 * 3 | n), S = S₁ × S₂ by the Chinese remainder theorem, with c a unit on S₁ and nilpotent on S₂ (χ₂ is a
 * power of x, 1 + x, 1 + s or 1 + s + s²). Since a, c are coprime, A = a·(1 + a⁻¹c·y) is a unit on S₂, so all of
 * the nullity lives on S₁, and the board splits as B = E₁B + E₂B with the idempotents of `row-split.ts`:
 * - on S₁ the chase runs on representatives: c⁻¹ is any preimage, corrected by elements of S₂ when the row
 *   falls outside the image of c (their E₁-part is in the image), so every row is right modulo S₂, and the
 *   presses are projected by E₁ at the end;
 * - on S₂, A = I + N with N = A + I nilpotent, so E₂X = Π_{k<K}(I + N^{2^k})·E₂B, each factor a dilated stencil.
 *
 * Rows that wrap (the cylinder, the torus) make every row operator a polynomial in the shift s, symmetric or
 * not, so any stencil of vertical reach 1 whose top row is a unit modulo sⁿ + 1 chases the same way, with
 * three row operators (the rows above, at and below a press) in place of c, a, c.
 *
 * Unsolvability is certified from a backward pass (Clenshaw's recurrence, the adjoint of the chase, A being
 * symmetric): the overlap of b with the quiet pattern of first row U is ⟨U, w⟩ for one row w, so the right
 * quiet pattern is found in O(n²/32) and chased once.
 *
 * The files: `ring-orientation.ts` (which side is the ring), `ring-plan.ts` (a shape's chase and Φ), `ring-bad-part.ts`
 * (S₂); this one is the method.
 */

/**
 * The plan of a shape's best orientation, memoised per rule and shape (like the classic rule's algebra in
 * `poly-chase.ts`): Φ costs a chase of the unit row, a third of a solve, and depends on the shape alone.
 */
const planOf = memoPerRuleShape((rule, rows, cols): RingPlan => {
  const o = orientations({ rule, rows, cols })[0];
  if (!o) throw new Error('internal error: ring-chase asked of a shape it does not take');
  return new RingPlan(o);
});

/** The ring-chase method (see the file comment). */
export const ringChaseMethod: GridMethod = {
  name: 'ring-chase',

  edges: UNTWISTED_EDGES,

  applies(shape: GridShape): boolean {
    if (!edgesAre(shape.rule.topology, UNTWISTED_EDGES)) return false;
    // a symmetric 3 × 3 rule that is no product always has an orientation when the algebra fits (asked per
    // entry of a table: no orientation is built to say so)
    const g = bilinearForm(shape.rule);
    if (g && !isProductForm(g) && bilinearFits(shape.rule, shape.rows, shape.cols)) return true;
    return orientations(shape).length > 0;
  },

  nullity(shape: GridShape, work?: WorkOptions): number {
    work?.signal?.throwIfAborted();
    const { rule, rows, cols } = shape;
    const g = bilinearForm(rule);
    if (!g || isProductForm(g) || !bilinearFits(rule, rows, cols)) return this.prepare(shape, work).nullity;
    assertNullityWork(rows, cols);
    const wr = edgesOf(rule.topology).rows === 'wrap';
    const wc = edgesOf(rule.topology).cols === 'wrap';
    // the ring on the shorter side costs the least (the transposed form swaps the roles of x and y)
    if (rows < cols) return bilinearNullity(transposedForm(g), cols, rows, wc, wr, work);
    return bilinearNullity(g, rows, cols, wr, wc, work);
  },

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    const { rows, cols } = shape;
    assertShape(rows, cols);
    work?.signal?.throwIfAborted();
    const plan = planOf(shape.rule, rows, cols);
    work?.signal?.throwIfAborted();
    const o = plan.o;
    const { turn, unturn } = boardView(o.transposed, o.flipped);
    const system = plan.system;
    // The backward pass certifies only for symmetric operators (A = Aᵀ) and columns that clip.
    const adjoint = o.g !== null && !o.verticalWraps && system !== null;
    return preparedGrid(
      shape,
      {
        nullity: system ? system.nullity : 0,
        solve(lights, options) {
          const b = turn(lights);
          if (!system) return unturn(plan.solution(b, null));
          const zero = new Uint32Array(plan.stride);
          const coords = plan.bad.lightCoordsBuffer(plan.m);
          const held = new HeldLights(b.words);
          const left = plan.chase(b, zero, zero, null, null, coords, held);
          options?.signal?.throwIfAborted();
          const us = system.solve(left.map((row) => plan.toRing(row)));
          if (!us) return null;
          return unturn(plan.solution(b, us, coords, held));
        },
        proof: !adjoint
          ? undefined
          : (lights, options) => {
              // ⟨xⁱ·r₀, w⟩ = ⟨r₀, (xᵀ)ⁱ·w⟩: one step of xᵀ per candidate, then one chase for the chosen one
              const w = plan.backward(turn(lights));
              let r0: Uint32Array | null = null;
              let i = 0;
              for (const row of plan.kernelRows()) {
                if ((i & 1023) === 0) options?.signal?.throwIfAborted();
                r0 ??= row.slice();
                if (dotParity(r0, w) === 1) {
                  const chosen = r0.slice();
                  for (let j = 0; j < i; j++) plan.timesX(chosen);
                  return unturn(plan.pressesFromRow(chosen));
                }
                plan.timesX(w, true);
                i++;
              }
              throw new Error('internal error: ring-chase found no quiet pattern separating an unsolvable board');
            },
        *eachQuietPattern(options) {
          if (!system) return;
          let i = 0;
          if (!o.verticalWraps) {
            for (const row of plan.kernelRows()) {
              if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
              yield unturn(plan.pressesFromRow(row));
            }
            return;
          }
          for (const us of system.kernel()) {
            if ((i++ & 15) === 0) options?.signal?.throwIfAborted();
            yield unturn(plan.presses(null, us));
          }
        },
      },
      ringChaseMethod,
    );
  },
};
