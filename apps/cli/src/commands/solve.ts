import { defineCommand } from 'citty';
import { UsageError } from '../errors.ts';
import { parseMinimal } from '../minimal.ts';
import { graphCommonArgs, inputArgs, inputFiles } from '../args.ts';
import { readSingleGrid } from '../grid-input.ts';
import { gameFromFlags, parseStates, refuseWithGraph, withGridKind } from '../puzzle-flags.ts';
import { runOf } from '../run.ts';
import { solveGraphFile } from './_graph.ts';
import { type SolveFormat, solveStream } from './_solve-stream.ts';

/** `lightsout solve [FILE]`: presses that turn every grid off (or into `--target`), or `unsolvable`. */
export default defineCommand({
  meta: { name: 'solve', description: 'Solve every grid: print the presses, or unsolvable (exit 1)' },
  args: {
    ...inputArgs,
    format: {
      type: 'enum',
      alias: 'f',
      options: ['grid', 'coords'],
      description: 'grid: # = press (K > 2: press counts); coords: one line of row,col pairs (1-based; K > 2: row,colxN) per grid (default: grid)',
    },
    minimal: { type: 'boolean', alias: 'm', description: 'Fewest presses (says when that is not proven, with a lower bound)' },
    budget: {
      type: 'string',
      valueHint: 'SECONDS',
      description: 'With --minimal: search exhaustively for up to SECONDS per grid, then print the fewest found and a proven lower bound (default: only searches of a few seconds)',
    },
    jobs: {
      type: 'string',
      valueHint: 'N',
      description: 'With --minimal, two-state grids: search on N threads sharing the best found; Ctrl-C prints the best so far (default: 1, in this thread)',
    },
    target: { type: 'string', valueHint: 'FILE', description: 'Solve toward the grid in FILE instead of all off' },
    explain: { type: 'boolean', alias: 'e', description: 'For an unsolvable grid, show the quiet pattern that proves it' },
    ...graphCommonArgs,
  },
  async run({ args, data }) {
    const run = runOf(data);
    const game = gameFromFlags(args, 'solve');
    // citty's args are a Proxy that re-derives camel/kebab names on every read: read them once, not per grid.
    const minimal = parseMinimal(args.budget, args.minimal === true, 'solve', args.jobs);
    const explain = args.explain === true;
    if (args.graph !== undefined) {
      refuseWithGraph({ 'a grid FILE': args.file, '--target': args.target, '--format': args.format }, 'solve');
      return solveGraphFile(run, args.graph, parseStates(args.states, 'solve'), game, { minimal, explain });
    }
    const format: SolveFormat = run.json ? 'json' : args.format === 'coords' ? 'coords' : 'grid';
    const files = inputFiles(args);
    if (args.target === '-' && files.includes('-')) {
      throw new UsageError('--target - and the grids both read stdin; give the grids or the target as a FILE', 'solve');
    }
    return withGridKind(args, 'solve', async (kind) => {
      const target = args.target === undefined ? undefined : { name: args.target === '-' ? '<stdin>' : args.target, board: await readSingleGrid(args.target, run.io, kind.states) };
      return solveStream(run, { files, format, minimal, explain, target }, kind);
    });
  },
});
