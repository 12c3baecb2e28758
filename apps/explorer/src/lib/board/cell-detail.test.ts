import { describe, expect, it } from 'vitest';
import type { Lights } from '../game/lights.ts';
import { cellReadout } from './cell-detail.ts';

/** Lights as a plain array of states (only `at` is read). */
const kind = { at: (lights: number[], i: number) => lights[i]! } as unknown as Lights<number[]>;

describe('the board canvas readout', () => {
  it('names the board and how to move about it when no cell is under the pointer or the cursor', () => {
    expect(cellReadout(null, 3, { kind, lights: [0, 0, 0, 0, 0, 0], overlays: {}, cols: 2, k: 2 })).toBe('3 × 2 · scroll or pinch to zoom, drag to pan');
  });

  it('reads a cell 1-based, its light, its presses and the proof pattern, in words for two states and numbers for more', () => {
    const overlays = { presses: [0, 1, 0, 0], proof: [0, 1, 0, 0] };
    expect(cellReadout([0, 1], 2, { kind, lights: [0, 1, 0, 0], overlays, cols: 2, k: 2 })).toBe('row 1, column 2, on, press here, in the pattern');
    expect(cellReadout([0, 1], 2, { kind, lights: [0, 4, 0, 0], overlays: { presses: [0, 3, 0, 0] }, cols: 2, k: 5 })).toBe('row 1, column 2, state 4, press ×3');
    expect(cellReadout([1, 0], 2, { kind, lights: [0, 1, 0, 0], overlays, cols: 2, k: 2 })).toBe('row 2, column 1, off');
  });
});
