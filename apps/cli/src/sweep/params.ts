import { createRequire } from 'node:module';
import type { Rule } from '@lightsout/core';
import { formatStencil } from '@lightsout/core/algebra';

/** The CLI's version, from its package.json (two levels above both src/sweep/ and dist/sweep/); root.ts imports this folder. */
const VERSION: string = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;

/** What identifies a sweep: every chunk of one sweep carries the same, and `merge` refuses chunks that differ. */
export interface SweepParams {
  /** The CLI version that computed it. */
  readonly version: string;
  /** The stencil's pattern and the topology, canonical (`.#./###/.#. on plane`). */
  readonly rule: string;
  /** The number of states. */
  readonly states: number;
  /** `bfile` (`n k` lines) or `certify` (certificate lines). */
  readonly form: 'bfile' | 'certify';
  /** The whole range `A..B` the shards share. */
  readonly range: string;
  /** Sides per chunk. */
  readonly chunkSize: number;
}

/** A chunk file's first line starts with this, then the parameters and the chunk's own range as JSON. */
export const CHUNK_HEADER = '# lightsout sweep chunk ';

/** The parameters of a sweep of `rule` over `from..to`. */
export function sweepParams(rule: Rule, states: number, form: SweepParams['form'], [from, to]: [number, number], chunkSize: number): SweepParams {
  const reversed = rule.reversed ? 'reversed ' : '';
  return { version: VERSION, rule: `${reversed}${formatStencil(rule.stencil.offsets)} on ${rule.topology}`, states, form, range: `${from}..${to}`, chunkSize };
}

/** The header line of the chunk `first..last` of a sweep. */
export function chunkHeader(params: SweepParams, first: number, last: number): string {
  return `${CHUNK_HEADER}${JSON.stringify({ ...params, chunk: `${first}..${last}` })}\n`;
}

/** A chunk header read back: the parameters and the chunk's range, or null when the line is not a chunk header. */
export function parseChunkHeader(line: string): { params: SweepParams; first: number; last: number } | null {
  if (!line.startsWith(CHUNK_HEADER)) return null;
  try {
    const { chunk, ...params } = JSON.parse(line.slice(CHUNK_HEADER.length)) as SweepParams & { chunk: string };
    const match = /^(\d+)\.\.(\d+)$/.exec(chunk);
    const keys: Array<keyof SweepParams> = ['version', 'rule', 'states', 'form', 'range', 'chunkSize'];
    if (!match || keys.some((key) => params[key] === undefined)) return null;
    return { params, first: Number(match[1]), last: Number(match[2]) };
  } catch {
    return null;
  }
}

/** The first parameter two sweeps differ in, as `rule: 'a' here, 'b' there`, or null when they match. */
export function paramsDifference(here: SweepParams, there: SweepParams): string | null {
  for (const key of ['version', 'rule', 'states', 'form', 'range', 'chunkSize'] as const) {
    if (here[key] !== there[key]) return `${key} ${JSON.stringify(here[key])} here, ${JSON.stringify(there[key])} there`;
  }
  return null;
}

/** The file name of the chunk `first..last`. */
export function chunkName(first: number, last: number): string {
  return `chunk-${first}-${last}.txt`;
}
