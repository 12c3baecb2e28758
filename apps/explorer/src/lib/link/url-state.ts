import { Board, type Graph, type GraphGame, StateBoard } from '@lightsout/core';
import { GRAPH_GAMES, TOPOLOGY_VALUES } from '@lightsout/core/algebra';
import { decodeBoard, encodeBoard } from './board-code.ts';
import { decodeGraph, encodeGraph } from './graph-code.ts';
import { exampleGraph } from '../graph/graph-examples.ts';
import { decodeStates, encodeStates } from './states-code.ts';
import { CHART_MAX_SIDE, isUiStates, MAX_SIDE, sizeProblem } from '../limits.ts';
import { CLASSIC_SPEC, isStencilChoice, isTopology, type RuleSpec } from '../rule/rule-spec.ts';
import type { Lesson } from '../learn/learn-state.svelte.ts';
import { isView, type View, VIEW_NAMES } from '../views.ts';

export type { View } from '../views.ts';

/** Where the Learn view is: its lesson and step (0-based). */
export interface LearnLink {
  readonly lesson: Lesson;
  readonly step: number;
}

/** The graph page as a link holds it. */
export interface GraphLink {
  /** An example's name, or `custom` with the graph itself. */
  readonly source: string;
  /** The graph (rebuilt from the example's name or the link's edges). */
  readonly graph: Graph;
  readonly game: GraphGame;
  readonly states: number;
  /** One state per vertex. */
  readonly lights: Uint8Array;
}

/** Everything a link reproduces: the view, the board's shape and lights, the rule and the atlas ranges. */
export interface ViewState {
  readonly view: View;
  readonly rule: RuleSpec;
  /** The board; its shape is the board's size. */
  readonly board: Board;
  /** Heat-map side N (sizes 1..N × 1..N); `null` picks the rule's default. */
  readonly atlasSide: number | null;
  /** Largest n in the n × n chart; `null` picks the rule's default. */
  readonly chartSide: number | null;
  /** States of the board's lights (2 when left out). */
  readonly states?: number;
  /** The lights when states > 2 (same shape as `board`, whose lights are then ignored). */
  readonly stateBoard?: StateBoard | null;
  /** The graph page, when it has been opened. */
  readonly graph?: GraphLink | null;
  /** The Learn view's lesson and step, when it is shown. */
  readonly learn?: LearnLink | null;
  /** The size selected in the atlas (rows m, columns n), when one is. */
  readonly atlasSize?: readonly [m: number, n: number] | null;
}

/** A parsed link, with the problems found (each part that fails falls back to its default). */
export interface ParsedView {
  readonly state: ViewState;
  readonly problems: string[];
}

/** The state when the link says nothing: a 5×5 classic board, all on. */
export function defaultView(): ViewState {
  return { view: 'board', rule: CLASSIC_SPEC, board: Board.filled(5, 5), atlasSide: null, chartSide: null };
}

/**
 * The URL fragment for a state, e.g. `#r=5&c=5&s=cross&t=plane&b=_.4.B` (`view`, `x` for no centre, `p`
 * for a custom pattern and the atlas ranges `an`, `dn` only when they differ from the defaults).
 */
