import { Board, makeRule, namedStencil, parseGrids, verifySolution } from '@lightsout/core';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runShell } from './helpers.ts';

/** The built binary, as the shell sees it; `$LIGHTSOUT` is `node dist/cli.js`. */
const L = '$LIGHTSOUT';

interface SolveJson {
  rows: number;
  cols: number;
  solvable: boolean;
  presses: Array<[number, number]> | null;
}

function pressBoard(grid: SolveJson): Board {
  const b = new Board(grid.rows, grid.cols);
  for (const [r, c] of grid.presses!) b.set(r - 1, c - 1, true);
  return b;
}

describe('the built binary', () => {
  it('starts with a node shebang', () => {
    expect(runShell('head -n 1 dist/cli.js').stdout).toBe('#!/usr/bin/env node\n');
  });

  it('solves the seed file: a press grid, unsolvable, exit 1', () => {
    const { code, stdout, stderr } = runShell(`${L} solve fixtures/seed.txt`);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    expect(stdout.endsWith('\n\nunsolvable\n')).toBe(true);
  });

  it('reads stdin from a pipe and from -', () => {
    expect(runShell(`cat fixtures/seed.txt | ${L} count`)).toEqual({ code: 0, stdout: '1 of 2 solvable\n5x5: 1 of 2 solvable\n', stderr: '' });
    expect(runShell(`${L} count --json - < fixtures/mixed.txt`).stdout).toBe(
      '{"boards":5,"solvable":2,"bySize":{"2x3":{"boards":1,"solvable":0},"3x2":{"boards":1,"solvable":0},"3x3":{"boards":2,"solvable":2},"5x5":{"boards":1,"solvable":0}}}\n',
    );
  });

  it('round trip: random --solvable | solve --json gives presses that verify', () => {
    const generate = `${L} random 7 9 --count 40 --seed 11 --solvable`;
    const boards = [...parseGrids(runShell(generate).stdout)].map((g) => g.board);
    const { code, stdout } = runShell(`${generate} | ${L} solve --json`);
    expect(code).toBe(0);
    const grids = JSON.parse(stdout) as SolveJson[];
    expect(grids).toHaveLength(40);
    const rule = makeRule(namedStencil('cross'));
    grids.forEach((grid, i) => {
      expect(verifySolution(boards[i]!, pressBoard(grid), rule)).toBe(true);
    });
  });

  it('round trip under another rule, with unsolvable boards mixed in: exit 1, the rest verify', () => {
    const flags = '--rule moore --topology torus';
    const generate = `${L} random 6 --count 30 --seed 5 ${flags}`;
    const boards = [...parseGrids(runShell(generate).stdout)].map((g) => g.board);
    const { code, stdout } = runShell(`${generate} | ${L} solve --json ${flags}`);
    const grids = JSON.parse(stdout) as SolveJson[];
    expect(grids.some((g) => !g.solvable)).toBe(true);
    expect(code).toBe(1);
    const rule = makeRule(namedStencil('moore'), 'torus');
    grids.forEach((grid, i) => {
      if (grid.solvable) expect(verifySolution(boards[i]!, pressBoard(grid), rule)).toBe(true);
    });
  });

  it('prints bad input as FILE:LINE:COLUMN with exit 2 and no stack trace', () => {
    expect(runShell(`${L} solve fixtures/ragged.txt`)).toEqual({ code: 2, stdout: '', stderr: 'fixtures/ragged.txt:3:3: expected 3 cells in this row, found 2\n' });
    expect(runShell(`${L} count < fixtures/wrong-char.txt`)).toEqual({ code: 2, stdout: '', stderr: "<stdin>:3:2: expected '#' or '.', found 'x'\n" });
  });

  it('bad usage: exit 2, the flag and its accepted values', () => {
    const { code, stderr } = runShell(`${L} solve --rule hex fixtures/seed.txt`);
    expect(code).toBe(2);
    expect(stderr).toBe("lightsout: --rule: unknown value 'hex'; accepted values: cross, moore, diagonal\nRun 'lightsout solve --help' for usage.\n");
  });

  it('a size no solver or board can take is a clean error', () => {
    const { code, stderr } = runShell(`${L} random 100000`);
    expect(code).toBe(2);
    expect(stderr).toBe('lightsout: board 100000×100000 has 10000000000 cells, over the limit of 1073741824\n');
  });

  it('stops quietly when the reader goes away', () => {
    const { stdout, stderr } = runShell(`{ ${L} random 50 --count 20000 --seed 1; echo "exit $?" >&2; } | head -n 2`);
    expect(stdout).toBe(`50\n${stdout.split('\n')[1]}\n`);
    expect(stderr).toBe('exit 0\n');
  });

  it('play refuses politely without a terminal', () => {
    const { code, stdout, stderr } = runShell(`${L} play < /dev/null`);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.split('\n')[0]).toBe("lightsout: play is interactive and needs a terminal, but stdin is not one; to solve piped grids use 'lightsout solve'");
  });

  it.runIf(existsSync('/usr/bin/script'))('play runs in a pseudo-terminal: hint, press, quit', () => {
    // Keys are sent with pauses so that the game has set raw mode before they arrive.
    const keys = `(sleep 0.5; printf h; sleep 0.2; printf ' '; sleep 0.2; printf q)`;
    const { code, stdout } = runShell(`${keys} | script -qec "${L} play 3 --seed 4 --json" /dev/null`);
    expect(code).toBe(0);
    expect(stdout).toContain('Lights Out 3×3 · cross on plane · presses: 0');
    expect(stdout).toMatch(/Hint: press row \d, column \d\./);
    expect(stdout).toContain('presses: 1');
    expect(stdout).toContain('\u001b[?1049l');
    expect(stdout).toContain('{"rows":3,"cols":3,"presses":1,"solved":0}');
  });
});
