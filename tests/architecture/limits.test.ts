import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sourcesUnder } from './_imports.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every `const …MAX… = value;` of the core's and the CLI's sources (tests aside): name, value as written, file. */
function limitsInCode(): Array<{ name: string; value: string; file: string }> {
  const out: Array<{ name: string; value: string; file: string }> = [];
  for (const dir of ['packages/core/src', 'apps/cli/src']) {
    for (const { path } of sourcesUnder(join(ROOT, dir))) {
      if (path.endsWith('.test.ts')) continue;
      const text = readFileSync(join(ROOT, dir, path), 'utf8');
      for (const m of text.matchAll(/^(?:export )?const ([A-Z0-9_]*MAX[A-Z0-9_]*) = ([^;\n]+);/gm)) out.push({ name: m[1]!, value: m[2]!.trim(), file: `${dir}/${path}` });
    }
  }
  return out;
}

/** The rows of the README's limits table: | `NAME` | `value` | what it guards |. */
function limitsInReadme(): Array<{ name: string; value: string }> {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  return [...readme.matchAll(/^\| `([A-Z0-9_]+)` \| `([^`]+)` \| .+ \|$/gm)].map((m) => ({ name: m[1]!, value: m[2]! }));
}

/** A limit's value: a number or bigint written with digits, `_`, `e`, `**`, `*`, `n` and spaces. */
function numberOf(text: string): string {
  if (!/^[0-9_ .e*n]+$/.test(text)) throw new Error(`not a plain numeric expression: ${text}`);
  return String(new Function(`return (${text.replaceAll('_', '')});`)());
}

describe("the README's limits table", () => {
  const code = limitsInCode();
  const readme = limitsInReadme();

  it('reads the limits it checks', () => {
    expect(code.length).toBeGreaterThan(40);
    expect(readme.length).toBeGreaterThan(40);
  });

  it('lists every limit of the core and the CLI once, with the value the code has', () => {
    const rows = new Map<string, string[]>();
    for (const { name, value } of readme) rows.set(name, [...(rows.get(name) ?? []), value]);
    const wrong = code.flatMap(({ name, value, file }) => {
      const listed = rows.get(name) ?? [];
      if (listed.length !== 1) return [`${name} (${file}) is listed ${listed.length} times: add one row to README.md's limits table`];
      return numberOf(listed[0]!) === numberOf(value) ? [] : [`${name} is ${value} in ${file} but ${listed[0]} in README.md`];
    });
    expect(wrong).toEqual([]);
  });

  it('lists nothing the code no longer has', () => {
    const names = new Set(code.map((c) => c.name));
    expect(readme.map((r) => r.name).filter((name) => !names.has(name))).toEqual([]);
  });
});
