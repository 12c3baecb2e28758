import type { Output } from './output.ts';

type Container = { kind: 'array' | 'object'; items: number };

/** What a failed `--json` run says in its document: the stderr message and, for bad input, where. */
export interface JsonFailure {
  /** The exit code the run ends with (2, or 70 for a bug). */
  readonly code: number;
  /** The same text as the first line on stderr. */
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * One JSON document on stdout, written as it is computed: arrays and objects are opened, filled with values
 * (each a plain object serialised with `JSON.stringify`, or streamed piece by piece) and closed, so a million
 * results or a 100 MB press list never sit in memory. When the run fails part-way, {@link fail} closes whatever
 * is open and adds an `"error"` member (in an array, a last element `{"error": …}`): stdout is valid JSON
 * whatever happens.
 */
export class JsonDocument {
  private readonly out: Output;
  private readonly open: Container[] = [];
  /** True between {@link key} and the value that follows it. */
  private keyed = false;
  private finished = false;

  constructor(out: Output) {
    this.out = out;
  }

  /** Starts an array (a member value after {@link key}, an element, or the document). */
  async openArray(): Promise<void> {
    await this.begin('[');
    this.open.push({ kind: 'array', items: 0 });
  }

  /** Starts an object. */
  async openObject(): Promise<void> {
    await this.begin('{');
    this.open.push({ kind: 'object', items: 0 });
  }

  /** Closes the innermost array or object; the document ends (with a newline) when the outermost closes. */
  async close(): Promise<void> {
    const top = this.open.pop();
    if (!top) throw new Error('JsonDocument: nothing to close');
    const lines = top.kind === 'array' && this.open.length === 0 && top.items > 0;
    await this.out.text(top.kind === 'array' ? (lines ? '\n]' : ']') : '}');
    if (this.open.length === 0) await this.end();
  }

  /** Names the next member of the open object. */
  async key(name: string): Promise<void> {
    const top = this.open.at(-1);
    if (top?.kind !== 'object' || this.keyed) throw new Error('JsonDocument: a key outside an object');
    await this.out.text(`${top.items++ > 0 ? ',' : ''}${JSON.stringify(name)}:`);
    this.keyed = true;
  }

  /** A whole value: an element, a member value after {@link key}, or the document itself. */
  async value(value: unknown): Promise<void> {
    await this.begin(JSON.stringify(value) ?? 'null');
    if (this.open.length === 0) await this.end();
  }

  /** `name: value` members of the open object, in order (undefined values left out), written as one piece. */
  async members(fields: Record<string, unknown>): Promise<void> {
    const top = this.open.at(-1);
    if (top?.kind !== 'object' || this.keyed) throw new Error('JsonDocument: members outside an object');
    let text = '';
    for (const name in fields) {
      const value = fields[name];
      if (value === undefined) continue;
      // Numbers, booleans and null are their own JSON text (finite numbers only reach here); the rest is stringified.
      const json = typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'boolean' || value === null ? String(value) : JSON.stringify(value);
      text += `${top.items++ > 0 ? ',' : ''}${JSON.stringify(name)}:${json}`;
    }
    await this.out.text(text);
  }

  /**
   * A value written by `write` straight to the output, piece by piece (a press list of 25 million pairs): `write`
   * must produce exactly one valid JSON value.
   */
  async stream(write: (out: Output) => Promise<void>): Promise<void> {
    await this.begin('');
    await write(this.out);
    if (this.open.length === 0) await this.end();
  }

  /**
   * Ends a failed run's document: closes what is open, then adds the error as the last member (or element) of the
   * outermost value; with nothing written yet, the document is `{"error": …}`.
   */
  async fail(failure: JsonFailure): Promise<void> {
    if (this.finished) return;
    const error = { error: failure };
    if (this.open.length === 0 && !this.keyed) {
      await this.value(error);
      return;
    }
    if (this.keyed) await this.value(null);
    while (this.open.length > 1) await this.close();
    const top = this.open[0]!;
    if (top.kind === 'object') await this.members(error);
    else await this.value(error);
    await this.close();
  }

  /** The separator before a new value in the open container, then `text`. */
  private async begin(text: string): Promise<void> {
    const top = this.open.at(-1);
    if (this.keyed) this.keyed = false;
    else if (top?.kind === 'object') throw new Error('JsonDocument: a value in an object needs a key');
    else if (top) {
      const separator = top.items++ > 0 ? ',' : '';
      // A top-level array of results puts each on its own line, so the output reads and diffs well.
      text = this.open.length === 1 && top.kind === 'array' ? `${separator}\n${text}` : `${separator}${text}`;
    } else if (this.finished) throw new Error('JsonDocument: a second document');
    await this.out.text(text);
  }

  private async end(): Promise<void> {
    this.finished = true;
    await this.out.text('\n');
  }
}

/** What a solve result says beyond its boards, for every kind of puzzle (grids of any k, graphs). */
type ResultCounts =
  | { readonly solvable: true; readonly pressCount: number; readonly nullity: number; readonly solutions: bigint; readonly minimal: boolean; readonly bound: number }
  | { readonly solvable: false; readonly nullity: number };

/**
 * The members every `solve --json` object ends with: the press count, nullity, solutions (a decimal string),
 * whether the presses are proven fewest and their lower bound, and the time taken.
 *
 * @param result The solve result.
 * @param ms The time it took, in milliseconds.
 * @returns The members, in their order.
 */
export function resultCounts(result: ResultCounts, ms: number): Record<string, unknown> {
  return {
    pressCount: result.solvable ? result.pressCount : null,
    nullity: result.nullity,
    solutions: result.solvable ? String(result.solutions) : '0',
    minimal: result.solvable && result.minimal,
    ...(result.solvable ? { bound: result.bound } : {}),
    ms: Math.round(ms * 1000) / 1000,
  };
}

/** The JSON members that follow `rows` and `cols`: none for two states, `states` for K > 2. */
export function statesMember(states: number): { states?: number } {
  return states === 2 ? {} : { states };
}
