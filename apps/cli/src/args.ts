import { MAX_STATES, NAMED_TOPOLOGIES, STENCIL_NAMES } from '@lightsout/core';
import { GRAPH_GAMES } from '@lightsout/core/algebra';
import type { ArgsDef } from 'citty';
import { variadic } from './flags.ts';

/*
 * The flag and positional blocks commands share, declared once and spread into each command's `args`
 * (citty's ArgsDef): what they accept is what help, completion and the parser say.
 */

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

/** The board size positionals of `nullity`, `kernel`, `random` and `play`. */
export const sizeArgs = {
  rows: { type: 'positional', required: false, description: 'Number of rows, or ROWSxCOLS (5x7)' },
  cols: { type: 'positional', required: false, description: 'Number of columns (default: ROWS)' },
} satisfies ArgsDef;