export function toHash(state: ViewState): string {
  const p = new URLSearchParams();
  if (state.view !== 'board') p.set('view', state.view);
  const states = state.states ?? 2;
  const shape = states > 2 && state.stateBoard ? state.stateBoard : state.board;
  p.set('r', String(shape.rows));
  p.set('c', String(shape.cols));
  p.set('s', state.rule.stencil);
  if (state.rule.stencil === 'custom') p.set('p', state.rule.pattern);
  else if (!state.rule.center) p.set('x', '1');
  p.set('t', state.rule.topology);
  if (state.atlasSide !== null) p.set('an', String(state.atlasSide));
  if (state.chartSide !== null) p.set('dn', String(state.chartSide));
  if (state.view === 'atlas' && state.atlasSize) p.set('as', `${state.atlasSize[0]}x${state.atlasSize[1]}`);
  if (states > 2 && state.stateBoard) {
    p.set('k', String(states));
    p.set('q', encodeStates(state.stateBoard.cells, states));
  } else {
    const code = encodeBoard(state.board);
    if (code !== '') p.set('b', code);
  }
  if (state.view === 'learn' && state.learn) {
    if (state.learn.lesson !== 'system') p.set('lm', state.learn.lesson);
    if (state.learn.step > 0) p.set('ls', String(state.learn.step + 1));
  }
  const g = state.graph;
  if (g) {
    const custom = g.source === 'custom' ? encodeGraph(g.graph) : null;
    if (g.source !== 'custom' || custom !== null) {
      p.set('g', g.source);
      if (custom !== null) p.set('ge', custom);
      if (g.game !== 'sigma-plus') p.set('gg', g.game);
      if (g.states !== 2) p.set('gk', String(g.states));
      p.set('gl', encodeStates(g.lights, g.states));
    }
  }
  // `/` and `#` of custom patterns and the `~` of linked graphs read better unescaped and are legal in a fragment.
  return `#${p.toString().replaceAll('%2F', '/').replaceAll('%7E', '~')}`;
}

/** The state a URL fragment describes; unknown or broken parts fall back to defaults and are reported. */
export function fromHash(hash: string): ParsedView {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const problems: string[] = [];
  const base = defaultView();
  const viewText = p.get('view');
  const view: View = viewText !== null && isView(viewText) ? viewText : 'board';
  if (viewText !== null && view !== viewText) problems.push(`view=${viewText}: no such page (${VIEW_NAMES.slice(0, -1).join(', ')} or ${VIEW_NAMES.at(-1)}); the board is shown`);

  const stencil = p.get('s') ?? base.rule.stencil;
  const topology = p.get('t') ?? base.rule.topology;
  let rule: RuleSpec = base.rule;
  if (!isStencilChoice(stencil)) problems.push(`s=${excerpt(stencil)}: no such stencil (cross, moore, diagonal or custom), so the classic rule is used`);
  else if (!isTopology(topology)) problems.push(`t=${excerpt(topology)}: no such topology (${TOPOLOGY_VALUES.join(', ')}), so the classic rule is used`);
  else rule = { stencil, topology, center: p.get('x') !== '1', pattern: p.get('p') ?? base.rule.pattern };

  let board = base.board;
  if (p.has('r') || p.has('c')) {
    const rows = readInt(p.get('r'));
    const cols = readInt(p.get('c'));
    const bad = (key: string, n: number | null) =>
      n === null ? `${key}=${excerpt(p.get(key) ?? '')}: ${key === 'r' ? 'rows' : 'columns'} must be a whole number from 1 to ${MAX_SIDE}` : null;
    const tooBig = bad('r', rows) ?? bad('c', cols) ? null : sizeProblem(rows!, cols!);
    const problem = bad('r', rows) ?? bad('c', cols) ?? (tooBig === null ? null : `r=${rows}, c=${cols}: ${tooBig}`);
    if (problem !== null) problems.push(`${problem.replace(/\.$/, '')}, so the 5 × 5 board is shown`);
    else {
      try {
        board = decodeBoard(rows!, cols!, p.get('b') ?? '');
      } catch (error) {
        problems.push(`b=${excerpt(p.get('b') ?? '')}: ${(error as Error).message}, so the board opens with every light off`);
        board = new Board(rows!, cols!);
      }
    }
  }
  let states = 2;
  let stateBoard: StateBoard | null = null;
  if (p.has('k')) {
    const k = readInt(p.get('k'));
    if (k === null || !isUiStates(k)) problems.push(`k=${excerpt(p.get('k') ?? '')}: states must be 2 to 10, so two states are used`);
    else states = k;
  }
  if (states > 2) {
    try {
      stateBoard = p.has('q')
        ? new StateBoard(board.rows, board.cols, states, decodeStates(p.get('q')!, board.rows * board.cols, states))
        : StateBoard.fromBoard(board, states);
    } catch (error) {
      problems.push(`q=${excerpt(p.get('q') ?? '')}: ${(error as Error).message}, so every light is at 1`);
      stateBoard = StateBoard.filled(board.rows, board.cols, states);
    }
  }

  return {
    state: { view, rule, board, atlasSide: readInt(p.get('an')), chartSide: readInt(p.get('dn')), states, stateBoard, graph: readGraph(p, problems), learn: readLearn(p, problems), atlasSize: readAtlasSize(p, problems) },
    problems,
  };
}

