import {
  applyGraphPresses,
  applyStatePresses,
  type Board,
  formatEdgeList,
  makeRule,
  namedStencil,
  parseGraphFile,
  parseGrids,
  parseStateGrids,
  StateBoard,
  triangulatedGridGraph,
  verifySolution,
} from '@lightsout/core';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boardFromPairs, runShell } from './helpers.ts';

/** The built binary, as the shell sees it; `$LIGHTSOUT` is `node dist/cli.js`. */
const L = '$LIGHTSOUT';

interface SolveJson {
  rows: number;
  cols: number;
  solvable: boolean;
  presses: Array<[number, number]> | null;
}

function pressBoard(grid: SolveJson): Board {
  return boardFromPairs(grid.rows, grid.cols, grid.presses!);
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
    expect(stderr).toBe('lightsout: board 100000×100000 has 10000000000 cells, over the limit of 268435456 (16384×16384)\n');
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

  it.runIf(existsSync('/usr/bin/script'))('play --states 3 in a pseudo-terminal: digits, hint, press, quit', () => {
    const keys = `(sleep 0.5; printf h; sleep 0.2; printf ' '; sleep 0.2; printf q)`;
    const { code, stdout } = runShell(`${keys} | script -qec "${L} play 3 --states 3 --seed 4 --json" /dev/null`);
    expect(code).toBe(0);
    expect(stdout).toContain('Lights Out 3×3 · 3 states · cross on plane · presses: 0');
    expect(stdout).toMatch(/Hint: press row \d, column \d \([12] times in the solution\)\./);
    expect(stdout).toContain('presses: 1');
    expect(stdout).toContain('{"rows":3,"cols":3,"states":3,"presses":1,"solved":0}');
  });

  it('k-state round trip: random --states 3 | solve --states 3 --json gives presses that verify', () => {
    const generate = `${L} random 6 8 --states 3 --count 30 --seed 21`;
    const boards = [...parseStateGrids(runShell(generate).stdout, { states: 3 })].map((g) => g.board);
    expect(boards).toHaveLength(30);
    const { code, stdout, stderr } = runShell(`${generate} | ${L} solve --states 3 --json`);
    expect(stderr).toBe('');
    const grids = JSON.parse(stdout) as Array<{ rows: number; cols: number; states: number; solvable: boolean; presses: Array<[number, number, number]> | null }>;
    expect(grids).toHaveLength(30);
    expect(code).toBe(grids.every((g) => g.solvable) ? 0 : 1);
    const rule = makeRule(namedStencil('cross'));
    let solved = 0;
    grids.forEach((grid, i) => {
      expect(grid.states).toBe(3);
      if (!grid.solvable) return;
      const presses = new StateBoard(grid.rows, grid.cols, 3);
      for (const [r, c, n] of grid.presses!) presses.set(r - 1, c - 1, n);
      expect(applyStatePresses(boards[i]!, presses, rule).isZero()).toBe(true);
      solved++;
    });
    expect(solved).toBeGreaterThan(0);
  });

  it('k-state round trip with --solvable and the grid format: every press grid verifies, exit 0', () => {
    const generate = `${L} random 5 --states 4 --count 10 --seed 3 --solvable`;
    const boards = [...parseStateGrids(runShell(generate).stdout, { states: 4 })].map((g) => g.board);
    const { code, stdout } = runShell(`${generate} | ${L} solve --states 4`);
    expect(code).toBe(0);
    const presses = [...parseStateGrids(stdout, { states: 4 })].map((g) => g.board);
    expect(presses).toHaveLength(10);
    const rule = makeRule(namedStencil('cross'));
    presses.forEach((p, i) => expect(applyStatePresses(boards[i]!, p, rule).isZero()).toBe(true));
  });

  it('--states 2 is today\'s two-state output, byte for byte', () => {
    expect(runShell(`${L} solve --states 2 fixtures/seed.txt`)).toEqual(runShell(`${L} solve fixtures/seed.txt`));
    expect(runShell(`${L} random 5 --count 3 --seed 1 --states 2`).stdout).toBe(runShell(`${L} random 5 --count 3 --seed 1`).stdout);
  });

  it('graph solve: a 40×40 triangulated grid from a file, presses that verify', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lightsout-'));
    try {
      const graph = triangulatedGridGraph(40, 40);
      const file = join(dir, 'mesh.txt');
      writeFileSync(file, formatEdgeList(graph));
      for (const states of [2, 3]) {
        const { code, stdout, stderr } = runShell(`${L} solve --graph ${file} --states ${states} --json`);
        expect(stderr).toBe('');
        const json = JSON.parse(stdout) as { solvable: boolean; vertices: number; presses: Array<[number, number]> | null };
        expect(json.vertices).toBe(1600);
        expect(code).toBe(json.solvable ? 0 : 1);
        if (states === 2) expect(json.solvable).toBe(true); // Sutner: all-lit is always solvable in the σ⁺ game
        if (!json.solvable) continue;
        const presses = new Uint8Array(1600);
        for (const [v, c] of json.presses!) presses[v] = c;
        const { lights } = parseGraphFile(formatEdgeList(graph));
        expect(lights).toBeNull();
        expect(applyGraphPresses(graph, new Uint8Array(1600).fill(1), presses, states).every((x) => x === 0)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('graph input from a pipe, and graph errors as FILE:LINE:COLUMN with exit 2', () => {
    expect(runShell(`cat fixtures/graph-lights.txt | ${L} solve --graph -`)).toEqual({ code: 0, stdout: '0 2 3\n', stderr: '' });
    expect(runShell(`${L} solve --graph fixtures/graph-self-loop.txt`)).toEqual({ code: 2, stdout: '', stderr: 'fixtures/graph-self-loop.txt:3:1: edge 1 1 is a self-loop\n' });
    expect(runShell(`${L} kernel --graph fixtures/graph-bad.json`)).toEqual({ code: 2, stdout: '', stderr: "fixtures/graph-bad.json:1:40: edges[1][1]: expected a vertex from 0 to 2, found '7'\n" });
    expect(runShell(`${L} count --states 3 < fixtures/states-header-mismatch.txt`)).toEqual({
      code: 2,
      stdout: '',
      stderr: '<stdin>:4:5: header declares 4 states, but 3 were asked for\n',
    });
  });

  it('exit codes a script can rely on: a stderr that cannot be written changes nothing; stdin that is a directory or closed is an error', () => {
    expect(runShell(`${L} solve fixtures/seed.txt 2>/dev/full`).code).toBe(1);
    expect(runShell(`${L} count fixtures/seed.txt 2>/dev/full`).code).toBe(0);
    expect(runShell(`${L} solve fixtures/wrong-char.txt 2>/dev/full`).code).toBe(2);
    expect(runShell(`${L} random 5 > /dev/full`)).toEqual({ code: 2, stdout: '', stderr: 'lightsout: cannot write the output: no space left on device\n' });
    expect(runShell(`${L} count < /tmp`)).toEqual({ code: 2, stdout: '', stderr: '<stdin>: is a directory, expected grids\n' });
    const closed = runShell(`${L} count <&-`);
    expect(closed.code).toBe(2);
    expect(closed.stderr).toMatch(/^<stdin>: is closed/);
  });

});
