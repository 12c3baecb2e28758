import { Board } from '@lightsout/core';
import type { RuleSpec } from './rule-spec.ts';

/**
 * The messages between the page and the solver worker. Boards cross as `{rows, cols, words}` with the
 * words' buffer transferred (never copied); every request carries an id that its progress and its answer
 * repeat.
 */

/** A board as plain data: the core's row-aligned words. */
export interface BoardData {
  readonly rows: number;
  readonly cols: number;
  readonly words: Uint32Array;
}

/** The work the worker does, by kind: what is sent and what comes back. */
export interface Jobs {
  /** Solve a board: presses that turn it off, or a proof that none exist. */
  solve: {
    request: { board: BoardData; rule: RuleSpec; minimal: boolean };
    result:
      | { solvable: true; presses: BoardData; pressCount: number; nullity: number; minimal: boolean; method: string }
      | { solvable: false; proof: BoardData; nullity: number; method: string };
  };
  /** Facts of a shape: nullity and the first few quiet patterns. */
  shape: {
    request: { rows: number; cols: number; rule: RuleSpec; maxPatterns: number };
    result: { nullity: number; patterns: BoardData[] };
  };
  /** Nullity of every m × n, 1 ≤ m ≤ rows, 1 ≤ n ≤ cols, row-major (`values[(m-1)·cols + n-1]`). */
  table: {
    request: { rows: number; cols: number; rule: RuleSpec };
    result: { rows: number; cols: number; values: Int32Array };
  };
  /** Nullity of n × n for from ≤ n ≤ to. */
  diagonal: {
    request: { from: number; to: number; rule: RuleSpec };
    result: { from: number; values: Int32Array };
  };
}

/** A kind of job. */
export type JobKind = keyof Jobs;

/** What the page sends. */
export type WorkerRequest = { [K in JobKind]: { id: number; kind: K } & Jobs[K]['request'] }[JobKind];

/** The request of one kind, without its id. */
export type RequestOf<K extends JobKind> = { kind: K } & Jobs[K]['request'];

/** The answer of one kind. */
export type ResultOf<K extends JobKind> = Jobs[K]['result'];

/** What the worker sends back: progress now and then, then exactly one `done` or `failed` per request. */
export type WorkerResponse =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'done'; result: ResultOf<JobKind> }
  | { id: number; type: 'failed'; error: { name: string; message: string } };

/** A board's data sharing its words (copy first if the board lives on and the words will be transferred). */
export function toData(board: Board): BoardData {
  return { rows: board.rows, cols: board.cols, words: board.words };
}

/** A board from data, over the same words. */
export function fromData(data: BoardData): Board {
  return new Board(data.rows, data.cols, data.words);
}

/** The buffers in a message, to transfer rather than copy. */
export function transferables(value: unknown): ArrayBuffer[] {
  const out = new Set<ArrayBuffer>();
  const visit = (v: unknown, depth: number): void => {
    if (depth > 4 || v === null || typeof v !== 'object') return;
    if (ArrayBuffer.isView(v)) {
      if (v.buffer instanceof ArrayBuffer) out.add(v.buffer);
      return;
    }
    for (const item of Array.isArray(v) ? v : Object.values(v)) visit(item, depth + 1);
  };
  visit(value, 0);
  return [...out];
}
