import { link, open, rm, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { defineCommand } from 'citty';
import { InputError, UsageError } from '../errors.ts';
import { variadic } from '../flags.ts';
import { chunkLines, planMerge } from '../sweep/merge-chunks.ts';
import { sequenceOf, sequenceWriter } from '../sweep/sequences.ts';
import { runOf } from '../run.ts';

/**
 * `lightsout merge DIR…`: the chunk files that `nullity --range A..B --shard K/N` wrote, checked to be one sweep
 * covering A..B exactly once, written as one file (stdout, or a new `--output FILE`), byte for byte what the
 * unsharded run prints.
 */
export default defineCommand({
  meta: { name: 'merge', description: "Join the chunk files of 'nullity --range --shard' runs into one b-file or certificate file" },
  args: {
    dir: variadic({ type: 'positional', required: false, description: 'Directories of chunk files (one per machine, or one shared)' }),
    output: { type: 'string', alias: 'o', valueHint: 'FILE', description: 'Write to FILE, which must not exist (default: stdout)' },
    sequence: { type: 'string', valueHint: 'ID', description: 'Write this table instead (A159257, A165738, A075462, A076436, A117870), from the nullities' },
  },
  async run({ args, data }) {
    const run = runOf(data);
    const dirs = args._.map(String);
    if (dirs.length === 0) throw new UsageError("'merge' needs the directories of the chunk files", 'merge');
    const target = args.output === undefined ? undefined : resolve(run.io.cwd, args.output);
    if (target !== undefined && (await stat(target).catch(() => null))) throw new InputError(args.output!, 0, 0, 'exists; merge never overwrites a file: name a new one');
    const plan = await planMerge(dirs, run.io.cwd);
    const sequence = args.sequence === undefined ? undefined : sequenceOf(args.sequence, 'merge');
    if (sequence) {
      const rule = `.#./###/.#. on ${sequence.topology}`;
      if (plan.params.rule !== rule || plan.params.states !== 2) throw new UsageError(`--sequence ${args.sequence} is a table of ${rule}, but the chunks are of ${plan.params.rule} (${plan.params.states} states)`, 'merge');
    }
    // every line is checked before the first is written: a refusal leaves no partial file and no partial stdout
    for (const chunk of plan.chunks) {
      for await (const _ of chunkLines(chunk, plan.params.form)) await run.out.record();
    }
    const derived = sequence && sequenceWriter(sequence, plan.from, 'merge');
    const lineOf = (n: number, k: number, line: string): string => (derived ? derived(n, k) : `${line}\n`);
    if (target === undefined) {
      for (const chunk of plan.chunks) {
        for await (const { n, k, line } of chunkLines(chunk, plan.params.form)) await run.out.text(lineOf(n, k, line));
        await run.out.record();
      }
      return 0;
    }
    // Written beside the target, then linked to its name: link fails rather than replace a file made meanwhile.
    const temporary = `${target}.${process.pid}.tmp`;
    const file = await open(temporary, 'wx');
    try {
      let text = '';
      for (const chunk of plan.chunks) {
        for await (const { n, k, line } of chunkLines(chunk, plan.params.form)) {
          text += lineOf(n, k, line);
          if (text.length >= 1 << 20) {
            await file.write(text);
            text = '';
          }
        }
        await run.out.record();
      }
      await file.write(text);
      await file.sync();
      await file.close();
      await link(temporary, target).catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'EEXIST' ? new InputError(args.output!, 0, 0, 'appeared while merging; merge never overwrites a file') : error;
      });
    } finally {
      await file.close().catch(() => {});
      await rm(temporary, { force: true });
    }
    run.io.stderr.write(`merged ${plan.chunks.length} chunk${plan.chunks.length === 1 ? '' : 's'} (n = ${plan.params.range}) into ${args.output}\n`);
    return 0;
  },
});
