import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_DIR } from '../e2e/_site.ts';

/** Prints a benchmark's rows as a table and writes them, dated, to `bench-results/<name>.json`. */
export function writeResults(name: string, rows: readonly object[], extra: Record<string, unknown> = {}): void {
  console.table(rows);
  const dir = join(APP_DIR, 'bench-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify({ date: new Date().toISOString(), ...extra, rows }, null, 2)}\n`);
}
