import { type GraphGame, LimitError, MAX_STATES, makeRule, namedStencil, parseStencil, type Rule, STENCIL_NAMES, StencilFormatError, NAMED_TOPOLOGIES, parseTopology, TOPOLOGIES, type Topology } from '@lightsout/core';
import { DEFAULT_MAX_GRID_CELLS, GRAPH_GAMES, quoteText, TOPOLOGY_VALUES } from '@lightsout/core/algebra';
import type { ArgsDef } from 'citty';
import { UsageError } from '../errors.ts';
import { variadic } from '../flags.ts';
import { didYouMean } from '../suggest.ts';
import type { CliIO } from '../io.ts';
import { kStateKind } from '../kinds/k-state.ts';
import type { GridKind } from '../kinds/kind.ts';
import { twoStateKind } from '../kinds/two-state.ts';
import type { JsonDocument } from '../json.ts';
import type { Output } from '../output.ts';
import type { GameBoard } from '../play/_cursor-game.ts';

/** The rule flags every command takes. */
export const ruleArgs = {
  rule: {
    type: 'enum',
    alias: 'r',
    options: [...STENCIL_NAMES],
    description: 'Neighbourhood a press toggles (default: cross)',
  },
  center: {
    type: 'boolean',
    default: true,
    description: 'Presses toggle the pressed cell too',
    negativeDescription: 'Presses toggle the neighbours only',
  },
  stencil: {
    type: 'string',
    valueHint: 'PATTERN',
    description: "Custom stencil instead of --rule: rows split by '/', '#' toggled, middle cell pressed (e.g. .#./###/.#.)",
  },
  topology: {
    type: 'string',
    alias: 't',
    valueHint: 'SURFACE',
    description: `Edges (default: plane): ${NAMED_TOPOLOGIES.map((t) => `${t.name} (${t.edges.rows},${t.edges.cols})`).join(', ')}; or ROWS,COLS, each clip, wrap or twist`,
  },
} satisfies ArgsDef;

/** `--states K`, on every command: lights cycle through 0..K−1 and a press adds 1 (mod K). */
export const statesArgs = {
  states: { type: 'string', alias: 'k', valueHint: 'K', description: `Number of light states, 2 to ${MAX_STATES}: a press adds 1 mod K (default: 2, on/off)` },
} satisfies ArgsDef;

/** `--graph FILE` and `--game`, for `solve`, `nullity` and `kernel`: a graph in place of a grid. */
export const graphArgs = {
  graph: { type: 'string', alias: 'g', valueHint: 'FILE', description: "Play on the graph in FILE (edge list or JSON; '-' for stdin) instead of a grid" },
  game: {
    type: 'enum',
    options: [...GRAPH_GAMES],
    description: 'With --graph: sigma-plus, a press changes its vertex and its neighbours; sigma, its neighbours only (default: sigma-plus)',
  },
} satisfies ArgsDef;

/** `--json`, on every command. */
export const jsonArgs = {
  json: { type: 'boolean', alias: 'j', description: 'Print one JSON document on stdout' },
} satisfies ArgsDef;

/** The flags every command ends with, in this order in its help: `--states K`, the rule flags, `--json`. */
export const commonArgs = { ...statesArgs, ...ruleArgs, ...jsonArgs } satisfies ArgsDef;

/** The closing flags of `solve`, `nullity` and `kernel`: `--graph FILE` and `--game`, then {@link commonArgs}. */
export const graphCommonArgs = { ...graphArgs, ...commonArgs } satisfies ArgsDef;

/** The input files of `solve` and `count`: any number, each read in turn (stdin for `-` or none). */
export const inputArgs = {
  file: variadic({ type: 'positional', required: false, description: "Grid files (any number, each answer labelled with its file); '-' or none reads stdin" }),
} satisfies ArgsDef;

/** The input files a command was given (citty's `args._`): `['-']`, stdin, when none. */
export function inputFiles(args: { _: readonly unknown[] }): string[] {
  return args._.length === 0 ? ['-'] : args._.map(String);
}

