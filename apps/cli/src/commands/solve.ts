import { type Board, type GraphGame, Solver } from '@lightsout/core';
import { defineCommand } from 'citty';
import { readGraphInput } from '../graph-input.ts';
import { readGridBatches, readSingleGrid, writeCells, writeGrid } from '../grids.ts';
import { type CliIO, openInput, Output } from '../io.ts';
import { readSingleStateGrid } from '../states.ts';
import { graphSolveJson, graphSolveText, solveGraphInput } from './_graph.ts';
import { solveStateGrids } from './_solve-states.ts';
import { type SolveFormat, solveStream } from './_solve-stream.ts';
import { gameFromFlags, graphCommonArgs, inputArgs, ioOf, jsonLine, parseStates, refuseWithGraph, ruleFromFlags } from './_shared.ts';

/** `lightsout solve [FILE]`: presses that turn every grid off (or into `--target`), or `unsolvable`. */
export default defineCommand({
  meta: { name: 'solve', description: 'Solve every grid: print the presses, or unsolvable (exit 1)' },
  args: {
    ...inputArgs,
    format: {
      type: 'enum',
      options: ['grid', 'coords'],
      description: 'grid: # = press (K > 2: press counts); coords: one line of row,col pairs (1-based; K > 2: row,colxN) per grid (default: grid)',
    },
    minimal: { type: 'boolean', description: 'Fewest presses (says when that is not proven)' },
    target: { type: 'string', valueHint: 'FILE', description: 'Solve toward the grid in FILE instead of all off' },
    explain: { type: 'boolean', description: 'For an unsolvable grid, show the quiet pattern that proves it' },
    ...graphCommonArgs,
  },
  async run({ args, data }) {
    const io = ioOf(data);
    const states = parseStates(args.states, 'solve');
    const game = gameFromFlags(args, 'solve');
    if (args.graph !== undefined) {
      refuseWithGraph({ 'a grid FILE': args.file, '--target': args.target, '--format': args.format }, 'solve');
      return solveGraphFile(io, args.graph, args, states, game);
    }
    const rule = ruleFromFlags(args, 'solve');
    // citty's args are a Proxy that re-derives camel/kebab names on every read: read them once, not per grid.
    const format: SolveFormat = args.json ? 'json' : args.format === 'coords' ? 'coords' : 'grid';
    const minimal = args.minimal === true;
    const explain = args.explain === true;
    if (states > 2) {
      const target = args.target === undefined ? undefined : { name: args.target, board: await readSingleStateGrid(args.target, io, states) };
      const input = await openInput(args.file, io);
      return solveStateGrids({ io, input, states, rule, format, minimal, explain, target });
    }
    const solver = new Solver(rule); // keeps per-shape work across the grids of a batch
    const target = args.target === undefined ? undefined : { name: args.target, board: await readSingleGrid(args.target, io) };
    const input = await openInput(args.file, io);
    return solveStream(
      { io, input, format, minimal, explain, target },
      {
        batches: readGridBatches(input),
        solve: (board) => solver.solve(board, { target: target?.board, minimal }),
        label: (board) => `solving ${board.rows}×${board.cols}`,
        writeGrid,
        writeCells,
        jsonHead: (board, line) => `{"line":${line},"rows":${board.rows},"cols":${board.cols},`,
        explainProof: (textFormat, board, proof) => explainProof(textFormat, board, target?.board, proof),
        unprovenReason: (result) => `nullity ${result.nullity}`,
      },
    );
  },
});

/** `solve --graph FILE`: one line of vertices to press (or `unsolvable`), or one JSON object. */
async function solveGraphFile(io: CliIO, path: string, args: { minimal?: boolean; explain?: boolean; json?: boolean }, states: number, game: GraphGame): Promise<number> {
  const input = await readGraphInput(path, io, states);
  const { result, ms } = solveGraphInput(input, states, game, args.minimal === true);
  const explain = args.explain === true;
  const out = new Output(io.stdout);
  await out.text(args.json ? jsonLine(graphSolveJson(input, states, game, result, ms, explain)) : graphSolveText(input, states, result, explain));
  await out.flush();
  if (args.minimal && result.solvable && !result.minimal && !args.json) {
    io.stderr.write(`${input.name}: note: fewest presses not proven (${result.solutions} solutions); printed the fewest found, ${result.pressCount}\n`);
  }
  return result.solvable ? 0 : 1;
}

/** Why a quiet pattern `proof` rules out every press pattern: it overlaps the lights (or the difference from the target) oddly. */
function explainProof(format: 'grid' | 'coords', board: Board, target: Board | undefined, proof: Board): string {
  const lit = (target ? board.clone().xor(target) : board).overlap(proof);
  if (format === 'coords') return `unsolvable: quiet pattern with ${lit} ${target ? 'cells differing from the target' : 'lit cells'} (odd): `;
  return `unsolvable\nevery press toggles an even number of the # cells below; ${lit} of them ${target ? `differ from the target` : `${lit === 1 ? 'is' : 'are'} lit`} now, an odd number, so they can never all ${target ? 'match it' : 'be off'}:\n`;
}
