import { ArgumentError } from '../errors.ts';
import { Board } from './board.ts';
import { assertFunction, assertNumberIn, assertOptions, describe } from '../validate.ts';
import { pressEffect } from './press.ts';
import { CLASSIC_RULE, type Rule } from './rule.ts';

/** A source of uniformly random 32-bit unsigned integers. */
export type Random = () => number;

/**
 * `random` wrapped so that every draw is checked: a function from plain JavaScript returning NaN, a fraction or
 * a negative number would otherwise give a silently skewed board or graph.
 *
 * @param random Anything.
 * @param name What it is, for the messages.
 * @returns A {@link Random} that throws on a bad draw.
 * @throws {ArgumentError} at once when `random` is not a function; at a draw that is not a whole number from 0 to
 *   2³² − 1.
 */
export function checkedRandom(random: unknown, name = 'random'): Random {
  assertFunction(random, name);
  return () => {
    const x = (random as Random)();
    if (!Number.isInteger(x) || x < 0 || x > 0xffffffff) throw new ArgumentError(`${name}() must return a whole number from 0 to 2³² − 1, got ${describe(x)}`);
    return x;
  };
}

/**
 * The density and the checked random source of {@link RandomBoardOptions}, for boards of either kind.
 *
 * @param options Anything.
 * @returns The density (0.5 by default) and the source ({@link mathRandom} by default).
 * @throws {ArgumentError} for options that are not an object, a density outside [0, 1] or a random that is not a
 *   function.
 */
export function randomOptions(options: RandomBoardOptions): { density: number; random: Random } {
  assertOptions(options);
  const density = options.density ?? 0.5;
  assertNumberIn(density, 'density', 0, 1);
  return { density, random: options.random === undefined ? mathRandom : checkedRandom(options.random) };
}

/**
 * A reproducible random source (xoshiro128**) from a seed; equal seeds give equal sequences on every
 * platform.
 *
 * @param seed Any number or string; it is read as its string form.
 * @returns A new source.
 */
export function seededRandom(seed: number | string): Random {
  // splitmix32 expands the seed into the four state words.
  if (typeof seed !== 'number' && typeof seed !== 'string') throw new ArgumentError(`seed must be a number or a string, got ${describe(seed)}`);
  let h = 0x9e3779b9;
  const text = String(seed);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x85ebca6b) >>> 0;
  const split = (): number => {
    h = (h + 0x9e3779b9) >>> 0;
    let z = h;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split() || 1;
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result;
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}

/** A random source backed by `Math.random` (not reproducible). */
export const mathRandom: Random = () => Math.floor(Math.random() * 0x100000000) >>> 0;

/** Options of the random board generators. */
export interface RandomBoardOptions {
  /** Probability that a cell is on, in [0, 1]; 0.5 by default. */
  density?: number;
  /** Random source; `Math.random` by default, {@link seededRandom} for reproducible boards. */
  random?: Random;
}

/**
 * A board whose cells are on independently with probability `density`.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options Density and random source.
 * @returns A new board.
 * @throws {ArgumentError} for a density outside [0, 1] or a bad side.
 * @throws {LimitError} past 2^30 cells (`MAX_BOARD_CELLS`).
 */
export function randomBoard(rows: number, cols: number, options: RandomBoardOptions = {}): Board {
  const { density, random } = randomOptions(options);
  const board = new Board(rows, cols);
  const { stride, words } = board;
  const tail = cols & 31 ? (1 << (cols & 31)) - 1 : 0xffffffff;
  if (density === 0.5) {
    for (let r = 0; r < rows; r++) {
      for (let k = 0; k < stride; k++) words[r * stride + k] = random();
      words[r * stride + stride - 1]! &= tail;
    }
    return board;
  }
  const threshold = density * 0x100000000;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) if (random() < threshold) words[r * stride + (c >>> 5)]! |= 1 << (c & 31);
  }
  return board;
}

/**
 * A board that is certainly solvable under `rule`: the lights left by pressing a random pattern (cells
 * pressed with probability `density`). With density 0.5 every solvable board is equally likely.
 *
 * @param rows Number of rows, at least 1.
 * @param cols Number of columns, at least 1.
 * @param options Density, random source and `rule` (the classic rule by default).
 * @returns A new board.
 * @throws {ArgumentError} for a density outside [0, 1] or a bad side.
 * @throws {LimitError} past 2^30 cells (`MAX_BOARD_CELLS`).
 */
export function randomSolvableBoard(rows: number, cols: number, options: RandomBoardOptions & { rule?: Rule } = {}): Board {
  return pressEffect(randomBoard(rows, cols, options), options.rule ?? CLASSIC_RULE);
}
