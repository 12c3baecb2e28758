import { BitMatrix } from '../../gf2/bit-matrix.ts';
import { Factorization } from '../../gf2/factorization.ts';
import type { WorkOptions } from '../../work.ts';
import { pathPolynomialPairAt } from '../../gf2/path-polys.ts';
import { Poly } from '../../gf2/poly.ts';
import { polyDivMod, polyExactDiv, polyModInPlace } from '../../gf2/poly-division.ts';
import { polyMul, polyMulMod } from '../../gf2/poly-product.ts';
import { polyXgcd, polyXgcdMod } from '../../gf2/poly-gcd.ts';
import { tailMask } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { isCrossWithCenter } from '../../puzzle/rule.ts';
import { memoPerRuleShape } from '../../puzzle/rule-memo.ts';
import { orientTall } from '../../puzzle/transpose.ts';
import { ringChaseMethod } from './ring-chase.ts';
import type { PreparedShape } from '../method.ts';
import type { GridMethod, GridShape, MethodQuestion } from './kind.ts';
import { preparedGrid } from './prepared.ts';
import { kernels } from '../../wasm/kernels.ts';
import { edgesAre, type EdgeSupport } from '../../puzzle/topology.ts';

/**
 * The classic rule on the torus (cross + centre, both directions wrap), by a 2×2 system over the ring
 * R = GF(2)[t]/(tⁿ + 1). A row is an element of R and the in-row part of a press is multiplication by
 * c = 1 + t + tⁿ⁻¹. Chasing gives [P_{k+1}; P_k] = M·[P_k; P_{k−1}] + [b_k; 0] with M = [[c, 1], [1, 0]],
 * so the wrap conditions P_m = P₀, P_{m−1} = P_{−1} read (M^m + I)·[P₀; P_{−1}] = w, where
 * M^m = [[f_m(c), f_{m−1}(c)], [f_{m−1}(c), f_{m−2}(c)]] in path polynomials. A unimodular row operation
 * from extended Euclid makes the system triangular; the remaining coupling is a small dense system whose
 * size is the degree of two gcds. Needs at least 3 rows and 3 columns (smaller sides make neighbours
 * coincide); degenerate cases fall back to lazy chasing.
 */

/** Rows P₀ … P_{m−1} from P₀ = x, P_{−1} = y over lights b (null: all off); returns [P_m, P_{m−1}]. */
function chaseTorus(lights: Board | null, m: number, n: number, x: Uint32Array, y: Uint32Array, out: Board | null): [Uint32Array, Uint32Array] {
  const stride = (n + 31) >>> 5;
  const tail = tailMask(n);
  const lastBit = (n - 1) & 31;
  let prev = y.slice(0, stride);
  let cur = x.slice(0, stride);
  let next = new Uint32Array(stride);
  const b = lights?.words;
  for (let k = 0; k < m; k++) {
    if (out) out.words.set(cur, k * stride);
    const bo = k * stride;
    // next = b_k + c·cur + prev, with c·v = v + v shifted left + v shifted right, cyclically.
    let left = ((cur[stride - 1]! >>> lastBit) & 1) << 31; // bit n − 1 wraps to the left of bit 0
    for (let i = 0; i < stride; i++) {
      const w = cur[i]!;
      const right = i + 1 < stride ? cur[i + 1]! : 0;
      next[i] = (b ? b[bo + i]! : 0) ^ prev[i]! ^ w ^ ((w << 1) | (left >>> 31)) ^ ((w >>> 1) | (right << 31));
      left = w;
    }
    next[stride - 1]! &= tail;
    next[stride - 1]! ^= (cur[0]! & 1) << lastBit; // bit 0 wraps to the right of bit n − 1
    [prev, cur, next] = [cur, next, prev];
  }
  return [cur, prev];
}

function toPoly(words: Uint32Array, n: number): Poly {
  const p = new Poly(n + 64);
  p.words.set(words);
  return p.normalize();
}

function toRow(p: Poly, n: number): Uint32Array {
  const stride = (n + 31) >>> 5;
  const row = new Uint32Array(stride);
  row.set(p.words.subarray(0, Math.min(stride, p.words.length)));
  return row;
}

