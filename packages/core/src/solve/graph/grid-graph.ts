import type { WorkOptions } from '../../work.ts';
import type { Graph } from '../../graph/graph.ts';
import type { GraphGame } from '../../graph/graph-game.ts';
import { type GridEmbedding, recogniseGrid } from '../../graph/grid-recognition.ts';
import { Board } from '../../puzzle/board.ts';
import { makeRule, type Rule } from '../../puzzle/rule.ts';
import { StateBoard } from '../../puzzle/state-board.ts';
import { namedStencil } from '../../puzzle/stencil.ts';
import { chooseMethod } from '../grid/methods.ts';
import type { Kernel, PreparedShape, SolverMethod } from '../method.ts';
import type { StateShape } from '../states/kind.ts';
import { chooseStatesMethod } from '../states/methods.ts';
import type { GraphShape } from './graph-shape.ts';

/**
 * A graph that is a grid (under any numbering of its vertices) is the grid board of the cross rule on the
 * plane: σ⁺ with its centre, σ without. Its game is solved by the grid's own method (bit-packed for two
 * states, the k-state methods otherwise), and counts are carried between vertices and cells by the embedding.
 */

/** σ⁺ is the cross with its centre on the plane, σ the cross without. */
function ruleOf(game: GraphGame): Rule {
  return makeRule(namedStencil('cross', { center: game === 'sigma-plus' }), 'plane');
}

/** How per-vertex counts and a grid method's boards convert into each other. */
interface Carrier<P> {
  toBoard(values: Uint8Array): P;
  fromBoard(board: P): Uint8Array;
}

/** Two states: the bit board, cell (r, c) at bit c of row r's words. */
function bitCarrier({ rows, cols, vertexAt }: GridEmbedding): Carrier<Board> {
  return {
    toBoard(values) {
      const board = new Board(rows, cols);
      const { words, stride } = board;
      for (let r = 0, cell = 0; r < rows; r++) {
        for (let w = 0; w < stride; w++) {
          const width = Math.min(32, cols - 32 * w);
          let word = 0;
          for (let bit = 0; bit < width; bit++, cell++) word |= (values[vertexAt[cell]!]! & 1) << bit; // two states: 0 or 1
          words[r * stride + w] = word;
        }
      }
      return board;
    },
    fromBoard(board) {
      const values = new Uint8Array(vertexAt.length);
      const { words, stride } = board;
      // only the presses are written (the values start at 0), a set bit at a time
      for (let r = 0; r < rows; r++) {
        for (let w = 0; w < stride; w++) {
          const first = r * cols + 32 * w;
          for (let word = words[r * stride + w]!; word !== 0; word &= word - 1) values[vertexAt[first + 31 - Math.clz32(word & -word)]!] = 1;
        }
      }
      return values;
    },
  };
}

/** k states: the state board, cell (r, c) at r·cols + c. */
function stateCarrier(embedding: GridEmbedding, states: number): Carrier<StateBoard> {
  const { rows, cols, cellOf } = embedding;
  return {
    toBoard(values) {
      const cells = new Uint8Array(rows * cols);
      for (let v = 0; v < values.length; v++) cells[cellOf[v]!] = values[v]!;
      return new StateBoard(rows, cols, states, cells);
    },
    fromBoard(board) {
      return Uint8Array.from(cellOf, (cell) => board.cells[cell]!);
    },
  };
}

/** The grid's prepared shape seen from the graph: every board in and out goes through the carrier. */
function carried<P>(prepared: PreparedShape<P>, carrier: Carrier<P>): PreparedShape<Uint8Array> {
  let kernel: Kernel<Uint8Array> | undefined;
  return {
    get nullity() {
      return prepared.nullity;
    },
    get kernelSize() {
      return prepared.kernelSize;
    },
    solve(need, work) {
      const presses = prepared.solve(carrier.toBoard(need), work);
      return presses && carrier.fromBoard(presses);
    },
    reachable: (need, work) => prepared.reachable(carrier.toBoard(need), work),
    proof: (need, work) => carrier.fromBoard(prepared.proof(carrier.toBoard(need), work)),
    kernel(work) {
      if (!kernel) {
        const grid = prepared.kernel(work);
        kernel = { generators: grid.generators.map((g) => carrier.fromBoard(g)), orders: grid.orders };
      }
      return kernel;
    },
    *eachQuietPattern(work) {
      for (const pattern of prepared.eachQuietPattern(work)) yield carrier.fromBoard(pattern);
    },
  };
}

/** Each graph's embedding, or null: recognition is linear, and every query on a graph asks for it again. */
const EMBEDDINGS = new WeakMap<Graph, GridEmbedding | null>();

/** The grid embedding of a graph, or null when it is not a grid (recognised once per graph object). */
function gridOf(graph: Graph): GridEmbedding | null {
  let known = EMBEDDINGS.get(graph);
  if (known === undefined) {
    known = recogniseGrid(graph);
    EMBEDDINGS.set(graph, known);
  }
  return known;
}

/** The grid embedding of a shape the method applies to. */
function embeddingOf(shape: GraphShape): GridEmbedding {
  const embedding = gridOf(shape.graph);
  if (!embedding) throw new Error('internal error: the grid method was given a graph that is not a grid');
  return embedding;
}

/** The grid board a graph shape is: its embedding's sides, the cross rule of its game, its states. */
function gridShapeOf(shape: GraphShape): StateShape {
  const { rows, cols } = embeddingOf(shape);
  return { rule: ruleOf(shape.game), rows, cols, states: shape.states };
}

/** Grid graphs solved as grid boards of the cross rule: a grid's speed on a graph that is one. */
export const gridGraphMethod: SolverMethod<GraphShape, Uint8Array> = {
  name: 'grid',
  applies: ({ graph }) => gridOf(graph) !== null,
  nullity(shape, work?: WorkOptions) {
    const grid = gridShapeOf(shape);
    return grid.states === 2 ? chooseMethod(grid, 'nullity').nullity(grid, work) : chooseStatesMethod(grid).nullity(grid, work);
  },
  prepare(shape, work) {
    const grid = gridShapeOf(shape);
    const embedding = embeddingOf(shape);
    if (grid.states === 2) return carried(chooseMethod(grid).prepare(grid, work), bitCarrier(embedding));
    return carried(chooseStatesMethod(grid).prepare(grid, work), stateCarrier(embedding, grid.states));
  },
};
