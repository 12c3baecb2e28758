import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { quoteText } from '@lightsout/core/algebra';
import type { Run } from '../run.ts';
import { InputError, UsageError } from '../errors.ts';
import { startProgress } from '../progress.ts';
import { sweepValues } from './jobs.ts';
import { chunkHeader, chunkName, paramsDifference, parseChunkHeader, type SweepParams } from './params.ts';
import type { SweepSpec, SweepValue } from './work.ts';

/** Sides per chunk file unless `--chunk` says otherwise. */
export const DEFAULT_CHUNK = 1000;

/** `--shard K/N`: shard K (1-based) of N. */
export function parseShard(text: string, command: string): { index: number; count: number } {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || !(count >= 1 && count <= 1_000_000 && index >= 1 && index <= count)) {
    throw new UsageError(`--shard expects K/N with 1 ≤ K ≤ N (for example 2/4), found ${quoteText(text)}`, command);
  }
  return { index, count };
}

/** `--chunk SIZE`: sides per chunk file, 1 to 10⁷. */
export function parseChunk(text: string | undefined, command: string): number {
  if (text === undefined) return DEFAULT_CHUNK;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= 10_000_000)) throw new UsageError(`--chunk must be a whole number from 1 to 10000000, found ${quoteText(text)}`, command);
  return value;
}

/**
 * The chunks of `from..to` that shard `index` of `count` computes: the range is cut into chunks of `size` sides,
 * and chunk c (0-based) belongs to shard (c mod count) + 1, so every shard gets small and large sides alike.
 */
export function shardChunks(from: number, to: number, size: number, index: number, count: number): Array<[number, number]> {
  const chunks: Array<[number, number]> = [];
  for (let c = index - 1, first = from + c * size; first <= to; c += count, first = from + c * size) chunks.push([first, Math.min(to, first + size - 1)]);
  return chunks;
}

/** How a shard turns the value of side n into its line(s) (`n k`, or a certificate line). */
export type LineOf = (n: number, value: SweepValue) => string;

/**
 * Runs one shard: each of its chunks is computed and written to `dir` as a temporary file, synced and renamed, so
 * a chunk file is whole or absent; chunks already there (from an earlier run of the same sweep) are skipped, and
 * a chunk file of a different sweep is refused. A signal stops the run between sides, removing the unfinished
 * chunk. Notes on stderr; nothing on stdout.
 */
export async function runShard(
  run: Run,
  spec: SweepSpec,
  params: SweepParams,
  shard: { index: number; count: number },
  dir: string,
  jobs: number,
  weight: (n: number) => number,
  lineOf: LineOf,
): Promise<number> {
  const [from, to] = params.range.split('..').map(Number) as [number, number];
  const full = resolve(run.io.cwd, dir);
  await mkdir(full, { recursive: true });
  const chunks = shardChunks(from, to, params.chunkSize, shard.index, shard.count);
  const todo: Array<[number, number]> = [];
  for (const [first, last] of chunks) if (!(await finished(join(dir, chunkName(first, last)), join(full, chunkName(first, last)), params))) todo.push([first, last]);
  const total = todo.reduce((sum, [first, last]) => sum + last - first + 1, 0);
  const progress = startProgress(run.io, `shard ${shard.index}/${shard.count}`, total);
  let done = 0;
  try {
    for (const [first, last] of todo) {
      const name = chunkName(first, last);
      const temporary = join(full, `.${name}.${process.pid}.tmp`);
      const file = await open(temporary, 'wx');
      let renamed = false;
      try {
        let text = chunkHeader(params, first, last);
        let n = first;
        for await (const value of sweepValues(spec, first, last, jobs, weight)) {
          text += lineOf(n++, value);
          if (text.length >= 1 << 20) {
            await file.write(text);
            text = '';
          }
          progress.update(++done);
          await run.out.record();
        }
        await file.write(text);
        await file.sync();
        await file.close();
        await rename(temporary, join(full, name));
        renamed = true;
      } finally {
        if (!renamed) {
          await file.close().catch(() => {});
          await rm(temporary, { force: true });
        }
      }
    }
  } finally {
    progress.done();
  }
  const skipped = chunks.length - todo.length;
  run.io.stderr.write(`shard ${shard.index}/${shard.count}: ${todo.length} chunk${todo.length === 1 ? '' : 's'} written${skipped > 0 ? `, ${skipped} already there` : ''} in ${dir}\n`);
  return 0;
}

/** True when the chunk file exists and belongs to this sweep; a chunk file of another sweep is refused. */
async function finished(shown: string, path: string, params: SweepParams): Promise<boolean> {
  const line = await firstLine(path);
  if (line === null) return false;
  const header = parseChunkHeader(line);
  const difference = header && paramsDifference(params, header.params);
  if (!header || difference) throw new InputError(shown, 1, 1, `holds a different sweep (${difference ?? 'no chunk header'}); give another --out-dir`);
  return true;
}

/** The first line of a file (up to 64 KiB, enough for any chunk header), or null when there is no such file. */
export async function firstLine(path: string): Promise<string | null> {
  let file: Awaited<ReturnType<typeof open>>;
  try {
    file = await open(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const buffer = Buffer.alloc(1 << 16);
    const { bytesRead } = await file.read(buffer, 0, buffer.length, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const end = text.indexOf('\n');
    return end < 0 ? text : text.slice(0, end);
  } finally {
    await file.close();
  }
}
