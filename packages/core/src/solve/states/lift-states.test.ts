import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { CLASSIC_RULE } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { applyStatePresses, statePressEffect } from '../../puzzle/state-press.ts';
import { degreeP } from '../../zk/gfp-poly.ts';
import { primePowers } from '../../zk/zk.ts';
import { stateDot, statesKind } from './kind.ts';
import { algebraOf } from './poly-states.ts';
import { solveStates, stateNeed, statesKernel } from './solve-states.ts';

const random = seededRandom('lift-states');

function randomStates(rows: number, cols: number, k: number): StateBoard {
  return new StateBoard(rows, cols, k, Uint8Array.from({ length: rows * cols }, () => random() % k));
}

/** The first shape m × n (n from `from` on, m from n to n + 8) with quiet patterns mod p. */
function singularShape(p: number, from: number): [number, number] {
  for (let n = from; ; n++) for (let m = n; m <= n + 8; m++) if (degreeP(algebraOf(m, n, p).d) > 0) return [m, n];
}

// Boards from 96 columns: the Horner passes and Clenshaw's rule of the lift run in WebAssembly when it loads (and
// in TypeScript under LIGHTSOUT_KERNELS=ts); the dense comparison of the same systems is in _first-row.test.ts.
describe('prime powers through solveStates, boards with quiet patterns mod p', () => {
  it('solves every reachable board (checked by applying the answer) and proves the unsolvable ones', () => {
    let proofs = 0;
    for (const k of [4, 8, 9, 16, 25, 27]) {
      const { prime: p } = primePowers(k)[0]!;
      const [m, n] = singularShape(p, 96);
      for (const [rows, cols] of [[m, n], [n, m]] as const) {
        const label = `${rows}×${cols} k=${k}`;
        const reachable = statePressEffect(randomStates(rows, cols, k), CLASSIC_RULE);
        const solved = solveStates(reachable, { rule: CLASSIC_RULE });
        expect(solved.solvable, label).toBe(true);
        if (solved.solvable) expect(applyStatePresses(reachable, solved.presses, CLASSIC_RULE).isEmpty(), label).toBe(true);
        const board = randomStates(rows, cols, k);
        const r = solveStates(board, { rule: CLASSIC_RULE });
        if (r.solvable) expect(applyStatePresses(board, r.presses, CLASSIC_RULE).isEmpty(), label).toBe(true);
        else {
          // a quiet pattern y with y·b ≢ 0 (mod k): no presses can clear b (the classic rule is its own transpose)
          expect(statePressEffect(r.proof, CLASSIC_RULE).isEmpty(), label).toBe(true);
          expect(stateDot(r.proof, board), label).not.toBe(0);
          proofs++;
        }
        // the kernel: quiet patterns, as many generators as the nullity mod p
        const kernel = statesKernel(rows, cols, k, { rule: CLASSIC_RULE });
        expect(kernel.nullity, label).toBe(degreeP(algebraOf(m, n, p).d));
        for (const g of kernel.generators) expect(statePressEffect(g, CLASSIC_RULE).isEmpty(), label).toBe(true);
      }
    }
    expect(proofs).toBeGreaterThan(6);
  });

  it('the one-pass proof check of the classic rule takes a proof and refuses what is none', () => {
    const [m, n] = singularShape(3, 96);
    const shape = { rule: CLASSIC_RULE, rows: m, cols: n, states: 9 };
    let board = randomStates(m, n, 9);
    let r = solveStates(board, { rule: CLASSIC_RULE });
    for (let t = 0; r.solvable && t < 50; t++) {
      board = randomStates(m, n, 9);
      r = solveStates(board, { rule: CLASSIC_RULE });
    }
    if (r.solvable) throw new Error('no unsolvable board in 50 random ones'); // a third at most are solvable here
    const need = stateNeed(board);
    expect(statesKind.certifies(shape, r.proof, need)).toBe(true);
    const pressed = new StateBoard(m, n, 9, Uint8Array.from(r.proof.cells));
    pressed.cells[n + 3] = (pressed.cells[n + 3]! + 1) % 9; // one press more: not quiet
    expect(statesKind.certifies(shape, pressed, need)).toBe(false);
    expect(statesKind.certifies(shape, new StateBoard(m, n, 9), need)).toBe(false); // quiet, but y·b = 0
  });
});
