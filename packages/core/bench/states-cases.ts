import type { BenchCase } from './cases.ts';
import { seededRandom } from '../src/puzzle/random.ts';
import { CLASSIC_RULE, makeRule, type Rule } from '../src/puzzle/rule.ts';
import { namedStencil } from '../src/puzzle/stencil.ts';
import { StateBoard } from '../src/puzzle/state-board.ts';
import { statePressEffect } from '../src/puzzle/state-press.ts';
import { solveStates } from '../src/solve/states/solve-states.ts';

const random = seededRandom('bench-states');

/** A uniformly random k-state board, or (solvable) the effect of random presses. */
function randomStateBoard(rows: number, cols: number, k: number, rule: Rule | null): StateBoard {
  const b = new StateBoard(rows, cols, k, Uint8Array.from({ length: rows * cols }, () => random() % k));
  return rule ? statePressEffect(b, rule) : b;
}

function statesCase(rule: Rule, rows: number, cols: number, k: number, targetMs?: number, solvable = true): BenchCase {
  return {
    name: `states k=${k} ${rule.stencil.name}/${rule.topology} ${rows}x${cols}${solvable ? '' : ' random'}`,
    method: `solveStates, k = ${k}, verified (${rule.stencil.name}, ${rule.topology}${solvable ? '' : ', random board'})`,
    size: `${rows}×${cols}`,
    targetMs,
    prepare() {
      const board = randomStateBoard(rows, cols, k, solvable ? rule : null);
      return () => solveStates(board, { rule });
    },
  };
}

const mooreTorus = makeRule(namedStencil('moore'), 'torus');

/** The k-state benchmarks: the targets first (k = 3 classic 1000², composite k at 64²). */
export const STATE_CASES: BenchCase[] = [
  statesCase(CLASSIC_RULE, 1000, 1000, 3, 1000),
  statesCase(CLASSIC_RULE, 1000, 1000, 3, 1000, false),
  statesCase(CLASSIC_RULE, 64, 64, 6, 1000),
  statesCase(CLASSIC_RULE, 64, 64, 12, 1000),
  statesCase(mooreTorus, 64, 64, 12, 1000),
  statesCase(CLASSIC_RULE, 1000, 1000, 6),
  statesCase(CLASSIC_RULE, 256, 256, 4),
  statesCase(CLASSIC_RULE, 2000, 2000, 5),
  // prime powers lifted from their prime (issue 24: k = pᵉ within 2× of k = p), with the primes beside them
  statesCase(CLASSIC_RULE, 1000, 1000, 2),
  statesCase(CLASSIC_RULE, 1000, 1000, 4),
  statesCase(CLASSIC_RULE, 1000, 1000, 8),
  statesCase(CLASSIC_RULE, 1000, 1000, 9),
  statesCase(CLASSIC_RULE, 1000, 1000, 9, undefined, false),
  // the other prime powers within byte lanes (q ≤ 51), and the prime 5 beside 25
  statesCase(CLASSIC_RULE, 1000, 1000, 5),
  statesCase(CLASSIC_RULE, 1000, 1000, 16),
  statesCase(CLASSIC_RULE, 1000, 1000, 25),
  statesCase(CLASSIC_RULE, 1000, 1000, 27),
];
