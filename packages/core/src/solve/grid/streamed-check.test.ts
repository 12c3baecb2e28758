import { describe, expect, test } from 'vitest';
import { ArgumentError } from '../../errors.ts';
import { tailMask } from '../../gf2/words.ts';
import { Board } from '../../puzzle/board.ts';
import { pressesReach } from '../../puzzle/press.ts';
import { randomBoard, randomSolvableBoard, seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE } from '../../puzzle/rule.ts';
import { chaseWasm, WASM_CHASE_MIN_WORDS } from '../../wasm/chase-kernels.ts';
import { kernels, withKernels } from '../../wasm/kernels.ts';
import { kernelsOnInThisFile } from '../../wasm/_test-kernels.ts';
import { chooseMethod } from './methods.ts';
import { solve } from './solve.ts';
import { streamedCheckOf, takeReceipt, withStreamedCheck } from './streamed-check.ts';

kernelsOnInThisFile();

/**
 * The check streamed behind the chase: every single flipped press and light caught whatever the blocks of rows the
 * chase reports; a receipt only for the front door's own lights and presses, used once; the chase's reports only of
 * rows written for good; and solve() past the WebAssembly threshold (where the receipt stands for the check) right on
 * square, tall and wide boards, a malformed board refused on both kernel paths.
 */
const random = seededRandom('streamed-check');

function solvedPresses(lights: Board): Board {
  const result = withKernels('ts', () => solve(lights));
  if (!result.solvable) throw new Error('a solvable board came back unsolvable');
  return result.presses;
}

/** The receipt of a check streamed over `presses` as a chase reporting `blockRows` rows at a time would. */
function streamed(presses: Board, lights: Board, blockRows: number): number | undefined {
  const free = (kernels()!.heapBase() >>> 2) + 64;
  return withStreamedCheck(lights, () => {
    const listen = streamedCheckOf(lights, presses);
    if (!listen) throw new Error('the front door asked for a streamed check of these lights');
    for (let final = blockRows; final < lights.rows + blockRows; final += blockRows) listen(Math.min(final, lights.rows), free);
    return takeReceipt(presses, lights);
  });
}

describe('the streamed check', () => {
  test('every single flipped press and light is caught, the chase reporting 1, 2, 3 or 7 rows at a time', () => {
    for (const [rows, cols] of [[1, 1], [2, 33], [9, 161], [13, 250], [6, 384], [8, 129]] as const) {
      const lights = randomSolvableBoard(rows, cols, { random });
      const presses = solvedPresses(lights);
      for (const blockRows of [1, 2, 3, 7]) {
        const label = `${rows}×${cols}, ${blockRows} rows at a time`;
        expect(streamed(presses, lights, blockRows), label).toBe(presses.count());
        const missed: string[] = [];
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            for (const [board, what] of [[presses, 'press'], [lights, 'light']] as const) {
              board.toggle(r, c);
              if (streamed(presses, lights, blockRows) !== undefined) missed.push(`${what} ${r},${c}`);
              board.toggle(r, c);
            }
          }
        }
        expect(missed, label).toEqual([]);
      }
    }
  });

  test('random presses get a receipt exactly when they solve the board', () => {
    for (const [rows, cols] of [[1, 3], [2, 2], [3, 33]] as const) {
      const lights = randomBoard(rows, cols, { random });
      for (let i = 0; i < 40; i++) {
        const presses = randomBoard(rows, cols, { random });
        expect(streamed(presses, lights, 1)).toBe(pressesReach(lights, presses, CLASSIC_RULE) ? presses.count() : undefined);
      }
    }
  });

  test('a receipt only for the lights the front door asked about, used once; the method alone never checks', () => {
    const side = Math.ceil(Math.sqrt(32 * WASM_CHASE_MIN_WORDS)) + 3; // past the threshold: the chase in WebAssembly
    const lights = randomSolvableBoard(side, side, { random });
    const shape = { rule: CLASSIC_RULE, rows: side, cols: side };
    const prepared = chooseMethod(shape).prepare(shape);
    const raw = prepared.solve(lights)!;
    expect(takeReceipt(raw, lights)).toBeUndefined();
    const presses = withStreamedCheck(lights, () => prepared.solve(lights)!);
    expect(takeReceipt(presses, lights.clone())).toBeUndefined(); // same lights, another board: no
    const again = withStreamedCheck(lights, () => prepared.solve(lights)!);
    expect(takeReceipt(again, lights)).toBe(again.count());
    expect(takeReceipt(again, lights)).toBeUndefined();
    expect(again.words).toEqual(raw.words);
    const other = randomSolvableBoard(side, side, { random });
    const elsewhere = withStreamedCheck(other, () => prepared.solve(lights)!);
    expect(takeReceipt(elsewhere, lights)).toBeUndefined();
  });
});