/** The label a file's results start with when a command reads several (as `head` labels them): `==> a.txt <==`. */
export function fileLabel(name: string): string {
  return `==> ${name} <==\n`;
}

/** The board size positionals of `nullity`, `kernel`, `random` and `play`. */
export const sizeArgs = {
  rows: { type: 'positional', required: false, description: 'Number of rows, or ROWSxCOLS (5x7)' },
  cols: { type: 'positional', required: false, description: 'Number of columns (default: ROWS)' },
} satisfies ArgsDef;

/** The parsed rule flags. */
export interface RuleFlags {
  rule?: string | undefined;
  center?: boolean | undefined;
  stencil?: string | undefined;
  topology?: string | undefined;
}

/** The rule the flags describe; conflicting or malformed flags are {@link UsageError}s. */
export function ruleFromFlags(flags: RuleFlags, command: string): Rule {
  const topology = topologyFromFlag(flags.topology ?? 'plane', command);
  if (flags.stencil !== undefined) {
    if (flags.rule !== undefined) throw new UsageError('--stencil and --rule both choose the stencil; give one of them', command);
    if (flags.center === false) {
      throw new UsageError("--no-center goes with --rule; with --stencil, make the middle cell '.'", command);
    }
    try {
      return makeRule(parseStencil(flags.stencil), topology);
    } catch (error) {
      if (error instanceof StencilFormatError) throw new UsageError(`--stencil ${quoteText(flags.stencil)}: ${error.message}`, command);
      throw error;
    }
  }
  const name = (flags.rule ?? 'cross') as (typeof STENCIL_NAMES)[number];
  return makeRule(namedStencil(name, { center: flags.center !== false }), topology);
}

/** The topology `--topology` names: a name of the core table or edges ROWS,COLS, read by core's parseTopology. */
function topologyFromFlag(text: string, command: string): Topology {
  try {
    return parseTopology(text);
  } catch {
    const accepted = `${TOPOLOGIES.join(', ')}, or edges ROWS,COLS (each clip, wrap or twist)`;
    throw new UsageError(`--topology: unknown value ${quoteText(text)}${didYouMean(text, TOPOLOGY_VALUES)}; accepted values: ${accepted}`, command);
  }
}

/** The value of `text` when it is a decimal whole number (an optional '+', then digits), else NaN. */
export function wholeNumber(text: string): number {
  return /^\+?\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The number of states from `--states`: a whole number from 2 to 255, 2 when not given. */
export function parseStates(text: string | undefined, command: string): number {
  if (text === undefined) return 2;
  const value = wholeNumber(text);
  if (!(value >= 2 && value <= MAX_STATES)) {
    throw new UsageError(`--states must be a whole number from 2 to ${MAX_STATES}, found ${quoteText(text)}`, command);
  }
  return value;
}

/** The parsed graph flags. */
export interface GraphFlags extends RuleFlags {
  graph?: string | undefined;
  game?: string | undefined;
}

/**
 * The game `--game` names, after checking that no grid flag came with `--graph` (a graph has no stencil or
 * topology: its edges say what a press reaches) and that `--game` came with `--graph`.
 */
export function gameFromFlags(flags: GraphFlags, command: string): GraphGame {
  if (flags.graph === undefined) {
    if (flags.game !== undefined) throw new UsageError('--game goes with --graph FILE; on grids, --no-center leaves the pressed cell out', command);
    return 'sigma-plus';
  }
  const grid = [
    flags.rule !== undefined && '--rule',
    flags.stencil !== undefined && '--stencil',
    flags.topology !== undefined && '--topology',
    flags.center === false && '--no-center',
  ].filter((f): f is string => f !== false);
  if (grid.length > 0) {
    const hint = grid.includes('--no-center') ? "; for presses that leave their vertex out, use '--game sigma'" : '';
    throw new UsageError(`${grid.join(', ')} ${grid.length === 1 ? 'describes' : 'describe'} grids and cannot go with --graph: a graph's edges say what a press reaches${hint}`, command);
  }
  return (flags.game ?? 'sigma-plus') as GraphGame;
}

/** Refuses flags of the grid form of a command when `--graph` is given. */
export function refuseWithGraph(given: Record<string, unknown>, command: string): void {
  for (const [flag, value] of Object.entries(given)) {
    if (value !== undefined && value !== false) throw new UsageError(`${flag} cannot go with --graph: the graph file is the whole input`, command);
  }
}

/** A board side from the command line: a whole number from 1 up. */
export function parseSize(text: string, what: string, command: string): number {
  const value = wholeNumber(text);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`${what} must be a whole number from 1 up, found ${quoteText(text)}`, command);
  }
  return value;
}

