import type { Board } from '../puzzle/board.ts';
import { pressEffect, pressesReach } from '../puzzle/press.ts';
import { type Rule, transposeRule } from '../puzzle/rule.ts';

/** True when pressing `presses` turns `board` into `target` (all off by default) under `rule`. */
export function verifySolution(board: Board, presses: Board, rule: Rule, target?: Board): boolean {
  return pressesReach(board, presses, rule, target);
}

/**
 * True when `proof` shows that `board` cannot reach `target` (all off by default): `proof` is a quiet
 * pattern of the transposed rule (Aᵀ·y = 0) whose overlap with board + target is odd. Then y·(A·x) = 0 for
 * every press pattern x, so no x can change the overlap's parity.
 */
export function verifyProof(board: Board, proof: Board, rule: Rule, target?: Board): boolean {
  if (!pressEffect(proof, transposeRule(rule)).isEmpty()) return false;
  return lightsToToggle(board, target).overlap(proof) % 2 === 1;
}

/** `board + target`: the lights the presses must toggle. */
export function lightsToToggle(board: Board, target?: Board): Board {
  return target ? board.clone().xor(target) : board;
}