/** The triangular form of (M^m + I) for an m × n torus, or null when it degenerates. */
function triangulate(m: number, n: number) {
  const mu = Poly.fromExponents([0, n]);
  const c = Poly.fromExponents([0, 1, n - 1]);
  const [fm, fm1] = pathPolynomialPairAt(m, c, mu);
  const fm2 = polyMulMod(c, fm1, mu).addShifted(fm);
  const A = fm.clone().addShifted(Poly.monomial(0));
  const B = fm1;
  const D = fm2.addShifted(Poly.monomial(0));
  const { gcd: g, s, u } = polyXgcd(A, B);
  if (g.isZero()) return null;
  const E = polyModInPlace(polyMul(s, B).addShifted(polyMul(u, D)), mu);
  const H = polyModInPlace(polyExactDiv(polyMul(A, D).addShifted(polyMul(B, B)), g), mu);
  const { gcd: h, inverse: uH } = polyXgcdMod(H, mu);
  const { gcd: k, inverse: uG } = polyXgcdMod(polyModInPlace(g.clone(), mu), mu);
  const muOverH = polyExactDiv(mu, h);
  // Coupling: Y = Y₀ + (μ/h)·Z must make r1 + E·Y divisible by k. Column i: E·(μ/h)·tⁱ mod k.
  const coupling = new BitMatrix(Math.max(k.degree, 0), Math.max(h.degree, 0));
  const eMuH = polyMul(E, muOverH);
  for (let i = 0; i < h.degree; i++) {
    const col = polyDivMod(new Poly(eMuH.degree + i + 64).addShifted(eMuH, i), k).remainder;
    for (let j = 0; j <= col.degree; j++) if (col.coefficient(j)) coupling.set(j, i, true);
  }
  // eliminated once: each board's coupling is then one matrix–vector product (a new elimination per board cost more than both chases on shapes of large nullity)
  const factored = new Factorization(coupling);
  return { mu, A, B, s, u, g, E, h, uH, k, uG, muOverH, factored, nullity: h.degree - factored.rank + k.degree };
}

type Triangular = NonNullable<ReturnType<typeof triangulate>>;

/** X from Y: g·X ≡ ρ = r1 + E·Y (mod μ) with k | ρ, X = u_g·(ρ/k). */
function solveFirst(t: Triangular, r1: Poly, y: Poly): Poly {
  const rho = polyModInPlace(polyMul(t.E, y).addShifted(r1), t.mu);
  return polyMulMod(t.uG, polyExactDiv(rho, t.k), t.mu);
}

/** Y = Y₀ + (μ/h)·Z for the coupling vector Z. */
function withZ(t: Triangular, y0: Poly, z: Uint32Array): Poly {
  const zPoly = new Poly(t.h.degree + 64);
  zPoly.words.set(z.subarray(0, Math.min(z.length, zPoly.words.length)));
  zPoly.normalize();
  return polyModInPlace(polyMul(t.muOverH, zPoly).addShifted(y0), t.mu);
}

/** The triangular form of a tall shape (m ≥ n), memoised per rule and shape like ring-chase's plan: a batch of boards of one shape pays for it once. */
const triangulated = memoPerRuleShape((_rule, m, n) => triangulate(m, n));

/**
 * The short side from which {@link ringChaseMethod} solves the classic torus faster than torus-ring: the same two
 * chases and 2 × 2 system, its chase in WebAssembly from 2¹⁰ words. Measured (CPU medians, prepared shapes, long sides
 * to 8192): ring-chase ÷ torus-ring 1.1–3.1× with a short side of 5–160, 0.6–0.98× from 192 to 512, 0.62× at 1024²,
 * 0.48× at 2048² and 8192².
 */
export const RING_CHASE_SOLVE_SIDE = 192;

/**
 * The questions and shapes torus-ring is chosen for: the nullity (the closed form both methods share), solving boards
 * with a short side below {@link RING_CHASE_SOLVE_SIDE}, and solving any board on the TypeScript path (without the
 * WebAssembly kernels ring-chase takes 1.3–1.6× torus-ring's time at 192 × 2048–8192²).
 */
