import type { CliIO } from './io.ts';
import type { JsonDocument } from './json.ts';
import type { Output } from './output.ts';

/** What a command runs with: the streams, the one writer of stdout, and the JSON document when `--json` is given. */
export interface Run {
  readonly io: CliIO;
  /** All of stdout goes through it. */
  readonly out: Output;
  /** The `--json` document (null without `--json`); a failed run closes it with an error member. */
  readonly json: JsonDocument | null;
}

/** The run, passed to every command by the dispatcher as citty's `data`. */
export function runOf(data: unknown): Run {
  return data as Run;
}
