import { quoteText } from '@lightsout/core/algebra';
import { UsageError } from '../errors.ts';

/** One OEIS table a nullity sweep yields: the topology it sweeps, and how each `n k` becomes b-file lines. */
interface SequenceDef {
  /** What the table is, for help and errors. */
  readonly title: string;
  /** The `--topology` of the classic cross the sweep runs on. */
  readonly topology: 'plane' | 'torus';
  /** True when a(i) is the i-th side with a property: the index counts from n = 1, so the range must start there. */
  readonly listsSides: boolean;
  /** The b-file line for side n of nullity k (`index`: how many sides were listed before), or null for none. */
  line(n: number, k: number, index: number): string | null;
}

/** The tables `--sequence` writes as b-files, all from one sweep of n×n nullities. */
export const SEQUENCES: Readonly<Record<string, SequenceDef>> = {
  A159257: { title: 'nullity of the n×n classic board', topology: 'plane', listsSides: false, line: (n, k) => `${n} ${k}` },
  A165738: { title: 'nullity of the n×n torus', topology: 'torus', listsSides: false, line: (n, k) => `${n} ${k}` },
  A075462: { title: '2^nullity: the solutions of a solvable n×n classic board', topology: 'plane', listsSides: false, line: (n, k) => `${n} ${1n << BigInt(k)}` },
  A076436: { title: 'sides n whose n×n classic board has nullity 0', topology: 'plane', listsSides: true, line: (n, k, i) => (k === 0 ? `${i + 1} ${n}` : null) },
  A117870: { title: 'sides n whose n×n classic board has nullity > 0', topology: 'plane', listsSides: true, line: (n, k, i) => (k > 0 ? `${i + 1} ${n}` : null) },
};

/** The definition `--sequence ID` names; an unknown id is a usage error listing the known ones. */
export function sequenceOf(id: string, command: string): SequenceDef {
  const def = Object.hasOwn(SEQUENCES, id.toUpperCase()) ? SEQUENCES[id.toUpperCase()] : undefined;
  if (!def) throw new UsageError(`--sequence: unknown table ${quoteText(id)}; known: ${Object.keys(SEQUENCES).join(', ')}`, command);
  return def;
}

/** The rule flags a sequence sweeps under: the classic cross, on its topology. */
export function sequenceFlags(def: SequenceDef): { topology: string } {
  return { topology: def.topology };
}

/** Turns the `n k` values of a sweep from n = `from` into the sequence's b-file lines (empty for a side not listed). */
export function sequenceWriter(def: SequenceDef, from: number, command: string): (n: number, k: number) => string {
  if (def.listsSides && from !== 1) throw new UsageError(`this table lists sides in order, counted from n = 1: give --range 1..B (found a start of ${from})`, command);
  let index = 0;
  return (n, k) => {
    const line = def.line(n, k, index);
    if (line === null) return '';
    index++;
    return `${line}\n`;
  };
}
