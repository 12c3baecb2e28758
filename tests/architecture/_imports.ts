import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** A source file and what it imports: relative specifiers resolved to files, other specifiers as written. */
export interface SourceFile {
  readonly path: string;
  readonly local: readonly string[];
  readonly external: readonly string[];
}

/** Every `import … from`, `export … from` and `import('…')` specifier, type-only imports included. */
const SPECIFIER = /(?:^|[\s;])(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The TypeScript sources under `root` (tests and test support excluded), with their imports. */
export function sourcesUnder(root: string): SourceFile[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.startsWith('_test-')) files.push(path);
    }
  };
  walk(root);
  return files.map((path) => {
    const specifiers = [...readFileSync(path, 'utf8').matchAll(SPECIFIER)].map((m) => (m[1] ?? m[2])!);
    return {
      path: relative(root, path),
      local: specifiers.filter((s) => s.startsWith('.')).map((s) => relative(root, resolve(dirname(path), s))),
      external: specifiers.filter((s) => !s.startsWith('.')),
    };
  });
}

/** Every import cycle, each as the files around it (first file repeated at the end); none for a DAG. */
export function importCycles(files: readonly SourceFile[]): string[][] {
  const edges = new Map(files.map((f) => [f.path, f.local.filter((p) => p !== f.path)]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of edges.keys()) if (!state.has(file)) visit(file);
  return cycles;
}
