import { Board } from '@lightsout/core';
import { decodeBoard, encodeBoard } from './board-code.ts';
import { sizeProblem } from './limits.ts';
import { CLASSIC_SPEC, isStencilChoice, isTopology, type RuleSpec } from './rule-spec.ts';

/** Which page is shown. */
export type View = 'board' | 'atlas';

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
  p.set('r', String(state.board.rows));
  p.set('c', String(state.board.cols));
  p.set('s', state.rule.stencil);
  if (state.rule.stencil === 'custom') p.set('p', state.rule.pattern);
  else if (!state.rule.center) p.set('x', '1');
  p.set('t', state.rule.topology);
  if (state.atlasSide !== null) p.set('an', String(state.atlasSide));
  if (state.chartSide !== null) p.set('dn', String(state.chartSide));
  const code = encodeBoard(state.board);
  if (code !== '') p.set('b', code);
  // `/` and `#` of custom patterns read better unescaped and are legal in a fragment.
  return `#${p.toString().replaceAll('%2F', '/')}`;
}

/** The state a URL fragment describes; unknown or broken parts fall back to defaults and are reported. */
export function fromHash(hash: string): ParsedView {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const problems: string[] = [];
  const base = defaultView();
  const view: View = p.get('view') === 'atlas' ? 'atlas' : 'board';

  const stencil = p.get('s') ?? base.rule.stencil;
  const topology = p.get('t') ?? base.rule.topology;
  let rule: RuleSpec = base.rule;
  if (!isStencilChoice(stencil)) problems.push(`unknown stencil '${stencil}'`);
  else if (!isTopology(topology)) problems.push(`unknown topology '${topology}'`);
  else rule = { stencil, topology, center: p.get('x') !== '1', pattern: p.get('p') ?? base.rule.pattern };

  let board = base.board;
  const rows = readInt(p.get('r'));
  const cols = readInt(p.get('c'));
  if (p.has('r') || p.has('c')) {
    const problem = rows === null || cols === null ? 'board size is missing or not a number' : sizeProblem(rows, cols);
    if (problem !== null) problems.push(problem);
    else {
      try {
        board = decodeBoard(rows!, cols!, p.get('b') ?? '');
      } catch (error) {
        problems.push((error as Error).message);
        board = new Board(rows!, cols!);
      }
    }
  }
  return {
    state: { view, rule, board, atlasSide: readInt(p.get('an')), chartSide: readInt(p.get('dn')) },
    problems,
  };
}

function readInt(text: string | null): number | null {
  if (text === null || !/^\d{1,7}$/.test(text)) return null;
  return Number(text);
}
