import type { Random, Rule, SolveResult } from '@lightsout/core';
import type { CliIO, Input } from '../io.ts';
import type { MinimalRequest } from '../minimal.ts';
import type { Output } from '../output.ts';
import type { CursorGame, GameBoard } from '../play/_cursor-game.ts';

/** The quiet patterns of one shape, as `kernel` prints them: counted first, then produced one at a time. */
export interface KernelStream<B> {
  /** Fewest generators (the dimension over a field). */
  readonly nullity: number;
  /** How many quiet patterns there are (for K > 2, where the nullity alone does not say). */
  readonly quietPatterns: bigint;
  /** The additive order of each generator (K > 2). */
  readonly orders: readonly number[] | undefined;
  /** The generators, one at a time. */
  readonly patterns: Iterable<B>;
}

/**
 * One kind of grid board: two-state (bit-packed `Board`) or k-state (`StateBoard`). The CLI picks the kind once
 * from `--states` and every command runs through it, so no command asks how many states there are.
 */
export interface GridKind<B extends GameBoard> {
  /** The number of states K. */
  readonly states: number;
  /** The rule every board is played under. */
  readonly rule: Rule;
  /** The JSON fields that follow `rows` and `cols`: none for two states, `states` for K > 2. */
  readonly jsonFields: Readonly<Record<string, number>>;
  /** The grids of an input, in batches (those completed by each chunk). */
  batches(input: Input): AsyncIterable<ReadonlyArray<{ readonly board: B; readonly line: number }>>;
  /** The one grid of a file (a `--target`). */
  readOne(path: string, io: CliIO): Promise<B>;
  /** A solve function for many grids, toward `target` (all off by default). */
  solver(options: { target: B | undefined; minimal: MinimalRequest }): (board: B) => SolveResult<B>;
  /** A solvability test for many grids, in memory bounded by the largest grid (per-shape work is cached within a budget). */
  checker(): (board: B) => boolean;
  /** The nullity of rows × cols, and for k > 2 how many quiet patterns there are (two states: 2^nullity, not built). */
  nullity(rows: number, cols: number): { nullity: number; quietPatterns?: bigint };
  /** The nullities of rows × n for n = fromCols..toCols, in order (one row of a table). */
  nullityRow(rows: number, fromCols: number, toCols: number): number[];
  /** The quiet patterns of rows × cols, counted before any is produced. */
  kernel(rows: number, cols: number): KernelStream<B>;
  /** A random board (`density`: the chance a cell is lit, or pressed with `solvable`; the kind's default when undefined). */
  random(rows: number, cols: number, options: { solvable: boolean; density: number | undefined; random: Random }): B;
  /** Writes a board in the kind's text format (`header`: with its size line; k-state grids always have one). */
  writeGrid(out: Output, board: B, header: boolean): Promise<void>;
  /** Writes the non-zero cells, 1-based: `coords` words or JSON arrays, joined by `separator`. */
  writeCells(out: Output, board: B, style: 'coords' | 'json', separator: string): Promise<void>;
  /** Writes the rows as a JSON array of strings. */
  writeRowsJson(out: Output, board: B): Promise<void>;
  /** With `--explain`, what precedes the proof of an unsolvable grid, worded for `format`. */
  explainProof(format: 'grid' | 'coords', board: B, target: B | undefined, proof: B): string;
  /** Why a solved grid's fewest presses are not proven: `nullity 30`, `4782969 solutions`. */
  unprovenReason(result: { nullity: number; solutions: bigint }): string;
  /** What the printed quiet patterns mean, for a person at a terminal (`unit`: each is a grid or a line). */
  kernelNote(kernel: { nullity: number; quietPatterns: bigint; orders: readonly number[] | undefined }, rows: number, cols: number): string;
  /** A new game of `play`. */
  game(rows: number, cols: number, random: Random): CursorGame<B>;
}
