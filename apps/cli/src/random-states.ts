import { type Random, type Rule, StateBoard, statePressEffect } from '@lightsout/core';

/** A uniform integer in [0, n) from 32 random bits (n ≤ 255: the bias is below 2⁻²⁴). */
function below(n: number, random: Random): number {
  return (random() >>> 0) % n;
}

/** True with chance p, from 32 random bits. */
function chance(p: number, random: Random): boolean {
  return (random() >>> 0) / 2 ** 32 < p;
}

/** A k-state board whose cells are not 0 with chance `density`, a non-zero cell uniform in 1..K−1. */
export function randomStateBoard(rows: number, cols: number, states: number, density: number, random: Random): StateBoard {
  const board = new StateBoard(rows, cols, states);
  for (let i = 0; i < board.cells.length; i++) if (chance(density, random)) board.cells[i] = 1 + below(states - 1, random);
  return board;
}

/** The lights left by random presses: each cell pressed with chance `density`, 1..K−1 times. Always solvable. */
export function randomSolvableStateBoard(rows: number, cols: number, states: number, rule: Rule, density: number, random: Random): StateBoard {
  return statePressEffect(randomStateBoard(rows, cols, states, density, random), rule);
}
