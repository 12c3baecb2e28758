import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { applyPresses, Board, CLASSIC_RULE, parseGrids } from '@lightsout/core';
import { describe, expect, inject, it } from 'vitest';
import { run } from './_installed.ts';
import { claimOf, codeBlocks, ROOT, type ShellLine, shellLinesOf } from './_readme.ts';

/**
 * The READMEs' claims, checked by running them: their install lines (run once by `_setup.ts`: a failing line
 * fails every test), their command lines with what their comments say they print, the library example's
 * stated values, and what the toolkit README says `pnpm start` shows. Lines that cannot run here are listed
 * with the reason, so a new line is either run or named.
 */

const installed = inject('installed');
const SEED = join(ROOT, 'examples', 'seed.txt');

/** Lines the doc test does not run, and why; every other shell line of the blocks below runs. */
const NOT_RUN: Array<[RegExp, string]> = [
  [/^pnpm install && pnpm build$/, 'sets up the workspace, which is how the tests got here'],
  [/\bplay\b/, 'needs a terminal (bin.test.ts plays the game in a pseudo-terminal)'],
  [/\bpack\b|^npm install /, 'run once by _setup.ts before every test'],
];
const runnable = (line: ShellLine): boolean => !NOT_RUN.some(([pattern]) => pattern.test(line.command));

/**
 * A work folder with the files a CLI README line names: goal.txt (a 5×5 target), graph.json (a fixture) and
 * every other `*.txt` (grids.txt, a.txt, …) a copy of the seed grids.
 */
function workFolder(command: string): string {
  const dir = join(installed.dir, 'work');
  mkdirSync(dir, { recursive: true });
  for (const [name] of command.matchAll(/\b[\w-]+\.txt\b/g)) copyFileSync(SEED, join(dir, name));
  writeFileSync(join(dir, 'goal.txt'), '5\n#...#\n.....\n..#..\n.....\n#...#\n');
  copyFileSync(join(ROOT, 'apps', 'cli', 'fixtures', 'graph.json'), join(dir, 'graph.json'));
  return dir;
}

/** Runs a README line in `sh` and checks it against its comment: the exit status it names (else 0, or 1 for `solve`), and its output's start. */
function expectAsClaimed(line: ShellLine, cwd: string, env: NodeJS.ProcessEnv = {}): void {
  const result = run('sh', ['-c', line.command], cwd, env);
  const context = `${line.command}\n${result.stdout.slice(0, 400)}${result.stderr}`;
  const claim = claimOf(line.comment);
  if (claim.exit !== undefined) expect(result.code, context).toBe(claim.exit);
  else expect(/\bsolve\b[^|]*$/.test(line.command) ? [0, 1] : [0], context).toContain(result.code);
  expect(result.stderr, context).not.toMatch(/internal error|\n\s+at /);
  expect(result.stdout, context).not.toBe('');
  if (claim.startsWith !== undefined) expect(result.stdout.startsWith(claim.startsWith), context).toBe(true);
}

describe("the toolkit README's command lines", () => {
  const fromClone = shellLinesOf('README.md', /./, ['', 'The `lightsout` command']).filter((line) => !/^npx /.test(line.command) && runnable(line));
  const inProject = shellLinesOf('README.md', /^npx /);

  it('has lines to run: in the clone, and where the tarballs went', () => {
    expect(fromClone.length).toBeGreaterThanOrEqual(7);
    expect(inProject).toHaveLength(1);
  });

  it.each(fromClone.map((line) => [line.command, line]))('in the clone: %s', (_, line) => {
    // `pnpm -s lightsout` is `node apps/cli/dist/cli.js` (the root's script), without pnpm's start-up on every line.
    expectAsClaimed({ ...line, command: line.command.replaceAll('pnpm -s lightsout', 'node apps/cli/dist/cli.js') }, ROOT);
  });

  it.each(inProject.map((line) => [line.command, line]))('in the project the tarballs went to: %s', (_, line) => {
    copyFileSync(SEED, join(installed.project, 'grids.txt'));
    const result = run('sh', ['-c', line.command], installed.project);
    expect(result).toMatchObject({ code: 0, stderr: '', stdout: expect.stringMatching(/^1 of 2 solvable\n/) });
  });

  it('quotes the graph JSON error the command prints for the file it shows', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/\s*\n\s*/g, ' ');
    const [, message, json] = /`(g\.json:\d+:\d+: [^`]+)` for `(\{[^`]+\})`/.exec(readme) ?? [];
    expect(json).toBeDefined();
    writeFileSync(join(installed.dir, 'g.json'), `${json}\n`);
    const result = run(process.execPath, [join(ROOT, 'apps', 'cli', 'dist', 'cli.js'), 'solve', '--graph', 'g.json'], installed.dir);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
  });

  it("packs as the CLI README says: its pack line is the toolkit README's, which _setup.ts ran", () => {
    expect(shellLinesOf('apps/cli/README.md', /\bpack\b/).map((line) => line.command)).toEqual(shellLinesOf('README.md', /\bpack\b/).map((line) => line.command));
  });
});

