import { defineCommand } from 'citty';
import { InputError } from '../errors.ts';
import { openInput } from '../io.ts';
import { certificateProblem } from '../sweep/certificate.ts';
import { jsonArgs } from '../args.ts';
import { runOf } from '../run.ts';

/**
 * `lightsout verify FILE`: checks a certificate file of `nullity --range --certify` line by line, by
 * multiplications only, and stops at the first line that does not hold (exit 2, naming FILE:LINE and n).
 */
export default defineCommand({
  meta: { name: 'verify', description: "Check a certificate file of 'nullity --range --certify' (products only, no gcd); reports the first bad line" },
  args: {
    file: { type: 'positional', required: false, description: "The certificate file ('-' or none: stdin)" },
    ...jsonArgs,
  },
  async run({ args, data }) {
    const run = runOf(data);
    const input = await openInput(args.file, run.io, 'certificates');
    const decoder = new TextDecoder('utf-8', { fatal: false });
    let pending = '';
    let number = 0;
    let previous: number | null = null;
    let first = 0;
    const check = (line: string): void => {
      number++;
      const problem = certificateProblem(line, previous);
      const n = /^\d+/.exec(line)?.[0];
      if (problem) throw new InputError(input.name, number, 1, `${n === undefined ? '' : `n = ${n}: `}${problem}`);
      previous = Number(n);
      if (number === 1) first = previous;
    };
    for await (const chunk of input.chunks) {
      pending += decoder.decode(chunk, { stream: true });
      let end = pending.indexOf('\n');
      while (end >= 0) {
        check(pending.slice(0, end));
        pending = pending.slice(end + 1);
        end = pending.indexOf('\n');
      }
      await run.out.record();
    }
    pending += decoder.decode();
    if (pending !== '') check(pending);
    if (number === 0) throw new InputError(input.name, 0, 0, 'holds no certificate lines');
    if (pending !== '') throw new InputError(input.name, number, pending.length + 1, 'the last line has no line end: the file may be cut short');
    if (run.json) await run.json.value({ file: input.name, certificates: number, from: first, to: previous });
    else await run.out.text(`${number} certificate${number === 1 ? '' : 's'} hold: n = ${first}..${previous}\n`);
    return 0;
  },
});
