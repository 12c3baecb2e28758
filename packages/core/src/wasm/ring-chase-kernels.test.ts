import { describe, expect, test } from 'vitest';
import { RowDivider } from '../gf2/row-divider.ts';
import { applyPresses } from '../puzzle/press.ts';
import { randomSolvableBoard, seededRandom } from '../puzzle/random.ts';
import { makeRule } from '../puzzle/rule.ts';
import { namedStencil } from '../puzzle/stencil.ts';
import { parseStencil } from '../format/stencil-pattern.ts';
import { ChaseDivisor } from '../solve/grid/chase-divisor.ts';
import { ringChaseMethod } from '../solve/grid/ring-chase.ts';
import { kernelsOnInThisFile } from './_test-kernels.ts';
import { kernels, memoryWords, stillHeld, withKernels } from './kernels.ts';
import { mulWordsWasm } from './poly-kernels.ts';
import { HeldLights, identitySetup, ringChaseSetup, ringChaseWasm, WASM_RING_CHASE_MIN_WORDS, withRingChaseBlockWords } from './ring-chase-kernels.ts';

/**
 * The ring chase's kernel against its TypeScript loop (`withKernels('ts', …)`): the same presses, which clear
 * the board, for the rules whose chase coefficient is not a unit somewhere (Moore without centre, diagonal),
 * cross without centre and an asymmetric stencil of a ring, on every untwisted topology, at widths either side
 * of the word edges and boards past the kernels' thresholds (the chase's and the Neumann product's).
 */
kernelsOnInThisFile();

const random = seededRandom('wasm-ring-chase');

const RULES = [
  namedStencil('moore', { center: false }),
  namedStencil('diagonal'),
  namedStencil('cross', { center: false }),
  parseStencil('.#./###/#..'),
  namedStencil('moore'), // c = D = M: where c is a unit, the step divides the lights alone (`plusBoth` in ring-chase.ts)
];