describe("the CLI README's examples, with the command npm install -g put on the PATH", () => {
  // The completion lines that write into the user's shell set-up are the completion tests' to check.
  const lines = shellLinesOf('apps/cli/README.md', /^(lightsout|printf) /, ['Install', 'Commands']).filter(
    (line) => !/\bcomplete \w+ +>/.test(line.command) && runnable(line),
  );

  it('has lines to run', () => {
    expect(lines.length).toBeGreaterThanOrEqual(15);
  });

  it.each(lines.map((line) => [line.command, line]))('%s', (_, line) => {
    const env = { PATH: `${installed.globalBin}${delimiter}${process.env.PATH ?? ''}` };
    expectAsClaimed(line, workFolder(line.command), env);
  });
});

describe("the toolkit README's library example", () => {
  it('prints, on the installed package, the values its comments state', () => {
    const example = codeBlocks('README.md').find((block) => block.heading === 'Using the library' && block.lang === 'ts')!.code;
    // `expr; // 15` states what expr is: the example reports each such value instead of discarding it.
    const stated: string[] = [];
    const instrumented = example.replace(/^(\s*)([^/\n][^\n]*?); \/\/ (-?\d+n?|true|false|\[[^\n]*?\])(?=[:\s]|$)[^\n]*/gm, (_, indent, expr, value) => {
      stated.push(value);
      return `${indent}claims.push(show(${expr}));`;
    });
    expect(stated.length).toBeGreaterThanOrEqual(4);
    const REPORT = "process.stdout.write('\\nclaims: ' + JSON.stringify(claims) + '\\n');\n";
    const show = "const show = (v) => (typeof v === 'bigint' ? String(v) + 'n' : JSON.stringify(v));\nconst claims = [];\n";
    writeFileSync(join(installed.project, 'readme-library.mjs'), `${show}${instrumented}\n${REPORT}`);
    const result = run(process.execPath, ['readme-library.mjs'], installed.project);
    expect(result.stderr).toBe('');
    // The last line of stdout is the report; the example's own console.log lines come before it.
    const printed = JSON.parse(/\nclaims: (.*)\n$/.exec(result.stdout)?.[1] ?? 'null') as string[];
    expect(printed).toHaveLength(stated.length);
    stated.forEach((value, i) => {
      if (!value.includes('…')) expect(printed[i]).toBe(value.replace(/\s/g, ''));
      else expect(printed[i]!.startsWith(value.replace(/\s/g, '').replace(/,?…\]$/, ''))).toBe(true);
    });
  });
});

describe("what the toolkit README says 'pnpm start' shows", () => {
  it('one sentence on the game and #, each seed grid as read and answered, and the count', () => {
    const result = run(process.execPath, [join(ROOT, 'scripts', 'main-job.mjs'), '--no-build'], ROOT);
    expect(result.code).toBe(0);
    const out = result.stdout;
    expect(out.split('\n')[0]).toMatch(/^Lights Out: pressing a cell toggles it .*; in a board below # is a lit cell, in an answer # is a cell to press\.$/);
    const [first, second] = [...parseGrids(readFileSync(SEED, 'utf8'))].map((grid) => grid.board);
    const section = (n: number): string => out.slice(out.indexOf(`Grid ${n} of 2`), n === 1 ? out.indexOf('Grid 2 of 2') : out.indexOf('$ lightsout count'));
    const grids = (text: string): Board[] => [...text.matchAll(/(?:^[.#]+\n)+/gm)].map(([rows]) => Board.fromRows(rows.trim().split('\n')));
    // Grid 1: the board as read, then 5 presses, proven the fewest, that switch it off.
    const [board1, presses] = grids(section(1));
    expect(board1!.equals(first!)).toBe(true);
    expect(section(1)).toMatch(/# = lit:\n[\s\S]*Answer: 5 presses, the fewest/);
    expect(applyPresses(board1!, presses!, CLASSIC_RULE).isEmpty()).toBe(true);
    // Grid 2: the board as read, then no presses, with the quiet pattern that proves it.
    expect(grids(section(2))[0]!.equals(second!)).toBe(true);
    expect(section(2)).toMatch(/Answer: no presses solve it\nunsolvable\nevery press toggles an even number/);
    expect(out.endsWith('$ lightsout count examples/seed.txt\n1 of 2 solvable\n5x5: 1 of 2 solvable\n')).toBe(true);
  });
});
