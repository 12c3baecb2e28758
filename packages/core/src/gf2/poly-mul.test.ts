import { describe, expect, test } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { withKernels } from '../wasm/kernels.ts';
import { KARATSUBA_WORDS, KRONECKER_WORDS, mulWords } from './poly-mul.ts';
import { xorShiftedWords } from './words.ts';

const random = seededRandom('poly-mul');

/** Bit-by-bit schoolbook product: one shifted XOR of a per set bit of b, the independent reference. */
function schoolbook(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length + b.length + 1);
  for (let i = 0; i < 32 * b.length; i++) if ((b[i >>> 5]! >>> (i & 31)) & 1) xorShiftedWords(out, a, a.length, i);
  return out.subarray(0, a.length + b.length);
}

type Shape = 'random' | 'ones' | 'sparse' | 'top';

/** Words of a given shape: random, all ones (the most overlapping terms), one bit in ~40, or only the top bit. */
function words(length: number, shape: Shape): Uint32Array {
  const w = new Uint32Array(length);
  for (let k = 0; k < length; k++) {
    if (shape === 'random') w[k] = random();
    else if (shape === 'ones') w[k] = 0xffffffff;
    else if (shape === 'sparse' && random() % 40 === 0) w[k] = 1 << (random() % 32);
  }
  if (shape === 'top' && length > 0) w[length - 1] = 0x80000000;
  return w;
}

function expectProduct(a: Uint32Array, b: Uint32Array): void {
  expect(mulWords(a, b), `${a.length} × ${b.length} words`).toEqual(schoolbook(a, b));
}

describe('mulWords against the bit-by-bit schoolbook product', () => {
  test('every length up to past the Karatsuba threshold, balanced and not', () => {
    const edge = KARATSUBA_WORDS;
    const lengths = [0, 1, 2, 3, 5, edge - 1, edge, edge + 1, 2 * edge - 1, 2 * edge + 1, 3 * edge + 2, 7 * edge + 3];
    for (const la of lengths) for (const lb of lengths) expectProduct(words(la, 'random'), words(lb, 'random'));
  });

  test('structured operands: all ones, sparse, a lone top bit', () => {
    const shapes: Shape[] = ['ones', 'sparse', 'top', 'random'];
    for (const sa of shapes) {
      for (const sb of shapes) {
        for (const [la, lb] of [[KARATSUBA_WORDS + 7, KARATSUBA_WORDS + 7], [4 * KARATSUBA_WORDS + 1, KARATSUBA_WORDS + 3], [9, 130]]) {
          expectProduct(words(la!, sa), words(lb!, sb));
        }
      }
    }
  });

  test('a seeded budget of random lengths', () => {
    for (let i = 0; i < 40; i++) expectProduct(words(1 + (random() % 300), 'random'), words(1 + (random() % 300), 'random'));
  });

  test('the big-integer (Kronecker) product, on both sides of its threshold', () => {
    // a·b = a·b₀ + X^h·a·b₁ with both halves of b under the threshold: the Karatsuba path, checked above
    const split = (a: Uint32Array, b: Uint32Array): Uint32Array => {
      const h = b.length >>> 1;
      const out = new Uint32Array(a.length + b.length);
      out.set(mulWords(a, b.subarray(0, h)));
      const high = mulWords(a, b.subarray(h));
      for (let k = 0; k < high.length; k++) out[h + k]! ^= high[k]!;
      return out;
    };
    for (const [la, lb] of [
      [KRONECKER_WORDS, KRONECKER_WORDS],
      [KRONECKER_WORDS + 5, KRONECKER_WORDS],
      [2 * KRONECKER_WORDS + 3, KRONECKER_WORDS + 1],
      [KRONECKER_WORDS - 1, KRONECKER_WORDS - 1], // Karatsuba on both sides
    ] as const) {
      const a = words(la, 'random');
      const b = words(lb, 'random');
      // the TypeScript path: with the WebAssembly kernels, Kronecker starts at WASM_KRONECKER_WORDS
      expect(withKernels('ts', () => mulWords(a, b)), `${la} × ${lb} words`).toEqual(split(a, b));
    }
  });

  test('all ones squared at the Kronecker size: every field holds its largest count', () => {
    // (1 + t + … + t^{L−1})² = (1 + t^L)² / (1 + t)² = 1 + t² + … + t^{2L−2} over GF(2)
    const n = KRONECKER_WORDS;
    const square = withKernels('ts', () => mulWords(words(n, 'ones'), words(n, 'ones')));
    expect(square.every((w) => w === 0x55555555)).toBe(true);
  });
});
