import { Board, Graph, type GraphGame, StateBoard } from '@lightsout/core';
import type { Difficulty } from '../board/difficulty.ts';
import type { RuleSpec } from '../rule/rule-spec.ts';

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

/** A k-state board as plain data: row-major cells, each in [0, states). */
export interface StateBoardData {
  readonly rows: number;
  readonly cols: number;
  readonly states: number;
  readonly cells: Uint8Array;
}

/** A graph as plain data: its vertex count, edges as flat pairs u₀ v₀ u₁ v₁ …, optional x₀ y₀ x₁ y₁ …. */
export interface GraphData {
  readonly vertexCount: number;
  readonly edges: Int32Array;
  readonly coordinates: Float64Array | null;
}

/** A game on a graph: the graph, σ⁺ or σ, and the number of states. */
export interface GraphGameSpec {
  readonly graph: GraphData;
  readonly game: GraphGame;
  readonly states: number;
}

/** The work the worker does, by kind: what is sent and what comes back. */
export interface Jobs {
  /** Solve a board: presses that turn it off, or a proof that none exist. */
  solve: {
    /** `search` (with `minimal`): the stoppable search of fewest-search.ts, posting `best` messages as it goes. */
    request: { board: BoardData; rule: RuleSpec; minimal: boolean; search?: boolean };
    result:
      | { solvable: true; presses: BoardData; pressCount: number; nullity: number; minimal: boolean; bound: number; method: string }
      | { solvable: false; proof: BoardData; nullity: number; method: string };
    /** The lightest presses found so far by a `search`, with the proven lower bound. */
    best: { presses: BoardData; pressCount: number; bound: number; nullity: number; method: string };
  };
  /** A new puzzle: random solvable lights whose fewest presses fall in the difficulty's range (the closest found otherwise). */
  puzzle: {
    request: { rows: number; cols: number; rule: RuleSpec; difficulty: Difficulty; seed: number };
    result: { board: BoardData; fewest: number; minimal: boolean };
  };
  /** The most presses any solvable board of the shape needs at the least (exact, or a bound). */
  hardest: {
    request: { rows: number; cols: number; rule: RuleSpec };
    result: { max: number; exact: boolean };
  };
  /** Facts of a shape: nullity and the first few quiet patterns. */
  shape: {
    request: { rows: number; cols: number; rule: RuleSpec; maxPatterns: number };
    result: { nullity: number; patterns: BoardData[] };
  };
  /** Solve a k-state board (k ≥ 3): press counts per cell, or a quiet pattern of the transposed rule proving there are none. */
  statesSolve: {
    request: { board: StateBoardData; rule: RuleSpec; minimal: boolean };
    result:
      | { solvable: true; presses: StateBoardData; pressCount: number; nullity: number; solutions: bigint; minimal: boolean; method: string }
      | { solvable: false; proof: StateBoardData; nullity: number; method: string };
  };
  /** Facts of a k-state shape: nullity (kernel generators over Z/k), the kernel size, the first generators. */
  statesShape: {
    request: { rows: number; cols: number; states: number; rule: RuleSpec; maxPatterns: number };
    result: { nullity: number; solutions: bigint; patterns: StateBoardData[]; orders: number[] };
  };
  /** Solve the lights of a graph game. */
  graphSolve: {
    /** `search` (with `minimal`, two states): as for `solve`. */
    request: GraphGameSpec & { lights: Uint8Array; minimal: boolean; search?: boolean };
    result:
      | { solvable: true; presses: Uint8Array; pressCount: number; nullity: number; solutions: bigint; minimal: boolean; bound: number; method: string }
      | { solvable: false; proof: Uint8Array; nullity: number; method: string };
    /** As for `solve`. */
    best: { presses: Uint8Array; pressCount: number; bound: number; solutions: bigint; method: string };
  };
  /** Facts of a graph game: nullity, kernel size, the first generators (press vectors). */
  graphFacts: {
    request: GraphGameSpec & { maxPatterns: number };
    result: { nullity: number; solutions: bigint; patterns: Uint8Array[]; orders: number[] };
  };
  /** Drawing positions for a graph without coordinates (force layout). */
  graphLayout: {
    request: { graph: GraphData; seed: number };
    result: { coordinates: Float64Array };
  };
  /**
   * Nullity of every m × n for fromRow ≤ m ≤ rows (1 when left out) and 1 ≤ n ≤ cols, row-major
   * (`values[(m-fromRow)·cols + n-1]`): a whole table, or a band of its rows so a long one streams in. With
   * `upper`, only n ≥ m is computed (the rest is 0), for rules where m × n and n × m agree.
   */
  table: {
    request: { rows: number; cols: number; rule: RuleSpec; fromRow?: number; upper?: boolean };
    result: { fromRow: number; rows: number; cols: number; values: Int32Array };
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

/** What a job posts as it improves its answer, for the jobs that do (`never` for the others). */
export type BestOf<K extends JobKind> = Jobs[K] extends { best: infer B } ? B : never;

/**
 * What the worker sends back: progress now and then (and, from a fewest-presses search, the best answer so
 * far), then exactly one `done` or `failed` per request.
 */
export type WorkerResponse =
  | { id: number; type: 'progress'; done: number; total: number }
  | { id: number; type: 'best'; best: BestOf<JobKind> }
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

/** A k-state board's data (sharing its cells). */
export function toStateData(board: StateBoard): StateBoardData {
  return { rows: board.rows, cols: board.cols, states: board.states, cells: board.cells };
}

/** A k-state board from data, over the same cells. */
export function fromStateData(data: StateBoardData): StateBoard {
  return new StateBoard(data.rows, data.cols, data.states, data.cells);
}

/** A graph as data (edges once each, u < v). */
export function toGraphData(graph: Graph): GraphData {
  const edges = new Int32Array(graph.edgeCount * 2);
  let at = 0;
  for (let u = 0; u < graph.vertexCount; u++) {
    for (const v of graph.neighbours(u)) {
      if (u < v) {
        edges[at++] = u;
        edges[at++] = v;
      }
    }
  }
  return { vertexCount: graph.vertexCount, edges, coordinates: graph.coordinates };
}

/** The graph data describes. */
export function fromGraphData(data: GraphData): Graph {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i + 1 < data.edges.length; i += 2) pairs.push([data.edges[i]!, data.edges[i + 1]!]);
  const c = data.coordinates;
  const coordinates = c ? Array.from({ length: data.vertexCount }, (_, v): [number, number] => [c[2 * v]!, c[2 * v + 1]!]) : null;
  return Graph.fromEdges(data.vertexCount, pairs, { coordinates });
}
