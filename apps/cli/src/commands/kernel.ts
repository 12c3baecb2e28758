import { quietPatterns } from '@lightsout/core';
import { defineCommand } from 'citty';
import { writeGrid } from '../grids.ts';
import { Output } from '../io.ts';
import { ioOf, jsonArgs, jsonLine, parseShape, ruleArgs, ruleFromFlags, sizeArgs } from './_shared.ts';

/** `lightsout kernel ROWS [COLS]`: a basis of the quiet patterns (press patterns that change nothing). */
export default defineCommand({
  meta: { name: 'kernel', description: 'Quiet-pattern basis of a board size, as grids separated by blank lines' },
  args: { ...sizeArgs, ...ruleArgs, ...jsonArgs },
  async run({ args, data }) {
    const io = ioOf(data);
    const rule = ruleFromFlags(args, 'kernel');
    const [rows, cols] = parseShape(args, 'kernel');
    const basis = quietPatterns(rows, cols, { rule });
    const out = new Output(io.stdout);
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