describe('ringChaseWasm', () => {
  test('the same presses as the TypeScript chase, every rule, topology and width', () => {
    let kernelSized = 0;
    for (const stencil of RULES) {
      for (const topology of ['plane', 'torus', 'cylinder'] as const) {
        const rule = makeRule(stencil, topology);
        for (const [rows, cols] of [
          [260, 97],
          [96, 128],
          [264, 128], // diagonal on a ring of 2⁷ cells: all of the row ring is the bad part (the Neumann kernel)
          [300, 120], // Moore without centre on a ring of 120 cells: a bad part of rank 16, in coordinates
          [129, 160],
          [200, 257],
          [200, 200], // Moore without centre on paths of 3·odd − 1 cells: a bad part of rank 2 without a period (its coordinates in the division's passes)
          [320, 320],
        ] as const) {
          const shape = { rule, rows, cols };
          if (!ringChaseMethod.applies(shape)) continue;
          if (rows * Math.ceil(Math.min(rows, cols) / 32) >= WASM_RING_CHASE_MIN_WORDS) kernelSized++;
          const board = randomSolvableBoard(rows, cols, { random, rule });
          const label = `${stencil.offsets.length} offsets, ${topology}, ${rows}×${cols}`;
          const fast = ringChaseMethod.prepare(shape).solve(board);
          const reference = withKernels('ts', () => ringChaseMethod.prepare(shape).solve(board));
          expect(reference, label).not.toBeNull();
          expect(fast?.words, label).toEqual(reference?.words);
          expect(applyPresses(board, fast!, rule).isEmpty(), label).toBe(true);
        }
      }
    }
    expect(kernelSized).toBeGreaterThan(20);
  });

  test('c = 1 + x and c = x divide by prefix XORs: the same presses at widths around the word, u64 and vector edges', () => {
    const divisions = new Set<number>();
    for (const stencil of RULES.slice(0, 2)) {
      for (const topology of ['plane', 'torus', 'cylinder'] as const) {
        const rule = makeRule(stencil, topology);
        for (const cols of [65, 95, 96, 97, 127, 128, 129, 159, 191, 192, 193, 223, 255, 256, 257]) {
          const stride = Math.ceil(cols / 32);
          const rows = Math.max(2 * cols + 3, Math.ceil(WASM_RING_CHASE_MIN_WORDS / stride) + 1);
          const shape = { rule, rows, cols };
          const board = randomSolvableBoard(rows, cols, { random, rule });
          const label = `${stencil.offsets.length} offsets, ${topology}, ${rows}×${cols}`;
          const fast = ringChaseMethod.prepare(shape).solve(board);
          const reference = withKernels('ts', () => ringChaseMethod.prepare(shape).solve(board));
          expect(fast?.words, label).toEqual(reference?.words);
          expect(applyPresses(board, fast!, rule).isEmpty(), label).toBe(true);
        }
        const ring = topology !== 'plane';
        const up = stencil.offsets.filter(([dr]) => dr === -1).map(([, dc]) => dc);
        const divider = new ChaseDivisor(new RowDivider(up, 200, ring), null, 7).tabled;
        const setup = divider && ringChaseSetup({ keep: true, up: true, down: true }, { keep: true, up: true, down: true }, divider.parts, divider.fixes, 200, ring);
        divisions.add(setup?.ell ?? -1);
      }
    }
    // Moore without centre: ℓ = 1 + z + z² (ell 3); the diagonal rule: ℓ = 1 + z² (ell 2)
    expect([...divisions].sort()).toEqual([2, 3]);
  });

  test('blocks of any number of rows, lights held or not: the same presses as the TypeScript chase', () => {
    // every residue of the rows per block mod 3 (the rolling rows' slots), a last block shorter than the others,
    // one row per block, and the bad part in coordinates or folded (its projection and the light rows' coordinates
    // or folds cross the blocks' edges)
    for (const [stencil, topology, rows, cols] of [
      [RULES[0]!, 'plane', 301, 120],
      [RULES[0]!, 'torus', 300, 120],
      [RULES[1]!, 'cylinder', 257, 97],
      [RULES[1]!, 'torus', 260, 129],
      [RULES[2]!, 'plane', 259, 160],
      [RULES[3]!, 'cylinder', 400, 96],
      [RULES[0]!, 'cylinder', 400, 96], // the bad part folded a word at a time: the lights' folds and the tiled rows cross the blocks' edges
    ] as const) {
      const rule = makeRule(stencil, topology);
      const shape = { rule, rows, cols };
      if (!ringChaseMethod.applies(shape)) continue;
      const board = randomSolvableBoard(rows, cols, { random, rule });
      const reference = withKernels('ts', () => ringChaseMethod.prepare(shape).solve(board));
      expect(reference).not.toBeNull();
      const stride = Math.ceil(cols / 32);
      for (const perBlock of [1, 2, 3, 4, 5, 7, 64, rows - 2, rows - 1, rows]) {
        // the lights held whole from the first chase to the second, or (as past the memory's room) a block at a time
        for (const hold of [true, false]) {
          const label = `${stencil.offsets.length} offsets, ${topology}, ${rows}×${cols}, ${perBlock} rows a block, held ${hold}`;
          const fast = withRingChaseBlockWords(perBlock * stride, () => ringChaseMethod.prepare(shape).solve(board), hold);
          expect(fast?.words, label).toEqual(reference?.words);
        }
      }
    }
  });

  test('lights held from the first chase to the second: read where the first left them, copied again once a claim reaches them', () => {
    // cross without centre on a ring of 200 cells (c = 1): M = shifts ±1, D = the row itself
    const [rows, bits] = [300, 200];
    const setup = identitySetup({ keep: false, up: true, down: true }, { keep: true, up: false, down: false }, bits, true)!;
    const stride = setup.stride;
    const lights = Uint32Array.from({ length: rows * stride }, (_, i) => (i % stride === stride - 1 ? random() & 0xff : random()) >>> 0);
    const first = Uint32Array.from({ length: stride }, (_, i) => (i === stride - 1 ? 0 : random() >>> 0));
    const above = new Uint32Array(stride);
    const chase = (held: HeldLights | null): Uint32Array => {
      const out = new Uint32Array(rows * stride);
      ringChaseWasm(setup, lights, rows, first, above, out, null, held);
      return out;
    };
    const reference = chase(null);
    // P_{r+1} = b_r + s·P_r + s⁻¹·P_r + P_{r−1}, cell by cell round the ring
    const bit = (a: Uint32Array, r: number, j: number): number => (r < 0 ? 0 : (a[r * stride + (j >>> 5)]! >>> (j & 31)) & 1);
    for (let r = 0; r + 1 < rows; r++) {
      for (let j = 0; j < bits; j++) {
        const want = bit(lights, r, j) ^ bit(reference, r, (j + 1) % bits) ^ bit(reference, r, (j + bits - 1) % bits) ^ bit(reference, r - 1, j);
        if (bit(reference, r + 1, j) !== want) expect.unreachable(`row ${r + 1}, cell ${j}`);
      }
    }
    expect(withKernels('ts', () => ringChaseWasm(setup, lights, rows, first, above, null))).toBeNull();
    const k = kernels()!;
    const twoPasses = (between: (from: number) => void): Uint32Array => {
      const held = new HeldLights(lights);
      ringChaseWasm(setup, lights, rows, first, above, null, null, held);
      expect(held.hold && stillHeld(k, held.hold)).toBe(true);
      between(held.hold!.from);
      return chase(held);
    };
    const scribble = (from: number): void => {
      new Uint32Array(k.memory.buffer).fill(0x5555, from, from + rows * stride);
    };
    // nothing in between, a small claim, a product of polynomials (its scratch below the hold): the same presses
    expect(twoPasses(() => {})).toEqual(reference);
    expect(twoPasses(() => memoryWords(k, 1 << 16))).toEqual(reference);
    expect(twoPasses(() => mulWordsWasm(lights.subarray(0, 64), lights.subarray(64, 100)))).toEqual(reference);
    // the second chase reads the held words, not the lights again: overwritten without a claim, they change the presses
    expect(twoPasses(scribble)).not.toEqual(reference);
    // a claim that reaches them ends the hold: the second chase copies the lights again
    const claimThenScribble = (from: number): void => {
      memoryWords(k, 4 * from + 4);
      scribble(from);
    };
    expect(twoPasses(claimThenScribble)).toEqual(reference);
    // so does another hold (another solve's first chase), which takes the same words
    const otherHoldThenScribble = (from: number): void => {
      ringChaseWasm(setup, lights, rows, first, above, null, null, new HeldLights(lights));
      scribble(from);
    };
    expect(twoPasses(otherHoldThenScribble)).toEqual(reference);
  });
});