/** The Learn part of a link (`lm` lesson, `ls` 1-based step); the first step of the linear system when left out. */
function readLearn(p: URLSearchParams, problems: string[]): LearnLink {
  const lessonText = p.get('lm') ?? 'system';
  const lesson: Lesson = lessonText === 'chase' ? 'chase' : 'system';
  if (lesson !== lessonText) problems.push(`lm=${lessonText}: no such lesson (system or chase)`);
  const stepText = p.get('ls');
  const step = stepText === null ? 1 : readInt(stepText);
  if (step === null || step < 1) problems.push(`ls=${stepText}: a step is a whole number from 1`);
  return { lesson, step: step !== null && step >= 1 ? step - 1 : 0 };
}

/** The graph part of a link (`g`, `ge`, `gg`, `gk`, `gl`), or `null` when it has none or it is broken. */
function readGraph(p: URLSearchParams, problems: string[]): GraphLink | null {
  const source = p.get('g');
  if (source === null) return null;
  let graph: Graph | null;
  try {
    graph = source === 'custom' ? decodeGraph(p.get('ge') ?? '') : exampleGraph(source);
  } catch (error) {
    problems.push((error as Error).message);
    return null;
  }
  if (!graph) {
    problems.push(`unknown example graph '${source}'`);
    return null;
  }
  const gameText = p.get('gg') ?? 'sigma-plus';
  const game = (GRAPH_GAMES as readonly string[]).includes(gameText) ? (gameText as GraphGame) : 'sigma-plus';
  if (gameText !== game) problems.push(`unknown graph game '${gameText}'`);
  const k = p.has('gk') ? readInt(p.get('gk')) : 2;
  const states = k !== null && isUiStates(k) ? k : 2;
  if (states !== k) problems.push(`graph states must be 2 to 10, not '${p.get('gk')}'`);
  let lights: Uint8Array = new Uint8Array(graph.vertexCount).fill(1);
  if (p.has('gl')) {
    try {
      lights = decodeStates(p.get('gl')!, graph.vertexCount, states);
    } catch (error) {
      problems.push(`graph lights: ${(error as Error).message}`);
    }
  }
  return { source, graph, game, states, lights };
}

/** The atlas's selected size (`as=7x9`), or `null` when the link has none or it is broken. */
function readAtlasSize(p: URLSearchParams, problems: string[]): [number, number] | null {
  const text = p.get('as');
  if (text === null) return null;
  const m = /^(\d{1,4})x(\d{1,4})$/.exec(text);
  const size = m ? ([Number(m[1]), Number(m[2])] as [number, number]) : null;
  if (!size || size[0] < 1 || size[1] < 1 || size[0] > CHART_MAX_SIDE || size[1] > CHART_MAX_SIDE) {
    problems.push(`as=${excerpt(text)}: a size is rows x columns, each from 1 to ${CHART_MAX_SIDE}, so no size is selected`);
    return null;
  }
  return size;
}

/** A link's value as quoted in a message: at most 24 characters. */
function excerpt(text: string): string {
  return text.length > 24 ? `${text.slice(0, 24)}…` : text;
}

function readInt(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}
