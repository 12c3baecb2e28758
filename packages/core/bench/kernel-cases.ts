import { classicNullity } from '../src/algebra.ts';
import { randomSolvableBoard, seededRandom, solve } from '../src/index.ts';
import { mulWords } from '../src/gf2/poly-mul.ts';
import { withKernels } from '../src/wasm/kernels.ts';
import type { BenchCase } from './cases.ts';

/**
 * The WebAssembly kernels against the TypeScript path they replace, in the same run: the rows named
 * `… (TypeScript path)` force it (the others take the kernels, as the library does by default).
 */
const random = seededRandom('bench-kernels');

function productCase(words: number, choice: 'auto' | 'ts'): BenchCase {
  const path = choice === 'ts' ? 'TypeScript path' : 'WebAssembly';
  return {
    name: `gf2 product ${words} words${choice === 'ts' ? ' ts' : ''}`,
    method: `GF(2)[t] product, ${32 * words} bits each (${path})`,
    size: `${words} words`,
    prepare() {
      const a = Uint32Array.from({ length: words }, () => random());
      const b = Uint32Array.from({ length: words }, () => random());
      return () => withKernels(choice, () => mulWords(a, b));
    },
  };
}

/** `solve()` of a random solvable classic board (verified), on the given path. */
function solveCase(side: number, choice: 'auto' | 'ts'): BenchCase {
  return {
    name: `solve classic ${side}x${side} ${choice === 'ts' ? 'ts' : 'wasm'}`,
    method: `solve() front door, verified (classic; ${choice === 'ts' ? 'TypeScript path' : 'WebAssembly chase and popcount'})`,
    size: `${side}×${side}`,
    prepare() {
      const board = randomSolvableBoard(side, side, { random });
      return () => withKernels(choice, () => solve(board));
    },
  };
}

/** The kernel rows: products, the classic nullity at 10⁶ and classic solves, each beside its TypeScript path. */
export const KERNEL_CASES: BenchCase[] = [
  productCase(1024, 'auto'),
  productCase(1024, 'ts'),
  productCase(16384, 'auto'),
  productCase(16384, 'ts'),
  solveCase(4096, 'auto'),
  solveCase(4096, 'ts'),
  solveCase(10000, 'auto'),
  solveCase(10000, 'ts'),
  {
    name: 'nullity 1e6 ts',
    method: 'classic nullity (TypeScript path: squares out, then one gcd)',
    size: '10⁶×10⁶',
    runs: 5,
    prepare: () => () => withKernels('ts', () => classicNullity(1_000_000, 1_000_000)),
  },
];
