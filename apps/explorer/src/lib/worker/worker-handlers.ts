import { applyPresses, Board, graphKernel, type MinimalOption, nullity, nullityRow, nullityTable, quietPatterns, seededRandom, type SolveResult, type Solved, solve, solveGraph, solveStates, statesKernel, type WorkOptions } from '@lightsout/core';
import { forceLayout } from '@lightsout/core/algebra';
import { pressRange } from '../board/difficulty.ts';
import { type Hardest, hardestFewest } from '../board/hardest.ts';
import { MINIMAL_SEARCH_MAX_CELLS } from '../limits.ts';
import { searchFewest } from './fewest-search.ts';
import {
  type BestOf,
  fromData,
  fromGraphData,
  fromStateData,
  type JobKind,
  type RequestOf,
  type ResultOf,
  toData,
  toStateData,
  type WorkerRequest,
  type WorkerResponse,
} from './protocol.ts';
import { type RuleSpec, ruleLabel, toRule } from '../rule/rule-spec.ts';

/** Most cells (nullity × board cells) of k-state kernel generators built for the thumbnails. */
export const MAX_KERNEL_CELLS = 64_000_000;

/** Random press sets tried for a puzzle before the closest one found is taken. */
export const PUZZLE_ATTEMPTS = 300;

/** Progress is posted at most this often, in milliseconds, so messages never swamp the page. */
export const PROGRESS_INTERVAL = 50;

/**
 * Answers one request as the worker does: throttled `progress` messages (and every `best` of a fewest-presses
 * search), then one `done` with the result or one `failed` with the error's name and message. `post` sends a
 * message (transferring its buffers).
 */
export function serveRequest(request: WorkerRequest, post: (message: WorkerResponse) => void, now: () => number = () => performance.now()): void {
  const { id } = request;
  let last = Number.NEGATIVE_INFINITY;
  try {
    const result = runJob(request, {
      onProgress(done, total) {
        const t = now();
        if (t - last < PROGRESS_INTERVAL && done < total) return;
        last = t;
        post({ id, type: 'progress', done, total });
      },
    }, (best) => post({ id, type: 'best', best }));
    post({ id, type: 'done', result });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    post({ id, type: 'failed', error: { name, message } });
  }
}

/** Takes each better answer of a job that improves its answer as it goes (a fewest-presses search). */
export type OnBest<K extends JobKind> = (best: BestOf<K>) => void;

/**
 * Does one job with the core. Pure: no worker globals, so the same code runs in the worker and in tests.
 * Throws what the core throws (a `RangeError` for sizes no solver handles, an `AbortError` when aborted).
 */
export function runJob<K extends JobKind>(request: RequestOf<K>, work: WorkOptions = {}, onBest: OnBest<K> = () => {}): ResultOf<K> {
  return handlers[request.kind](request as never, work, onBest as never) as ResultOf<K>;
}

/**
 * A solve asking for the fewest presses as the request says: the stoppable {@link searchFewest} for a
 * `search`, telling each better answer (copied, as posting transfers it); else one solve of the core.
 */
function solveAsAsked<P>(
  solveWith: (minimal: MinimalOption, work: WorkOptions) => SolveResult<P>,
  { minimal, search }: { minimal: boolean; search?: boolean | undefined },
  work: WorkOptions,
  onBest: (best: Solved<P>) => void,
): SolveResult<P> {
  if (!(minimal && search)) return solveWith(minimal, work);
  return searchFewest(solveWith, { ...work, onBest });
}

/** The last answers of {@link hardestOf}: the new-puzzle form asks for each size's, then the puzzle job again. */
const hardestMemo = new Map<string, Hardest>();

/** The most presses a solvable board of the shape needs, from the core's quiet patterns (remembered). */
function hardestOf(rows: number, cols: number, rule: RuleSpec, work: WorkOptions): Hardest {
  const key = `${rows}x${cols} ${ruleLabel(rule)}`;
  const known = hardestMemo.get(key);
  if (known) return known;
  const hardest = hardestFewest(quietPatterns(rows, cols, { rule: toRule(rule), ...work }), rows * cols);
  if (hardestMemo.size >= 64) hardestMemo.clear();
  hardestMemo.set(key, hardest);
  return hardest;
}

