import { describe, expect, test } from 'vitest';
import { Board } from '../puzzle/board.ts';
import { randomBoard, seededRandom } from '../puzzle/random.ts';
import { ColumnDivider } from '../solve/grid/column-divider.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { columnDivideWasm } from './column-divide-kernels.ts';
import { withKernels } from './kernels.ts';

kernelsOnInThisFile();

/**
 * The kernel columnDivide (wasm/column-divide.ts) against ColumnDivider.divide on the TypeScript path: v = v₀ + y
 * on paths and rings of m rows, boards whose rows end either side of the word, u64 and 128-bit vector edges;
 * the quotient is the reference's word for word (written apart or over z), and v·w = z.
 */
const random = seededRandom('wasm-column-divide');

/** v·w: row r is v₀·w_r + w_{r−1} + w_{r+1} (rows clip on a path, wrap on a ring). */
function times(w: Board, v0: 0 | 1, ring: boolean): Board {
  const { rows: m, stride } = w;
  const out = new Board(m, w.cols);
  for (let r = 0; r < m; r++) {
    const near = [...(v0 ? [r] : []), r - 1, r + 1].map((q) => (ring ? (q + m) % m : q)).filter((q) => q >= 0 && q < m);
    for (const q of near) for (let k = 0; k < stride; k++) out.words[r * stride + k]! ^= w.words[q * stride + k]!;
  }
  return out;
}

describe('columnDivideWasm', () => {
  test('the quotient of the TypeScript chase, on paths and rings, v₀ = 0 and 1, around the word and vector edges', () => {
    let cases = 0;
    for (const cols of [1, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 160, 161, 255, 257]) {
      for (const m of [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 20, 21]) {
        for (const ring of m >= 3 ? [false, true] : [false]) {
          for (const v0 of [0, 1] as const) {
            const divider = new ColumnDivider(m, v0, 1, ring);
            // z in v's image: v times a random board
            const z = times(randomBoard(m, cols, { random }), v0, ring);
            const expected = withKernels('ts', () => divider.divide(z, new Board(m, cols)));
            const label = `${ring ? 'ring' : 'path'} ${m} × ${cols}, v₀ = ${v0}`;
            expect(times(expected, v0, ring).equals(z), label).toBe(true);
            const { flags } = divider;
            const w = new Board(m, cols).xor(randomBoard(m, cols, { random })); // overwritten, not added to
            expect(columnDivideWasm(z.words, m, z.stride, v0, flags, w.words), label).toBe(true);
            expect(w.equals(expected), label).toBe(true);
            // over z: the kernel's quotient in z's own words, or a fresh board on the TypeScript path
            for (const path of ['auto', 'ts'] as const) expect(withKernels(path, () => divider.divideOver(z.clone())).equals(expected), `${label} ${path}`).toBe(true);
            cases++;
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(600);
  });

  test('false on the TypeScript path', () => {
    const divider = new ColumnDivider(5, 1, 1, false);
    const { flags } = divider;
    expect(withKernels('ts', () => columnDivideWasm(new Uint32Array(5), 5, 1, 1, flags, new Uint32Array(5)))).toBe(false);
  });
});
