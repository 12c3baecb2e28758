import { createRequire } from 'node:module';
import { MAX_STATES } from '@lightsout/core';
import { DEFAULT_MAX_GRID_CELLS } from '@lightsout/core/algebra';
import { defineCommand } from 'citty';
import { MAX_GRAPH_FILE_BYTES, MAX_GRAPH_FILE_EDGES } from './graph-input.ts';
import { SUB_COMMANDS } from './registry.ts';

/** The CLI's version, read from its package.json (one level above both src/ and dist/). */
export const VERSION: string = (createRequire(import.meta.url)('../package.json') as { version: string }).version;

/** The flags `lightsout` takes before a command, as typed, with their short forms. */
export const ROOT_FLAGS = [
  { flag: '--help', short: ['-h'], description: 'Show the usage, or with a command after it, that command’s' },
  { flag: '--version', short: ['-V', '-v'], description: 'Print the version' },
] as const;

/** The limits and exit codes, stated once: the end of `lightsout --help` (the README says the same). */
export const LIMITS_HELP = [
  '',
  'LIMITS',
  '',
  `  Grids: up to ${DEFAULT_MAX_GRID_CELLS} cells (16384×16384) in every command, read and written; a line longer than the row it should be is refused as soon as it is read, a control character (NUL) as soon as it arrives.`,
  `  States: 2 to ${MAX_STATES}. Graph files: up to ${MAX_GRAPH_FILE_BYTES / 2 ** 20} MiB and ${MAX_GRAPH_FILE_EDGES} distinct edges (repeats are merged).`,
  '  kernel: up to 64 GiB of output. nullity --range/--table: refused when estimated to take over 10 minutes.',
  '',
  'EXIT CODES',
  '',
  '  0 success, 1 an unsolvable board (solve), 2 bad usage or input or a limit (or out of memory), 129/130/143 stopped by SIGHUP/SIGINT/SIGTERM (after a whole result), 70 a bug (please report it)',
  '',
  "  'lightsout help COMMAND' (or 'lightsout COMMAND --help'): a command's flags; 'lightsout complete bash|zsh|fish': shell completion.",
  '',
].join('\n');

/** The `lightsout` command; its subcommands are the registry's, each module loaded only when it runs. */
export const root = defineCommand({
  meta: {
    name: 'lightsout',
    version: VERSION,
    description: 'Solve, count, analyse and generate Lights Out boards',
  },
  subCommands: SUB_COMMANDS,
});
