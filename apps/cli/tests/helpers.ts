import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PassThrough, type Readable, Writable } from 'node:stream';
import { Board } from '@lightsout/core';
import type { CliIO } from '../src/io.ts';
import { main } from '../src/main.ts';

/** The app folder: fixture paths in tests are relative to it. */
export const APP_DIR = fileURLToPath(new URL('..', import.meta.url));
/** The built binary. */
export const BIN = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

/** The fields of every `solve --json` result, grid or graph; `Cell` is `[row, col]`, `[row, col, count]` or `[vertex, count]`. */
export interface SolveResultJson<Cell> {
  solvable: boolean;
  presses: Cell[] | null;
  pressCount: number | null;
  nullity: number;
  solutions: string;
  minimal: boolean;
  bound?: number;
  ms: number;
  proof?: Cell[];
}

/** What a run printed and returned. */
export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A writable that keeps what it is given. */
export class Sink extends Writable {
  text = '';
  isTTY = false;
  columns: number | undefined = undefined;
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

/** How `runCli` sets up the run: terminals, environment, and a stdin the process could not read. */
export interface RunOptions {
  /** stdout claims to be a terminal. */
  tty?: boolean;
  /** stderr claims to be a terminal of this many columns. */
  stderrTty?: number;
  /** Environment variables (none by default, so no CI). */
  env?: Record<string, string>;
  /** What the process's stdin check would say (`is a directory…`), for the cases a pipe cannot show. */
  stdinProblem?: string;
  /** stdout's width, when it is a terminal. */
  columns?: number;
}

/**
 * Runs the CLI in-process with `stdin` text, no terminal (unless `tty`: stdout claims to be one) and no CI;
 * relative paths start at the app folder.
 */
export async function runCli(argv: string[], stdin: string | Readable = '', options: RunOptions = {}): Promise<RunResult> {
  let input: Readable;
  if (typeof stdin === 'string') {
    const pass = new PassThrough();
    pass.end(stdin);
    input = pass;
  } else input = stdin;
  const stdout = new Sink();
  stdout.isTTY = options.tty === true;
  stdout.columns = options.columns;
  const stderr = new Sink();
  stderr.isTTY = options.stderrTty !== undefined;
  stderr.columns = options.stderrTty;
  const problem = options.stdinProblem ?? null;
  const io: CliIO = { stdin: input, stdout, stderr, env: options.env ?? {}, cwd: APP_DIR, stdinProblem: () => problem };
  const code = await main(argv, io);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

/** Runs the built binary through a shell command line (so pipes can be tested); needs `pnpm build` first. */
export function runShell(command: string): RunResult {
  if (!existsSync(BIN)) throw new Error(`${BIN} is missing: run 'pnpm --filter lightsout build' (turbo's test task does)`);
  const result = spawnSync('sh', ['-c', command], {
    cwd: APP_DIR,
    encoding: 'utf8',
    env: { ...process.env, LIGHTSOUT: `node ${BIN}`, CI: '' },
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Rows of a press grid as 0-based cells. */
export function cellsOf(rows: string[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) if (row[c] === '#') out.push([r, c]);
  });
  return out;
}

/** A two-state board with the 1-based `[row, col]` pairs of `solve --json` set. */
export function boardFromPairs(rows: number, cols: number, pairs: Array<[number, number]>): Board {
  const b = new Board(rows, cols);
  for (const [r, c] of pairs) b.set(r - 1, c - 1, true);
  return b;
}
