import { makeRule, namedStencil, parseGrids, verifySolution } from '@lightsout/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { boardFromPairs, runCli } from './helpers.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI codes
const ANSI = /\u001b\[/;

describe('many FILE arguments, each result labelled with its file', () => {
  it('count: the counts of each file under its name, in order; JSON: one document per file', async () => {
    const text = await runCli(['count', 'fixtures/seed.txt', 'fixtures/mixed.txt']);
    expect(text.code).toBe(0);
    const seed = (await runCli(['count', 'fixtures/seed.txt'])).stdout;
    const mixed = (await runCli(['count', 'fixtures/mixed.txt'])).stdout;
    expect(text.stdout).toBe(`==> fixtures/seed.txt <==\n${seed}\n==> fixtures/mixed.txt <==\n${mixed}`);
    const json = JSON.parse((await runCli(['count', '--json', 'fixtures/seed.txt', '-'], '1\n#\n')).stdout) as Array<{ file: string; boards: number }>;
    expect(json.map((d) => [d.file, d.boards])).toEqual([
      ['fixtures/seed.txt', 2],
      ['<stdin>', 1],
    ]);
  });

  it('solve: every grid of every file, the presses verified; exit 1 when any file has an unsolvable grid', async () => {
    const { code, stdout } = await runCli(['solve', '-j', 'fixtures/seed.txt', 'fixtures/mixed.txt']);
    expect(code).toBe(1);
    const results = JSON.parse(stdout) as Array<{ file: string; line: number; solvable: boolean; presses: Array<[number, number]> | null }>;
    const rule = makeRule(namedStencil('cross'));
    const boards = ['fixtures/seed.txt', 'fixtures/mixed.txt'].flatMap((file) => [...parseGrids(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'))].map((g) => ({ file, ...g })));
    expect(results.map((r) => [r.file, r.line])).toEqual(boards.map((b) => [b.file, b.line]));
    results.forEach((r, i) => {
      if (!r.solvable) return;
      const { board } = boards[i]!;
      expect(verifySolution(board, boardFromPairs(board.rows, board.cols, r.presses!), rule)).toBe(true);
    });
    const text = await runCli(['solve', 'fixtures/seed.txt', 'fixtures/seed.txt']);
    const one = (await runCli(['solve', 'fixtures/seed.txt'])).stdout;
    expect(text.stdout).toBe(`==> fixtures/seed.txt <==\n${one}\n==> fixtures/seed.txt <==\n${one}`);
  });

  it('one file prints exactly as before, with no label', async () => {
    expect((await runCli(['count', 'fixtures/seed.txt'])).stdout).toBe('1 of 2 solvable\n5x5: 1 of 2 solvable\n');
  });
});

describe('help, version and usage', () => {
  it('bare lightsout prints the usage on stderr, exit 2; help and --help print it on stdout', async () => {
    const bare = await runCli([]);
    expect(bare.code).toBe(2);
    expect(bare.stderr).toContain('USAGE lightsout');
    const help = await runCli(['help']);
    expect(help).toEqual({ code: 0, stdout: (await runCli(['--help'])).stdout, stderr: '' });
    expect(help.stdout).toContain('COMMANDS');
  });

  it('help COMMAND and --help COMMAND are COMMAND --help', async () => {
    const own = (await runCli(['nullity', '--help'])).stdout;
    expect((await runCli(['help', 'nullity'])).stdout).toBe(own);
    expect((await runCli(['--help', 'nullity'])).stdout).toBe(own);
    expect((await runCli(['help', 'nulity'])).stderr).toMatch(/^lightsout: unknown command 'nulity' \(did you mean 'nullity'\?\)/);
    expect((await runCli(['help', 'solve', 'count'])).stderr).toMatch(/^lightsout: help takes one command, found a second argument count/);
  });

  it('-V, -v and --version print the version, and take nothing else', async () => {
    for (const flag of ['-V', '-v', '--version']) expect((await runCli([flag])).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const extra = await runCli(['--version', 'x']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toMatch(/^lightsout: --version takes nothing else, found x/);
  });
});

describe('short flags and sizes as they are printed', () => {
  it('short forms give the same output as the long ones', async () => {
    const pairs: Array<[string[], string[]]> = [
      [['random', '4', '-n', '3', '-s', 'x', '-d', '0.3', '-k', '3'], ['random', '4', '--count', '3', '--seed', 'x', '--density', '0.3', '--states', '3']],
      [['nullity', '5', '-r', 'moore', '-t', 'torus', '-j'], ['nullity', '5', '--rule', 'moore', '--topology', 'torus', '--json']],
      [['solve', 'fixtures/seed.txt', '-f', 'coords', '-m', '-e'], ['solve', 'fixtures/seed.txt', '--format', 'coords', '--minimal', '--explain']],
    ];
    for (const [short, long] of pairs) {
      const a = await runCli(short);
      expect(a.stderr, short.join(' ')).toBe('');
      expect(a).toEqual(await runCli(long));
    }
  });

  it('ROWSxCOLS (and ROWS×COLS) wherever a size is taken', async () => {
    expect(await runCli(['random', '3x5', '--seed', '1'])).toEqual(await runCli(['random', '3', '5', '--seed', '1']));
    expect(await runCli(['nullity', '4X5'])).toEqual(await runCli(['nullity', '4', '5']));
    expect(await runCli(['kernel', '4×4'])).toEqual(await runCli(['kernel', '4', '4']));
    expect((await runCli(['nullity', '4x5', '3'])).stderr).toMatch(/^lightsout: give the size as ROWSxCOLS or as ROWS COLS, not both/);
    expect((await runCli(['nullity', '4x0'])).stderr).toMatch(/^lightsout: COLS must be a whole number from 1 up, found '0'/);
  });
});

describe('help colour: a terminal and NO_COLOR decide, nothing else', () => {
  it('coloured on any terminal width, wrapped all the same; never with NO_COLOR or when piped', async () => {
    for (const columns of [50, 80, 200]) {
      const { stdout } = await runCli(['solve', '--help'], '', { tty: true, columns });
      expect(stdout, `${columns} columns`).toMatch(ANSI);
      const plain = stdout.replace(new RegExp(`${ANSI.source}[0-9;]*m`, 'g'), '');
      for (const line of plain.split('\n')) expect(line.length, line).toBeLessThanOrEqual(columns - 1);
      expect(plain).toBe((await runCli(['solve', '--help'], '', { tty: true, columns, env: { NO_COLOR: '1' } })).stdout);
    }
    expect((await runCli(['solve', '--help'], '', { env: { FORCE_COLOR: '1' } })).stdout).not.toMatch(ANSI);
  });
});
