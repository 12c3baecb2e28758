import { describe, expect, test } from 'vitest';
import { popcount } from '../gf2/words.ts';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { chase } from '../solve/grid/cross-chase.ts';
import { solve } from '../solve/grid/solve.ts';
import { withKernels } from './kernels.ts';
import { applyPath } from '../gf2/path-basis.ts';
import { chaseWasm, hornerRowWasm, popcountWasm, WASM_CHASE_MIN_WORDS, WASM_POPCOUNT_MIN_WORDS } from './chase-kernels.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';

kernelsOnInThisFile();

/**
 * The chase and popcount kernels against the TypeScript loops they replace (forced with `withKernels('ts', …)`),
 * on seeded random boards whose widths straddle the word and vector edges (1, 4 and 5 words a row, the
 * scalar head and tail of each row) and whose sizes straddle the dispatch thresholds.
 */
const random = seededRandom('wasm-chase');

const WIDTHS = [1, 2, 31, 32, 33, 63, 64, 65, 96, 127, 128, 129, 130, 160, 161, 200, 257];

describe('chaseWasm', () => {
  test('every width around the word and vector edges, with and without lights, first row and output', () => {
    for (const cols of WIDTHS) {
      for (const rows of [1, 2, 3, 17]) {
        const lights = randomBoard(rows, cols, { random });
        const first = randomBoard(1, cols, { random }).words;
        for (const [b, x] of [[lights, first], [null, first], [lights, null]] as const) {
          const stride = lights.stride;
          const label = `${rows}×${cols}, lights ${b !== null}, first ${x !== null}`;
          const fast = new Board(rows, cols);
          const leftover = chaseWasm(b ? b.words : null, rows, stride, cols % 32 === 0 ? 0xffffffff : 2 ** (cols % 32) - 1, x, fast.words);
          const reference = new Board(rows, cols);
          const expected = withKernels('ts', () => chase(b, rows, cols, x, reference));
          expect(leftover, label).toEqual(expected);
          expect(fast.words, label).toEqual(reference.words);
          expect(chaseWasm(b ? b.words : null, rows, stride, cols % 32 === 0 ? 0xffffffff : 2 ** (cols % 32) - 1, x, null), label).toEqual(expected);
        }
      }
    }
  });

  test('blocks of one, two and three rows: every block edge answers as the TypeScript path', () => {
    for (const cols of [1, 33, 161, 257]) {
      for (const rows of [1, 2, 5, 11]) {
        const lights = randomBoard(rows, cols, { random });
        const first = randomBoard(1, cols, { random }).words;
        const tail = cols % 32 === 0 ? 0xffffffff : 2 ** (cols % 32) - 1;
        const reference = new Board(rows, cols);
        const expected = withKernels('ts', () => chase(lights, rows, cols, first, reference));
        for (const blockRows of [1, 2, 3]) {
          const label = `${rows}×${cols}, blocks of ${blockRows}`;
          const fast = new Board(rows, cols);
          expect(chaseWasm(lights.words, rows, lights.stride, tail, first, fast.words, blockRows * lights.stride), label).toEqual(expected);
          expect(fast.words, label).toEqual(reference.words);
          expect(chaseWasm(null, rows, lights.stride, tail, first, null, blockRows * lights.stride), label).toEqual(withKernels('ts', () => chase(null, rows, cols, first, null)));
        }
      }
    }
  });

  test('the dispatching chase and solve() past the threshold answer as the TypeScript path', () => {
    const side = Math.ceil(Math.sqrt(32 * WASM_CHASE_MIN_WORDS)) + 3;
    for (let i = 0; i < 3; i++) {
      const lights = randomBoard(side, side + i, { random });
      const out = new Board(side, side + i);
      const reference = new Board(side, side + i);
      expect(chase(lights, side, side + i, null, out)).toEqual(withKernels('ts', () => chase(lights, side, side + i, null, reference)));
      expect(out.words).toEqual(reference.words);
      const fast = solve(lights);
      const slow = withKernels('ts', () => solve(lights));
      const words = (r: typeof fast): Uint32Array => (r.solvable ? r.presses.words : r.proof.words);
      expect(fast.solvable, `${side}×${side + i}`).toBe(slow.solvable);
      expect(words(fast), `${side}×${side + i}`).toEqual(words(slow));
      expect(fast.nullity).toBe(slow.nullity);
    }
  });
});

describe('hornerRowWasm', () => {
  test('ξ(T)·z against Horner with the TypeScript row operator, every width around the word and vector edges', () => {
    for (const cols of WIDTHS) {
      for (const degree of [0, 1, 31, 32, cols - 1, cols + 40]) {
        if (degree < 0) continue;
        const xi = Uint32Array.from({ length: (degree >>> 5) + 1 }, () => random());
        xi[degree >>> 5]! &= 2 ** ((degree & 31) + 1) - 1;
        xi[degree >>> 5]! |= 2 ** (degree & 31);
        const z = randomBoard(1, cols, { random }).words;
        const expected = new Uint32Array(z.length);
        for (let j = degree; j >= 0; j--) {
          applyPath(expected, cols, true);
          if ((xi[j >>> 5]! >>> (j & 31)) & 1) for (let k = 0; k < z.length; k++) expected[k]! ^= z[k]!;
        }
        const tail = cols % 32 === 0 ? 0xffffffff : 2 ** (cols % 32) - 1;
        expect(hornerRowWasm(xi, degree, z, z.length, tail), `${cols} columns, degree ${degree}`).toEqual(expected);
      }
    }
  });

  test('solve() of boards with no quiet patterns (where it runs) answers as the TypeScript path', () => {
    let seen = 0;
    for (let side = 64; seen < 4; side++) {
      const lights = randomBoard(side, side, { random });
      const fast = solve(lights);
      if (fast.nullity !== 0) continue;
      seen++;
      const slow = withKernels('ts', () => solve(lights));
      expect(fast.solvable && slow.solvable && fast.presses.words, `${side}²`).toEqual(slow.solvable && slow.presses.words);
    }
  });
});

describe('popcountWasm', () => {
  test('random words, every length parity and offset, and the dispatching popcount past its threshold', () => {
    const words = Uint32Array.from({ length: WASM_POPCOUNT_MIN_WORDS + 7 }, () => random());
    for (const [start, end] of [[0, 0], [0, 1], [3, 4], [1, 8], [5, 1000], [0, words.length], [1, words.length - 2]] as const) {
      expect(popcountWasm(words, start, end), `${start}..${end}`).toBe(withKernels('ts', () => popcount(words, start, end)));
    }
    expect(popcount(words)).toBe(withKernels('ts', () => popcount(words)));
  });
});
