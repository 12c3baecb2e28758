/**
 * `@lightsout/core/algebra`: the linear algebra under the solvers, for readers who want to build on it —
 * bit-packed GF(2) vectors, matrices and elimination, GF(2)[t] polynomials, Z/k matrices, and the solver
 * methods themselves with their contract. The main entry point (`@lightsout/core`) is what most programs need.
 */

export { BitGrid } from './gf2/bit-grid.ts';
export { BitMatrix } from './gf2/bit-matrix.ts';
export { type Echelon, kernel, kernelFromEchelon, type LinearSolution, rank, reduceRowEchelon, solveLinear } from './gf2/eliminate.ts';
export { type FactoredSolution, Factorization } from './gf2/factorization.ts';
export { pathPolynomial } from './gf2/path-polys.ts';
export { Poly, polyDivMod, polyGcd, polyMul, polyMulMod, polyXgcd, polyXgcdMod } from './gf2/poly.ts';
export { dotParity, popcount, popcount32, wordsFor } from './gf2/words.ts';
export { inverseMod, isPrime, type PrimePower, primePowers } from './zk/zk.ts';
export { ZkMatrix } from './zk/zk-matrix.ts';
export { kernelZk, solveZk, type ZkKernel, type ZkSolution } from './zk/zk-solve.ts';