describe('the chase reports rows written for good', () => {
  test('each report: rows below it as they end up, reports rising to the last row, free words past the buffers', () => {
    for (const [rows, cols, blockRows] of [[11, 161, 1], [11, 161, 3], [40, 257, 7], [5, 33, 16]] as const) {
      const lights = randomBoard(rows, cols, { random });
      const first = randomBoard(1, cols, { random }).words;
      const out = new Board(rows, cols);
      const reports: Array<{ final: number; rows: Uint32Array }> = [];
      const chaseEnd = (kernels()!.heapBase() >>> 2) + 4 + (Math.min(rows, blockRows) + 2) * out.stride + 4;
      chaseWasm(lights.words, rows, out.stride, tailMask(cols), first, out.words, blockRows * out.stride, (final, free) => {
        expect(free).toBeGreaterThanOrEqual(chaseEnd + Math.min(rows, blockRows) * out.stride);
        reports.push({ final, rows: out.words.slice(0, final * out.stride) });
      });
      expect(reports.map((r) => r.final)).toEqual(Array.from({ length: Math.ceil(rows / blockRows) }, (_, i) => Math.min(rows, (i + 1) * blockRows)));
      for (const r of reports) expect(r.rows).toEqual(out.words.subarray(0, r.final * out.stride));
    }
  });
});

describe('solve() past the WebAssembly threshold', () => {
  const side = Math.ceil(Math.sqrt(32 * WASM_CHASE_MIN_WORDS));
  test.each([
    ['square', side + 5, side + 5],
    ['tall', side + 40, side - 7],
    ['wide (transposed: checked after the solve)', side - 7, side + 40],
  ])('%s: the presses and their count as on the TypeScript path', (_, rows, cols) => {
    const lights = randomSolvableBoard(rows, cols, { random });
    const result = solve(lights);
    const reference = withKernels('ts', () => solve(lights));
    if (!result.solvable || !reference.solvable) throw new Error('a solvable board came back unsolvable');
    expect(result.presses.words).toEqual(reference.presses.words);
    expect(result.pressCount).toBe(result.presses.count());
    expect(pressesReach(lights, result.presses, CLASSIC_RULE)).toBe(true);
  });

  test('a light past the last column: the ArgumentError naming its row, on both paths, with or without a target', () => {
    for (const [rows, cols] of [[3, 33], [5, 5], [4, 4], [side + 5, side + 9], [side - 9, side + 40], [side + 40, side - 9]] as const) {
      const lights = randomSolvableBoard(rows, cols, { random });
      const row = random() % rows;
      lights.words[row * lights.stride + lights.stride - 1]! |= 2 ** 31; // none of these widths is a multiple of 32
      for (const choice of ['auto', 'ts'] as const) {
        for (const options of [{}, { target: new Board(rows, cols) }, { minimal: true }]) {
          const run = () => withKernels(choice, () => solve(lights, options));
          expect(run, `${rows}×${cols} ${choice}`).toThrow(ArgumentError);
          expect(run, `${rows}×${cols} ${choice}`).toThrow(new RegExp(`row ${row + 1} has bits set past its ${cols} columns`));
        }
      }
    }
  });
});