const handlers: { [K in JobKind]: (request: RequestOf<K>, work: WorkOptions, onBest: OnBest<K>) => ResultOf<K> } = {
  solve({ board, rule, minimal, search }, work, onBest) {
    const b = fromData(board);
    const r = toRule(rule);
    const asked = { minimal: minimal && b.rows * b.cols <= MINIMAL_SEARCH_MAX_CELLS, search };
    const result = solveAsAsked((m, w) => solve(b, { rule: r, minimal: m, ...w }), asked, work, ({ presses, pressCount, bound, nullity: n, method }) =>
      onBest({ presses: toData(presses.clone()), pressCount, bound, nullity: n, method }),
    );
    if (!result.solvable) {
      return { solvable: false, proof: toData(result.proof), nullity: result.nullity, method: result.method };
    }
    return {
      solvable: true,
      presses: toData(result.presses),
      pressCount: result.pressCount,
      nullity: result.nullity,
      minimal: result.minimal,
      bound: result.bound,
      method: result.method,
    };
  },

  puzzle({ rows, cols, rule, difficulty, seed }, work) {
    const r = toRule(rule);
    const next = seededRandom(seed);
    const random = () => next() / 2 ** 32; // the core's source gives 32-bit integers
    const cells = rows * cols;
    const [lo, hi] = pressRange(difficulty, hardestOf(rows, cols, rule, work).max);
    let best: { board: Board; fewest: number; minimal: boolean; miss: number } | null = null;
    // Random presses, as many as the range asks, then the fewest presses that undo them: kept when in range.
    for (let attempt = 0; attempt < PUZZLE_ATTEMPTS && (best === null || best.miss > 0); attempt++) {
      work.signal?.throwIfAborted();
      const presses = new Board(rows, cols);
      const want = lo + Math.floor(random() * (hi - lo + 1));
      for (let placed = 0; placed < want; ) {
        const i = Math.floor(random() * cells);
        const [pr, pc] = [Math.floor(i / cols), i % cols];
        if (presses.get(pr, pc)) continue;
        presses.set(pr, pc, true);
        placed++;
      }
      const board = applyPresses(new Board(rows, cols), presses, r);
      const result = solve(board, { rule: r, minimal: cells <= MINIMAL_SEARCH_MAX_CELLS });
      if (board.isEmpty() || !result.solvable) continue;
      const miss = result.pressCount < lo ? lo - result.pressCount : Math.max(0, result.pressCount - hi);
      if (best === null || miss < best.miss) best = { board, fewest: result.pressCount, minimal: result.minimal, miss };
    }
    if (!best) throw new RangeError(`no ${rows} × ${cols} puzzle could be made under this rule`);
    return { board: toData(best.board), fewest: best.fewest, minimal: best.minimal };
  },

  hardest({ rows, cols, rule }, work) {
    return hardestOf(rows, cols, rule, work);
  },

  shape({ rows, cols, rule, maxPatterns }, work) {
    const r = toRule(rule);
    if (maxPatterns <= 0) return { nullity: nullity(rows, cols, { rule: r, ...work }), patterns: [] };
    // The nullity first (cheap), then only the first `maxPatterns` basis vectors: a 1000×1000 board can
    // have a thousand, and the thumbnails show a few dozen.
    const n = nullity(rows, cols, { rule: r, ...work });
    if (n === 0) return { nullity: 0, patterns: [] };
    const basis: Board[] = quietPatterns(rows, cols, { rule: r, limit: maxPatterns, ...work });
    return { nullity: n, patterns: basis.slice(0, maxPatterns).map(toData) };
  },

  statesSolve({ board, rule, minimal }, work) {
    const b = fromStateData(board);
    const wantMinimal = minimal && b.rows * b.cols <= MINIMAL_SEARCH_MAX_CELLS;
    const result = solveStates(b, { rule: toRule(rule), minimal: wantMinimal, ...work });
    if (!result.solvable) return { solvable: false, proof: toStateData(result.proof), nullity: result.nullity, method: result.method };
    const { pressCount, nullity: kernelNullity, solutions, method } = result;
    return { solvable: true, presses: toStateData(result.presses), pressCount, nullity: kernelNullity, solutions, minimal: result.minimal, method };
  },

  statesShape({ rows, cols, states, rule, maxPatterns }, work) {
    const kernel = statesKernel(rows, cols, states, { rule: toRule(rule), ...work });
    // Generators are built all at once on first access: skip them when they would not fit in memory
    // (a 1000×1000 board with nullity 1000 would need a gigabyte); the numbers still come back.
    const affordable = kernel.nullity * rows * cols <= MAX_KERNEL_CELLS;
    const patterns = maxPatterns > 0 && kernel.nullity > 0 && affordable ? kernel.generators.slice(0, maxPatterns).map(toStateData) : [];
    return { nullity: kernel.nullity, solutions: kernel.size, patterns, orders: kernel.orders.slice(0, maxPatterns) };
  },

  graphSolve({ graph, game, states, lights, minimal, search }, work, onBest) {
    const g = fromGraphData(graph);
    // the search's shares are the bit-packed walk's: two states only
    const asked = { minimal: minimal && g.vertexCount <= MINIMAL_SEARCH_MAX_CELLS, search: search && states === 2 };
    const result = solveAsAsked((m, w) => solveGraph(g, lights, { game, states, minimal: m, ...w }), asked, work, ({ presses, pressCount, bound, solutions, method }) =>
      onBest({ presses: presses.slice(), pressCount, bound, solutions, method }),
    );
    if (!result.solvable) return { solvable: false, proof: result.proof, nullity: result.nullity, method: result.method };
    const { presses, pressCount, nullity: kernelNullity, solutions, bound, method } = result;
    return { solvable: true, presses, pressCount, nullity: kernelNullity, solutions, minimal: result.minimal, bound, method };
  },

  graphFacts({ graph, game, states, maxPatterns }, work) {
    const kernel = graphKernel(fromGraphData(graph), { game, states, ...work });
    return { nullity: kernel.nullity, solutions: kernel.size, patterns: kernel.generators.slice(0, maxPatterns), orders: kernel.orders.slice(0, maxPatterns) };
  },

  graphLayout({ graph, seed }, work) {
    return { coordinates: forceLayout(fromGraphData(graph), { seed, ...work }) };
  },

  table({ rows, cols, rule, fromRow = 1, upper = false }, work) {
    const r = toRule(rule);
    const values = new Int32Array(Math.max(0, rows - fromRow + 1) * cols);
    if (fromRow === 1 && !upper) {
      // The whole table from the core at once: it has a fast path for some rules (the classic one).
      nullityTable(rows, cols, { rule: r, ...work }).forEach((row, m) => values.set(row, m * cols));
    } else {
      for (let m = fromRow; m <= rows; m++) {
        const first = upper ? Math.min(m, cols + 1) : 1;
        if (first <= cols) values.set(nullityRow(m, first, cols, { rule: r, signal: work.signal }), (m - fromRow) * cols + first - 1);
        work.onProgress?.(m - fromRow + 1, rows - fromRow + 1);
      }
    }
    return { fromRow, rows, cols, values };
  },

  diagonal({ from, to, rule }, work) {
    const r = toRule(rule);
    const values = new Int32Array(Math.max(0, to - from + 1));
    for (let n = from; n <= to; n++) {
      work.signal?.throwIfAborted();
      values[n - from] = nullity(n, n, { rule: r, signal: work.signal });
      work.onProgress?.(n - from + 1, values.length);
    }
    return { from, values };
  },
};
