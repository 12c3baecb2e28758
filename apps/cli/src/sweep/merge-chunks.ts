import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { InputError } from '../errors.ts';
import { CHUNK_HEADER, paramsDifference, parseChunkHeader, type SweepParams } from './params.ts';
import { firstLine } from './shard.ts';

/** One chunk file found by {@link planMerge}. */
export interface ChunkFile {
  /** The path as shown in messages (the directory as given, then the name). */
  readonly shown: string;
  /** The path to read. */
  readonly path: string;
  readonly first: number;
  readonly last: number;
}

/** The chunks of a sweep, in order, each side once, and the parameters they share. */
export interface MergePlan {
  readonly params: SweepParams;
  readonly from: number;
  readonly to: number;
  readonly chunks: readonly ChunkFile[];
}

/**
 * Reads the headers of every chunk file in `dirs` and checks that they make one sweep: the same parameters (rule,
 * states, form, range, chunk size, CLI version), and chunks that cover the range exactly once. Each refusal names
 * a file and, for the range, the first side n at fault. Temporary files of unfinished chunks (`.chunk-….tmp`) are
 * ignored.
 */
export async function planMerge(dirs: readonly string[], cwd: string): Promise<MergePlan> {
  const found: ChunkFile[] = [];
  let params: SweepParams | undefined;
  let firstShown = '';
  for (const dir of dirs) {
    const names = await readdir(resolve(cwd, dir)).catch((error: NodeJS.ErrnoException) => {
      throw new InputError(dir, 0, 0, error.code === 'ENOENT' ? 'no such directory' : error.code === 'ENOTDIR' ? 'is not a directory of chunk files' : error.message);
    });
    for (const name of names.filter((n) => /^chunk-\d+-\d+\.txt$/.test(n)).sort()) {
      const shown = join(dir, name);
      const path = resolve(cwd, dir, name);
      const header = parseChunkHeader((await firstLine(path)) ?? '');
      if (!header) throw new InputError(shown, 1, 1, `is not a chunk file: its first line must start '${CHUNK_HEADER.trim()}'`);
      if (params) {
        const difference = paramsDifference(header.params, params);
        if (difference) throw new InputError(shown, 1, 1, `comes from a different sweep than ${firstShown}: ${difference}`);
      } else {
        params = header.params;
        firstShown = shown;
      }
      found.push({ shown, path, first: header.first, last: header.last });
    }
  }
  if (!params) throw new InputError(dirs.join(', '), 0, 0, 'holds no chunk files (chunk-A-B.txt); run the shards first');
  const [from, to] = params.range.split('..').map(Number) as [number, number];
  found.sort((a, b) => a.first - b.first || a.last - b.last);
  let next = from;
  let previous: ChunkFile | undefined;
  for (const chunk of found) {
    if (chunk.first > next) throw new InputError(chunk.shown, 0, 0, `missing chunk: no file holds n = ${next}..${chunk.first - 1} (range ${params.range})`);
    if (chunk.first < next) await refuseOverlap(previous!, chunk, Math.min(chunk.last, next - 1), params.form);
    if (chunk.last > to) throw new InputError(chunk.shown, 0, 0, `holds n = ${to + 1}, past the range ${params.range}`);
    next = chunk.last + 1;
    previous = chunk;
  }
  if (next <= to) throw new InputError(dirs.join(', '), 0, 0, `missing chunk: no file holds n = ${next}..${to} (range ${params.range})`);
  return { params, from, to, chunks: found };
}

/**
 * Refuses two chunks that both hold n = `later.first`..`end`: as a disagreement at the first side whose lines
 * differ, else as a duplicated range (a side must come from one file).
 */
async function refuseOverlap(earlier: ChunkFile, later: ChunkFile, end: number, form: SweepParams['form']): Promise<never> {
  const lines = new Map<number, string>();
  for await (const { n, line } of chunkLines(earlier, form)) if (n >= later.first && n <= end) lines.set(n, line);
  for await (const { n, line } of chunkLines(later, form)) {
    if (n > end) break;
    if (lines.get(n) !== line) {
      const here = line.split(' ')[1];
      const there = lines.get(n)?.split(' ')[1];
      const what = form === 'bfile' || here !== there ? `nullity ${here} here, ${there} there` : 'different certificates';
      throw new InputError(later.shown, n - later.first + 2, 1, `disagrees with ${earlier.shown} at n = ${n}: ${what}`);
    }
  }
  throw new InputError(later.shown, 0, 0, `duplicated range: n = ${later.first}..${end} is also in ${earlier.shown} (the values agree; keep one file)`);
}

/**
 * The lines of one chunk after its header, each checked to be the next side's: `n k` (a b-file) or a certificate
 * line starting `n k`. A missing, repeated or malformed line is an {@link InputError} at its line.
 */
export async function* chunkLines(chunk: ChunkFile, form: SweepParams['form']): AsyncGenerator<{ n: number; k: number; line: string }> {
  const lines = createInterface({ input: createReadStream(chunk.path, { encoding: 'utf8' }), crlfDelay: Number.POSITIVE_INFINITY });
  let number = 0;
  let n = chunk.first;
  const shape = form === 'bfile' ? /^(\d+) (\d+)$/ : /^(\d+) (\d+) [0-9a-f]+( [0-9a-f]+){4}$/;
  for await (const line of lines) {
    if (++number === 1) continue;
    const match = shape.exec(line);
    if (!match) throw new InputError(chunk.shown, number, 1, `expected the line of n = ${n}${form === 'bfile' ? " ('n k')" : ' (a certificate line)'}`);
    if (Number(match[1]) !== n) throw new InputError(chunk.shown, number, 1, `expected n = ${n}, found n = ${match[1]}: a line is missing or repeated`);
    yield { n, k: Number(match[2]), line };
    n++;
  }
  if (n <= chunk.last) throw new InputError(chunk.shown, number + 1, 1, `the chunk ends before n = ${n} (it should reach n = ${chunk.last})`);
}
