import { type Board, type Random, randomBoard, randomSolvableBoard, type StateBoard } from '@lightsout/core';
import { randomSolvableStateBoard, randomStateBoard } from '@lightsout/core/algebra';
import type { GridKind } from './puzzle-flags.ts';

/** How `random` and `play` draw a board. */
export interface RandomGridOptions {
  /** Only boards some presses clear: the lights left by random presses. */
  readonly solvable: boolean;
  /** The chance a cell is lit (K > 2: not 0), or pressed with `solvable`; the default when undefined. */
  readonly density: number | undefined;
  readonly random: Random;
}

/** A random rows × cols board of the run's kind: a bit board for two states, a `StateBoard` for K > 2. */
export function randomGrid(rows: number, cols: number, { rule, states }: GridKind, { solvable, density, random }: RandomGridOptions): Board | StateBoard {
  if (states === 2) return solvable ? randomSolvableBoard(rows, cols, { rule, density, random }) : randomBoard(rows, cols, { density, random });
  if (solvable) return randomSolvableStateBoard(rows, cols, states, { rule, density, random });
  // Without --solvable, by default every state equally likely (a cell is not 0 with chance 1 − 1/K).
  return randomStateBoard(rows, cols, states, { density: density ?? 1 - 1 / states, random });
}
