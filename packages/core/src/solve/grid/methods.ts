import { binomialChaseMethod } from './binomial-chase.ts';
import { binomialCylinderMethod } from './binomial-cylinder.ts';
import { denseMethod } from './dense.ts';
import { foldBinomialChosen, foldBinomialMethod } from './fold-binomial.ts';
import { foldChaseMethod } from './fold-chase.ts';
import { kronMethod } from './kron.ts';
import type { GridMethod, GridShape, MethodQuestion } from './kind.ts';
import { lazyChaseMethod } from './lazy-chase.ts';
import { lineMethod } from './line.ts';
import { mooreThirdMethod } from './moore-third.ts';
import { pathBasisChaseMethod } from './path-basis-chase.ts';
import { polyChaseMethod } from './poly-chase.ts';
import { projectiveFoldMethod } from './projective-fold.ts';
import { projectiveFoldBinomialChosen, projectiveFoldBinomialMethod } from './projective-fold-binomial-method.ts';
import { reachChaseMethod } from './reach-chase.ts';
import { ringChaseMethod } from './ring-chase.ts';
import { rowAffineChaseMethod } from './row-affine-chase.ts';
import { rowAffineChosen } from './row-affine-plan.ts';
import { thinTorusMethod } from './thin-torus.ts';
import { thinTwistMethod } from './thin-twist.ts';
import { torusRingChosen, torusRingMethod } from './torus-ring.ts';
import { twistBinomialMethod } from './twist-binomial.ts';
import { twistCoverMethod } from './twist-cover.ts';
import { twistProductMethod } from './twist-product.ts';

/** Boards up to this many cells go to the dense reference when no algebraic method applies. */
export const DENSE_DISPATCH_CELLS = 256;

/** A method in the registry, with the shapes and questions it is chosen for when that is narrower than what it takes. */
interface Entry {
  readonly method: GridMethod;
  readonly chosenFor?: (shape: GridShape, question: MethodQuestion) => boolean;
}

/**
 * The two-state methods in order of preference: the line method for one row or one column, the algebraic
 * methods (the classic rule on the plane, product stencils, the classic torus, symmetric 3 × 3 rules, thin tori),
 * dense elimination for tiny boards, any reach over the row ring, lazy chasing for the rest. A new method is one line here.
 */
const REGISTRY: readonly Entry[] = [
  { method: lineMethod },
  { method: polyChaseMethod },
  { method: kronMethod },
  { method: pathBasisChaseMethod }, // the diagonal rule with centre on the plane with 2ᵏ − 1 rows: one chase in the path-polynomial basis
  { method: torusRingMethod, chosenFor: torusRingChosen }, // the classic torus, a fused special case of ring-chase (which solves it from a short side of 192)
  { method: binomialChaseMethod }, // the diagonal rule with centre on a torus with a side of 2ᵏ: one chase in the basis 1 + y
  { method: binomialCylinderMethod }, // the same on a cylinder whose ring has 2ᵏ cells, X the path
  { method: mooreThirdMethod }, // Moore without centre on the plane with 3·2ᵏ − 1 columns: the ring chase on a third of the width, the rest in one chase
  { method: ringChaseMethod },
  { method: thinTorusMethod },
  { method: twistProductMethod }, // product stencils there (Moore, diagonal without centre): A = X·Y, each a sum of cycles
  { method: foldBinomialMethod, chosenFor: foldBinomialChosen }, // the diagonal rule with centre on the Möbius strip and Klein bottle with 2ᵏ⁻¹ twisting rows: the binomial chase on the folded board
  { method: twistBinomialMethod }, // the diagonal rule with centre on the Klein bottle with 2ᵏ wrapping rows: the binomial chase with a twisted seam
  { method: foldChaseMethod }, // the Möbius strip and Klein bottle, folded into rings of 2n cells
  { method: twistCoverMethod }, // the Möbius strip and Klein bottle through their double cover
  { method: thinTwistMethod }, // the same with a twisted side of 1 or 2: a band of layers of the fold
  { method: projectiveFoldBinomialMethod, chosenFor: projectiveFoldBinomialChosen }, // the diagonal rule with centre on the projective plane with a side of 2ᵏ: the binomial chase on the board's fold
  { method: projectiveFoldMethod }, // the projective plane, folded as the Möbius strip, with a reflecting start
  { method: denseMethod, chosenFor: (shape) => shape.rows * shape.cols <= DENSE_DISPATCH_CELLS },
  { method: reachChaseMethod }, // any vertical reach: a k × k system over the row ring (or the row module of one Q)
  { method: rowAffineChaseMethod, chosenFor: rowAffineChosen }, // a first row of one cell straight ahead (`.#./###/#..` on the plane): rows of affine press vectors
  { method: lazyChaseMethod },
];

/** Every two-state method, in order of preference; the contract tests hold each to the dense reference on every shape it claims. */
export const SOLVER_METHODS: readonly GridMethod[] = REGISTRY.map((entry) => entry.method);

/**
 * The fastest method for a shape and a question: the first of the registry that applies (and is chosen for both).
 *
 * @param shape The rule and board shape.
 * @param question What the method will answer: `solve` (the default: anything that prepares the shape) or `nullity`.
 * @returns One of {@link SOLVER_METHODS}.
 */
export function chooseMethod(shape: GridShape, question: MethodQuestion = 'solve'): GridMethod {
  for (const { method, chosenFor } of REGISTRY) if (method.applies(shape) && (chosenFor?.(shape, question) ?? true)) return method;
  throw new Error('internal error: no two-state method takes the shape (lazy chasing takes every one)');
}
