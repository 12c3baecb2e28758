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
import { withKernels } from './kernels.ts';
import { ringChaseSetup, WASM_RING_CHASE_MIN_WORDS } from './ring-chase-kernels.ts';

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
});