/** `ROWSxCOLS` (or `ROWS×COLS`), the way sizes are printed: `5x7`. */
const SIZE_PAIR = /^(\+?\d+)[x×](\+?\d+)$/i;

/** Rows and columns from the size positionals (`ROWS [COLS]`, or `ROWSxCOLS` as one word); columns default to rows. */
export function parseShape(args: { rows?: string | undefined; cols?: string | undefined }, command: string, fallback?: number): [number, number] {
  if (args.rows === undefined) {
    if (fallback === undefined) throw new UsageError(`'${command}' needs ROWS (and optionally COLS), or ROWSxCOLS`, command);
    return [fallback, fallback];
  }
  const pair = SIZE_PAIR.exec(args.rows);
  if (pair) {
    if (args.cols !== undefined) throw new UsageError(`give the size as ROWSxCOLS or as ROWS COLS, not both: found ${quoteText(args.rows)} and ${quoteText(args.cols)}`, command);
    return [parseSize(pair[1]!, 'ROWS', command), parseSize(pair[2]!, 'COLS', command)];
  }
  const rows = parseSize(args.rows, 'ROWS', command);
  const cols = args.cols === undefined ? rows : parseSize(args.cols, 'COLS', command);
  return [rows, cols];
}

/** An inclusive range `A..B` of board sides, A ≤ B. */
export function parseRange(text: string, flag: string, command: string): [number, number] {
  const match = /^(\d+)\.\.(\d+)$/.exec(text);
  if (!match) throw new UsageError(`${flag} expects A..B (for example 1..20), found ${quoteText(text)}`, command);
  const from = parseSize(match[1]!, `${flag} start`, command);
  const to = parseSize(match[2]!, `${flag} end`, command);
  if (from > to) throw new UsageError(`${flag} ${text}: the start is past the end`, command);
  return [from, to];
}

/**
 * Refuses a grid a command would write that the CLI could not read back: every size that `random`, `kernel` and
 * `play` make is within the parser's cell limit (2^28 cells, 16384×16384).
 */
export function checkGridCells(rows: number, cols: number): void {
  if (rows * cols > DEFAULT_MAX_GRID_CELLS) {
    throw new LimitError(`board ${rows}×${cols} has ${rows * cols} cells, over the limit of ${DEFAULT_MAX_GRID_CELLS} (16384×16384)`, 'maxCells', rows * cols, DEFAULT_MAX_GRID_CELLS);
  }
}

/** What a command runs with: the streams, the one writer of stdout, and the JSON document when `--json` is given. */
export interface Run {
  readonly io: CliIO;
  /** All of stdout goes through it. */
  readonly out: Output;
  /** The `--json` document (null without `--json`); a failed run closes it with an error member. */
  readonly json: JsonDocument | null;
}

/** The run, passed to every command by the dispatcher as citty's `data`. */
export function runOf(data: unknown): Run {
  return data as Run;
}

/** Runs `body` with the kind of grid the flags choose: two states (bit-packed) or K > 2 (Z/K), under the rule flags. */
export function withGridKind<R>(flags: RuleFlags & { states?: string | undefined }, command: string, body: <B extends GameBoard>(kind: GridKind<B>) => R): R {
  const states = parseStates(flags.states, command);
  const rule = ruleFromFlags(flags, command);
  return states === 2 ? body(twoStateKind(rule)) : body(kStateKind(rule, states));
}
