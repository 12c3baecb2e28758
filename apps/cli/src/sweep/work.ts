import { nullity, nullityRow } from '@lightsout/core';
import { type RuleFlags, withGridKind } from '../puzzle-flags.ts';
import { certificateLine } from './certificate.ts';

/** What a sweep computes for each item: a nullity (`range`), a table row (`table`) or a certificate line (`certify`); `count` workers check boards. */
export type SweepWhat = 'range' | 'table' | 'certify' | 'count';

/** Everything a worker needs to compute any item of a sweep: the flags that chose the rule, and the kind of item. */
export interface SweepSpec {
  readonly what: SweepWhat;
  /** The rule flags and `--states`, as given: a worker rebuilds the rule from them, as the command did. */
  readonly flags: RuleFlags & { states?: string | undefined };
  /** The first column of every table row (`table`). */
  readonly from: number;
  /** The last column of every table row (`table`). */
  readonly to: number;
}

/** One item's value: a nullity, a table row, or a certificate line. */
export type SweepValue = number | number[] | string;

/**
 * The function computing items `first..last` of `spec` in order (n×n sides, table rows or certified sides): the one
 * computation the command runs in place with `--jobs 1` and each worker runs on its blocks. The rule is built once.
 */
export function blockComputer(spec: SweepSpec): (first: number, last: number) => SweepValue[] {
  return withGridKind(spec.flags, 'nullity', (kind) => (first: number, last: number) => {
    const values: SweepValue[] = [];
    for (let n = first; n <= last; n++) {
      if (spec.what === 'range') values.push(nullity(n, n, kind));
      else if (spec.what === 'table') values.push(nullityRow(n, spec.from, spec.to, kind));
      else values.push(certificateLine(n));
    }
    return values;
  });
}

/** An error as a worker sends it back: its name, message and, for a LimitError, the limit. */
export interface SweepFailure {
  readonly name: string;
  readonly message: string;
  readonly limit?: string | undefined;
  readonly requested?: number | undefined;
  readonly maximum?: number | undefined;
}

/** The {@link SweepFailure} of anything thrown. */
export function sweepFailure(error: unknown): SweepFailure {
  const e = error as Error & { limit?: string; requested?: number; maximum?: number };
  return { name: e.name, message: e.message, limit: e.limit, requested: e.requested, maximum: e.maximum };
}
