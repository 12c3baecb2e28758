// AssemblyScript entry point: the kernels the library's src/wasm/ calls. Built by scripts/build-wasm.mjs.
export { euclidDegree, euclidFinish, euclidGcd, euclidPointer, euclidRun, euclidStart } from './euclid';
export { mul } from './mul';

/** The first free address past the module's static data: the JavaScript side lays its buffers from here. */
export function heapBase(): usize {
  return (__heap_base + 15) & ~15;
}
export { chaseBoard, hornerRow, popcount32 } from './chase';
export { checkClassic } from './check-classic';
export { basisStates, chaseStates, checkStates, hornerStates } from './states-chase';
export { xorTerms } from './row-terms';
// sumStepRows and projectRow exported only so that the optimizer keeps each a function of its own (the engine then
// compiles the kind of chase that runs, not all at once: ring-chase.ts)
export { projectRow, ringChaseRows, sumStepRows } from './ring-chase';
export { neumannBand, neumannPass } from './neumann';
export { pathNeumannBand, pathNeumannPass } from './path-neumann';
export { foldPathRows, foldTileOnto, foldTilePathRows, tilePathRows } from './path-fold';
export { neumannCosets } from './neumann-cosets';
export { foldRows, foldTileRows } from './fold-part';
export { reflectRows, unreflectRows } from './reflect';
export { checkThree } from './check-three';
export { kronClasses, kronRows } from './kron';
export { divideRows } from './row-divide';
export { columnDivide, xorFlagged } from './column-divide';
export { columnSums } from './column-sums';
export { binomialChase } from './binomial';
export { binomialCylinder } from './binomial-cylinder';
export { foldBinomialChase, foldBinomialRows, twistBinomialChase } from './twist-binomial';
export { foldBinomialStrips } from './fold-strips';
export { projectiveFoldChase, projectiveFoldUnfold } from './projective-fold-binomial';
export { pathBasisSolve } from './row-substitution';
export { pathFoldInverse, pathFoldSolve } from './path-transpose';
export { pathMooreFoldRows, pathMooreRows, pathMooreSolve } from './path-moore';
export { transposeBits } from './transpose-bits';
export { liftCover, prefixRows, projectCover } from './project-cover';
