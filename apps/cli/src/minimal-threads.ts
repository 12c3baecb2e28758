import { Worker } from 'node:worker_threads';
import { Board, LimitError, type Rule, Solved, type SolveResult, type StateBoard, verifySolution } from '@lightsout/core';
import { type CliIO, isInteractive } from './io.ts';
import { type MinimalRequest, minimalOption } from './minimal.ts';
import type { GridKind } from './puzzle-flags.ts';
import type { MinimalJob, MinimalMessage } from './minimal-worker.ts';
import { startProgress } from './progress.ts';

/**
 * `solve --minimal --jobs N` for two-state grids: the core's exhaustive search split into N shares, one per
 * worker thread, pruning against one best weight in shared memory. While it runs the best so far shows on
 * stderr (a bar on a terminal, else a line per improvement once a second has passed); SIGINT or SIGTERM
 * stops every thread, and the lightest answer found is returned, not proven, with its lower bound.
 */

/** A grid of either kind: a bit board (two states) or a `StateBoard` (K > 2). */
type Grid = Board | StateBoard;

/** The answer, and whether a signal cut the search short. */
export interface ThreadedAnswer {
  readonly result: SolveResult<Board>;
  readonly interrupted: boolean;
}

/** Set once a signal has cut a search short: the command prints that answer and stops. */
export interface Interruption {
  signalled: boolean;
}

/**
 * The solve function of `solve --minimal --jobs N` (N ≥ 2) for two-state grids, or undefined when the request
 * runs in the command's thread (one job, K > 2). Boards without quiet patterns, or unsolvable, are answered at
 * once; the rest go to {@link solveOnThreads}.
 *
 * @param io The streams and signals.
 * @param kind The kind of grid.
 * @param target The target, or undefined.
 * @param minimal The request.
 * @param interruption Set when a signal stops a search.
 * @param solveIn Solves one grid in this thread, with or without the fewest presses.
 * @returns The solve function, or undefined.
 */
export function threadedSolver(
  io: CliIO,
  kind: GridKind,
  target: Grid | undefined,
  minimal: MinimalRequest,
  interruption: Interruption,
  solveIn: (board: Grid, minimal: MinimalRequest) => SolveResult<Grid>,
): ((board: Grid) => Promise<SolveResult<Grid>>) | undefined {
  if (minimal === false || minimal.jobs === 1 || kind.states !== 2) return undefined;
  const bits = target === undefined || target instanceof Board ? target : null;
  return async (board) => {
    if (!(board instanceof Board) || bits === null) return solveIn(board, minimal);
    const first = solveIn(board, false);
    if (!first.solvable || first.solutions === 1n) return first;
    const { result, interrupted } = await solveOnThreads(io, board, kind.rule, bits, minimal);
    if (interrupted) interruption.signalled = true;
    return result;
  };
}

/** Improvements are printed as lines only once the search has run this long (quick ones print nothing). */
const QUIET_MS = 1000;

/**
 * The fewest presses found for one solvable board with a kernel, on `request.jobs` threads.
 *
 * @param io The streams (stderr shows progress) and signals.
 * @param board The lights.
 * @param rule The rule.
 * @param target The target, or undefined for all off.
 * @param request The minimal request (jobs ≥ 2).
 * @returns The lightest answer of all threads, verified.
 */
export async function solveOnThreads(io: CliIO, board: Board, rule: Rule, target: Board | undefined, request: Exclude<MinimalRequest, false>): Promise<ThreadedAnswer> {
  const count = request.jobs;
  const best = new Int32Array(new SharedArrayBuffer(4)).fill(2 ** 31 - 1);
  const stop = new Int32Array(new SharedArrayBuffer(4));
  const option = minimalOption(request);
  const bounds = typeof option === 'object' ? option : true;
  const fractions = new Float64Array(count);
  const label = (weight: number): string => `fewest presses on ${count} threads: best so far ${weight}`;
  const bar = isInteractive(io) ? startProgress(io, `fewest presses on ${count} threads`, 1000) : undefined;
  let lightest = Number.POSITIVE_INFINITY;
  let shown = Number.POSITIVE_INFINITY;
  let quiet = true;
  const show = (): void => {
    if (lightest >= shown) return;
    shown = lightest;
    if (bar) bar.label(label(shown));
    else if (!quiet) io.stderr.write(`${label(shown)}\n`);
  };
  const onBest = (weight: number): void => {
    lightest = Math.min(lightest, weight);
    show();
  };
  // quick searches print nothing; a long one prints its best so far once this passes, then each improvement
  const timer = setTimeout(() => {
    quiet = false;
    shown = Number.POSITIVE_INFINITY;
    show();
  }, QUIET_MS);
  const onProgress = (): void => bar?.update(Math.floor((1000 * fractions.reduce((a, b) => a + b, 0)) / count));
  let interrupted = false;
  const onSignal = (): void => {
    interrupted = true;
    Atomics.store(stop, 0, 1);
  };
  const signals = io.signals ?? process;
  signals.on('SIGINT', onSignal);
  signals.on('SIGTERM', onSignal);
  try {
    const jobs = Array.from({ length: count }, (_, index) => {
      const job: MinimalJob = { rows: board.rows, cols: board.cols, words: board.words, target: target?.words, rule, bounds, index, count, best, stop };
      return runWorker(job, (message) => {
        if (message.kind === 'best') onBest(message.weight);
        else if (message.kind === 'progress') {
          fractions[index] = message.fraction;
          onProgress();
        }
      });
    });
    const results = await Promise.all(jobs);
    return { result: combine(board, rule, target, results), interrupted };
  } finally {
    signals.off('SIGINT', onSignal);
    signals.off('SIGTERM', onSignal);
    clearTimeout(timer);
    bar?.done();
  }
}

type ResultMessage = Extract<MinimalMessage, { kind: 'result' }>;

/** Runs one worker to its result; rejects with its error. */
function runWorker(job: MinimalJob, onMessage: (message: MinimalMessage) => void): Promise<ResultMessage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./minimal-worker.js', import.meta.url), { workerData: job });
    let result: ResultMessage | undefined;
    worker.on('message', (message: MinimalMessage) => {
      if (message.kind === 'result') result = message;
      else if (message.kind === 'error') {
        const { limit } = message;
        reject(limit ? new LimitError(message.message, limit.name, limit.requested, limit.maximum) : new Error(message.message));
      }
      else onMessage(message);
    });
    worker.on('error', reject);
    worker.on('exit', (code) => (result ? resolve(result) : reject(new Error(`a search thread ended with code ${code} and no answer`))));
  });
}

/**
 * The lightest answer of all shares: proven when every share's lower bound reaches it (each share's bound
 * holds for the members it walked, and the shares walk them all).
 */
function combine(board: Board, rule: Rule, target: Board | undefined, results: readonly ResultMessage[]): SolveResult<Board> {
  let lightest: ResultMessage | undefined;
  let bound = Number.POSITIVE_INFINITY;
  for (const r of results) {
    if (!r.words) throw new Error('internal error: a search thread found the board unsolvable');
    if (!lightest || r.pressCount < lightest.pressCount) lightest = r;
    bound = Math.min(bound, r.bound);
  }
  if (!lightest?.words) throw new Error('internal error: no search thread answered');
  const presses = new Board(board.rows, board.cols, lightest.words);
  if (!verifySolution(board, presses, rule, target)) throw new Error('internal error: a search thread returned presses that do not solve the board');
  const { pressCount, nullity, solutions, method } = lightest;
  const minimal = bound >= pressCount;
  return new Solved({ presses, pressCount, nullity, solutions, minimal, bound: Math.min(bound, pressCount), method });
}