export function torusRingChosen(shape: GridShape, question: MethodQuestion): boolean {
  return question === 'nullity' || Math.min(shape.rows, shape.cols) < RING_CHASE_SOLVE_SIDE || kernels() === null;
}

/** The torus only: both sides are rings. */
const TORUS_ONLY: EdgeSupport = [{ rows: ['wrap'], cols: ['wrap'] }];

/** The ring method for the classic rule on the torus. */
export const torusRingMethod: GridMethod = {
  name: 'torus-ring',

  edges: TORUS_ONLY,

  applies: ({ rule, rows, cols }) => edgesAre(rule.topology, TORUS_ONLY) && isCrossWithCenter(rule) && rows >= 3 && cols >= 3,

  /** The nullity alone comes from the closed form every symmetric rule shares (memoised, no triangulation). */
  nullity: (shape: GridShape, work?: WorkOptions): number => ringChaseMethod.nullity(shape, work),

  prepare(shape: GridShape, work?: WorkOptions): PreparedShape<Board> {
    work?.signal?.throwIfAborted();
    return orientTall(shape.rows, shape.cols, (m, n, flip) => {
      const t = triangulated(shape.rule, m, n);
      if (!t) return ringChaseMethod.prepare(shape, work); // g = 0: the general ring method takes the degenerate system
      const stride = (n + 31) >>> 5;
      return preparedGrid(shape, {
        nullity: t.nullity,
        solve(lights, options) {
          const b = flip(lights);
          const zero = new Uint32Array(stride);
          const [w1row, w2row] = chaseTorus(b, m, n, zero, zero, null);
          const w1 = toPoly(w1row, n);
          const w2 = toPoly(w2row, n);
          const r1 = polyModInPlace(polyMul(t.s, w1).addShifted(polyMul(t.u, w2)), t.mu);
          const r2 = polyModInPlace(polyExactDiv(polyMul(t.B, w1).addShifted(polyMul(t.A, w2)), t.g), t.mu);
          const { quotient: r2h, remainder } = polyDivMod(r2, t.h);
          if (!remainder.isZero()) return null;
          const y0 = polyMulMod(t.uH, r2h, t.mu);
          // Choose Z so that k divides r1 + E·Y.
          const rho0 = polyDivMod(polyMul(t.E, y0).addShifted(r1), t.k).remainder;
          const target = new Uint32Array(Math.max(1, (t.k.degree + 31) >>> 5));
          target.set(rho0.words.subarray(0, target.length));
          const coupled = t.factored.solve(target);
          if (!coupled.solvable) return null;
          const z = coupled.x;
          options?.signal?.throwIfAborted();
          const y = withZ(t, y0, z);
          const x = solveFirst(t, r1, y);
          const presses = new Board(m, n);
          const xRow = toRow(x, n);
          const yRow = toRow(y, n);
          const [pm, pm1] = chaseTorus(b, m, n, xRow, yRow, presses);
          if (!pm.every((v, i) => v === xRow[i]) || !pm1.every((v, i) => v === yRow[i])) {
            throw new Error('internal error: torus-ring presses do not close up');
          }
          return flip(presses);
        },
        *eachQuietPattern(options) {
          const zero = new Poly(n + 64);
          const pairs: Array<[Poly, Poly]> = [];
          for (const z of t.factored.kernel()) {
            const y = withZ(t, zero, z);
            pairs.push([solveFirst(t, zero, y), y]);
          }
          const muOverK = polyExactDiv(t.mu, t.k);
          for (let i = 0; i < t.k.degree; i++) pairs.push([new Poly(muOverK.degree + i + 64).addShifted(muOverK, i), zero]);
          for (const [x, y] of pairs) {
            options?.signal?.throwIfAborted();
            const board = new Board(m, n);
            chaseTorus(null, m, n, toRow(x, n), toRow(y, n), board);
            yield flip(board);
          }
        },
      }, torusRingMethod);
    });
  },
};
