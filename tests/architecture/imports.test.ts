import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, sourcesUnder } from './_imports.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CORE = sourcesUnder(join(ROOT, 'packages/core/src'));
const CLI = sourcesUnder(join(ROOT, 'apps/cli/src'));

describe('the import graph', () => {
  it('reads the sources it checks', () => {
    expect(CORE.length).toBeGreaterThan(80);
    expect(CLI.length).toBeGreaterThan(30);
    expect(CORE.find((f) => f.path === 'index.ts')?.local.length).toBeGreaterThan(20);
  });

  it('has no cycle in the core, type-only imports included', () => {
    expect(importCycles(CORE).map((c) => c.join(' → '))).toEqual([]);
  });

  it('has no cycle in the CLI, type-only imports included', () => {
    expect(importCycles(CLI).map((c) => c.join(' → '))).toEqual([]);
  });

  it('keeps internal `_` files to their own folder, in the core and the CLI (issue 19: no hidden shared module)', () => {
    const crossings = (files: typeof CORE): string[] =>
      files.flatMap((f) => f.local.filter((p) => basename(p).startsWith('_') && dirname(p) !== dirname(f.path)).map((p) => `${f.path} → ${p}`));
    expect(crossings(CORE)).toEqual([]);
    expect(crossings(CLI)).toEqual([]);
  });

  it('finds a cycle where there is one (the checker itself)', () => {
    const files = [
      { path: 'a.ts', local: ['b.ts'], external: [] },
      { path: 'b.ts', local: ['c.ts'], external: [] },
      { path: 'c.ts', local: ['a.ts'], external: [] },
      { path: 'd.ts', local: ['a.ts'], external: [] },
    ];
    expect(importCycles(files)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });

  it('keeps the core pure: it imports nothing but its own files', () => {
    expect(CORE.flatMap((f) => f.external.map((e) => `${f.path}: ${e}`))).toEqual([]);
  });
});
