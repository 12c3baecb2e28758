import { quietPatterns, type StateBoard, statesKernel } from '@lightsout/core';
import { defineCommand } from 'citty';
import { readGraphInput } from '../graph-input.ts';
import { writeGrid } from '../grids.ts';
import { Output } from '../io.ts';
import { writeStateGrid } from '../states.ts';
import { graphHead, kernelOf, vertexPairs, vertexWords } from './_graph.ts';
import {
  gameFromFlags,
  graphCommonArgs,
  ioOf,
  jsonLine,
  parseShape,
  parseStates,
  refuseWithGraph,
  ruleFromFlags,
  sizeArgs,
} from './_shared.ts';

/**
 * `lightsout kernel ROWS [COLS]`: a basis of the quiet patterns (press patterns that change nothing). Over
 * Z/K with K > 2 the quiet patterns form a module, not a vector space: the generators printed give every quiet
 * pattern as Σ cᵢ·gᵢ, 0 ≤ cᵢ < orderᵢ, in exactly one way (orders divide K; all K when K is prime).
 */
export default defineCommand({
  meta: { name: 'kernel', description: 'Quiet-pattern basis (generators for K > 2) of a board size or a graph, separated by blank lines' },
  args: { ...sizeArgs, ...graphCommonArgs },
  async run({ args, data }) {
    const io = ioOf(data);
    const states = parseStates(args.states, 'kernel');
    const game = gameFromFlags(args, 'kernel');
    const out = new Output(io.stdout);
    if (args.graph !== undefined) {
      refuseWithGraph({ ROWS: args.rows }, 'kernel');
      const input = await readGraphInput(args.graph, io, states);
      const kernel = kernelOf(input, states, game);
      if (args.json) {
        const patterns = kernel.generators.map((g) => vertexPairs(g));
        await out.text(jsonLine({ ...graphHead(input, states, game), nullity: kernel.nullity, quietPatterns: String(kernel.size), orders: kernel.orders, patterns }));
      } else {
        for (const g of kernel.generators) await out.text(`${vertexWords(g, states)}\n`);
        if (io.stdout.isTTY) io.stderr.write(moduleNote(states, kernel.nullity, kernel.orders, kernel.size, 'line'));
      }
      await out.flush();
      return 0;
    }
    const rule = ruleFromFlags(args, 'kernel');
    const [rows, cols] = parseShape(args, 'kernel');
    if (states > 2) {
      const kernel = statesKernel(rows, cols, states, { rule });
      if (args.json) {
        const patterns = kernel.generators.map((g: StateBoard) => g.toRows());
        await out.text(jsonLine({ rows, cols, states, nullity: kernel.nullity, quietPatterns: String(kernel.size), orders: kernel.orders, patterns }));
      } else {
        for (const [i, g] of kernel.generators.entries()) {
          if (i > 0) await out.text('\n');
          await writeStateGrid(out, g);
        }
        if (io.stdout.isTTY) io.stderr.write(moduleNote(states, kernel.nullity, kernel.orders, kernel.size, 'grid'));
      }
      await out.flush();
      return 0;
    }
    const basis = quietPatterns(rows, cols, { rule });
    if (args.json) {
      await out.text(jsonLine({ rows, cols, nullity: basis.length, patterns: basis.map((b) => b.toRows()) }));
    } else {
      for (const [i, pattern] of basis.entries()) {
        if (i > 0) await out.text('\n');
        await writeGrid(out, pattern);
      }
      if (basis.length === 0 && io.stdout.isTTY) io.stderr.write(`no quiet patterns: the ${rows}×${cols} board has nullity 0\n`);
    }
    await out.flush();
    return 0;
  },
});

/** What the generators mean, for a person at a terminal (stdout piped: nothing). */
function moduleNote(states: number, nullity: number, orders: number[], size: bigint, unit: 'grid' | 'line'): string {
  if (nullity === 0) return `no quiet patterns: nullity 0 over Z/${states}\n`;
  if (states === 2) return `a basis of ${nullity} quiet pattern${nullity === 1 ? '' : 's'}, one per ${unit}; their sums give all ${size} quiet patterns\n`;
  return (
    `over Z/${states} the quiet patterns form a module, not a vector space: each ${unit} above is a generator ` +
    `(orders ${orders.join(', ')}), and every one of the ${size} quiet patterns is c₁·g₁ + c₂·g₂ + … (mod ${states}) ` +
    `with 0 ≤ cᵢ < orderᵢ, in exactly one way\n`
  );
}
