import { type Board, makeRule, namedStencil, parseGraphFile, parseGrids, parseStateGrids, StateBoard, verifySolution } from '@lightsout/core';
import { applyGraphPresses, applyStatePresses, formatEdgeList, triangulatedGridGraph } from '@lightsout/core/algebra';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInTerminal, runShellBatch } from './binary.ts';
import { boardFromPairs, type RunResult, runCli } from './helpers.ts';

/**
 * The built binary as a shell runs it: its shebang, pipes, files, exit codes, closed streams and the game in a
 * pseudo-terminal. Every command line runs once, in one shell (`runShellBatch`, in the set-up hook), and the
 * tests check what each printed; checks of what the commands compute, not of the binary, run in-process.
 */

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

/** The generators of the round trips, run in-process for the boards and by the binary into its pipes. */
const GENERATE = {
  solvable: ['random', '7', '9', '--count', '40', '--seed', '11', '--solvable'],
  moore: ['random', '6', '--count', '30', '--seed', '5', '--rule', 'moore', '--topology', 'torus'],
  states3: ['random', '6', '8', '--states', '3', '--count', '30', '--seed', '21'],
  states4: ['random', '5', '--states', '4', '--count', '10', '--seed', '3', '--solvable'],
};
const shell = (argv: readonly string[]): string => `${L} ${argv.join(' ')}`;

const COMMANDS = {
  shebang: 'head -n 1 dist/cli.js',
  seed: `${L} solve fixtures/seed.txt`,
  countPipe: `cat fixtures/seed.txt | ${L} count`,
  countDash: `${L} count --json - < fixtures/mixed.txt`,
  roundTrip: `${shell(GENERATE.solvable)} | ${L} solve --json`,
  roundTripMoore: `${shell(GENERATE.moore)} | ${L} solve --json --rule moore --topology torus`,
  roundTrip3: `${shell(GENERATE.states3)} | ${L} solve --states 3 --json`,
  roundTrip4: `${shell(GENERATE.states4)} | ${L} solve --states 4`,
  ragged: `${L} solve fixtures/ragged.txt`,
  wrongChar: `${L} count < fixtures/wrong-char.txt`,
  badRule: `${L} solve --rule hex fixtures/seed.txt`,
  hugeSize: `${L} random 100000`,
  head: `{ ${L} random 50 --count 20000 --seed 1; echo "exit $?" >&2; } | head -n 2`,
  playPiped: `${L} play < /dev/null`,
  graphPipe: `cat fixtures/graph-lights.txt | ${L} solve --graph -`,
  graphLoop: `${L} solve --graph fixtures/graph-self-loop.txt`,
  graphJson: `${L} kernel --graph fixtures/graph-bad.json`,
  statesHeader: `${L} count --states 3 < fixtures/states-header-mismatch.txt`,
  solveErrFull: `${L} solve fixtures/seed.txt 2>/dev/full`,
  countErrFull: `${L} count fixtures/seed.txt 2>/dev/full`,
  badErrFull: `${L} solve fixtures/wrong-char.txt 2>/dev/full`,
  outFull: `${L} random 5 > /dev/full`,
  stdinDir: `${L} count < /tmp`,
  stdinClosed: `${L} count <&-`,
  outClosed: `${L} random 5 >&-`,
  outClosedJson: `${L} solve --json fixtures/seed.txt >&-`,
  outDevNull: `${L} random 5 > /dev/null`,
  shardOutClosed: `(d=$(mktemp -d) && ${L} nullity --range 1..20 --shard 1/1 --out-dir "$d" --jobs 1 >&-; s=$?; ls "$d" | wc -l >&2; rm -rf "$d"; exit $s)`,
  headJson: `{ ${L} random 7 --count 100000 --json; echo "exit $?" >&2; } | head -c 10`,
};

let ran: Record<keyof typeof COMMANDS, RunResult>;
beforeAll(() => {
  ran = runShellBatch(COMMANDS);
});

/** The boards a generator writes, from an in-process run of the same seeded command. */
async function generated(argv: readonly string[]): Promise<string> {
  const { code, stdout } = await runCli([...argv]);
  expect(code).toBe(0);
  return stdout;
}

describe('the built binary', () => {
  it('starts with a node shebang', () => {
    expect(ran.shebang.stdout).toBe('#!/usr/bin/env node\n');
  });

  it('solves the seed file: a press grid, unsolvable, exit 1', () => {
    expect(ran.seed.code).toBe(1);
    expect(ran.seed.stderr).toBe('');
    expect(ran.seed.stdout.endsWith('\n\nunsolvable\n')).toBe(true);
  });

  it('reads stdin from a pipe and from -', () => {
    expect(ran.countPipe).toEqual({ code: 0, stdout: '1 of 2 solvable\n5x5: 1 of 2 solvable\n', stderr: '' });
    expect(ran.countDash.stdout).toBe(
      '{"boards":5,"solvable":2,"bySize":{"2x3":{"boards":1,"solvable":0},"3x2":{"boards":1,"solvable":0},"3x3":{"boards":2,"solvable":2},"5x5":{"boards":1,"solvable":0}}}\n',
    );
  });

  it('round trip: random --solvable | solve --json gives presses that verify', async () => {
    const boards = [...parseGrids(await generated(GENERATE.solvable))].map((g) => g.board);
    expect(ran.roundTrip.code).toBe(0);
    const grids = JSON.parse(ran.roundTrip.stdout) as SolveJson[];
    expect(grids).toHaveLength(40);
    const rule = makeRule(namedStencil('cross'));
    grids.forEach((grid, i) => {
      expect(verifySolution(boards[i]!, pressBoard(grid), rule)).toBe(true);
    });
  });

  it('round trip under another rule, with unsolvable boards mixed in: exit 1, the rest verify', async () => {
    const boards = [...parseGrids(await generated(GENERATE.moore))].map((g) => g.board);
    const grids = JSON.parse(ran.roundTripMoore.stdout) as SolveJson[];
    expect(grids).toHaveLength(30);
    expect(grids.some((g) => !g.solvable)).toBe(true);
    expect(ran.roundTripMoore.code).toBe(1);
    const rule = makeRule(namedStencil('moore'), 'torus');
    grids.forEach((grid, i) => {
      if (grid.solvable) expect(verifySolution(boards[i]!, pressBoard(grid), rule)).toBe(true);
    });
  });

  it('prints bad input as FILE:LINE:COLUMN with exit 2 and no stack trace', () => {
    expect(ran.ragged).toEqual({ code: 2, stdout: '', stderr: 'fixtures/ragged.txt:3:3: expected 3 cells in this row, found 2\n' });
    expect(ran.wrongChar).toEqual({ code: 2, stdout: '', stderr: "<stdin>:3:2: expected '#' or '.', found 'x'\n" });
  });

  it('bad usage: exit 2, the flag and its accepted values', () => {
    expect(ran.badRule.code).toBe(2);
    expect(ran.badRule.stderr).toBe("lightsout: --rule: unknown value 'hex'; accepted values: cross, moore, diagonal\nRun 'lightsout solve --help' for usage.\n");
  });

  it('a size no solver or board can take is a clean error', () => {
    expect(ran.hugeSize.code).toBe(2);
    expect(ran.hugeSize.stderr).toBe('lightsout: board 100000×100000 has 10000000000 cells, over the limit of 268435456 (16384×16384)\n');
  });

  it('stops quietly when the reader goes away', () => {
    const { stdout, stderr } = ran.head;
    expect(stdout).toBe(`50\n${stdout.split('\n')[1]}\n`);
    expect(stderr).toBe('exit 0\n');
  });

  it('play refuses politely without a terminal', () => {
    expect(ran.playPiped.code).toBe(2);
    expect(ran.playPiped.stdout).toBe('');
    expect(ran.playPiped.stderr.split('\n')[0]).toBe(
      "lightsout: play is interactive and needs a terminal, but stdin is not one; to solve piped grids use 'lightsout solve'",
    );
  });

  it('k-state round trip: random --states 3 | solve --states 3 --json gives presses that verify', async () => {
    const boards = [...parseStateGrids(await generated(GENERATE.states3), { states: 3 })].map((g) => g.board);
    expect(boards).toHaveLength(30);
    const { code, stdout, stderr } = ran.roundTrip3;
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

  it('k-state round trip with --solvable and the grid format: every press grid verifies, exit 0', async () => {
    const boards = [...parseStateGrids(await generated(GENERATE.states4), { states: 4 })].map((g) => g.board);
    expect(ran.roundTrip4.code).toBe(0);
    const presses = [...parseStateGrids(ran.roundTrip4.stdout, { states: 4 })].map((g) => g.board);
    expect(presses).toHaveLength(10);
    const rule = makeRule(namedStencil('cross'));
    presses.forEach((p, i) => expect(applyStatePresses(boards[i]!, p, rule).isZero()).toBe(true));
  });

  it('graph input from a pipe, and graph errors as FILE:LINE:COLUMN with exit 2', () => {
    expect(ran.graphPipe).toEqual({ code: 0, stdout: '0 2 3\n', stderr: '' });
    expect(ran.graphLoop).toEqual({ code: 2, stdout: '', stderr: 'fixtures/graph-self-loop.txt:3:1: edge 1 1 is a self-loop\n' });
    expect(ran.graphJson).toEqual({ code: 2, stdout: '', stderr: "fixtures/graph-bad.json:1:40: edges[1][1]: expected a vertex from 0 to 2, found '7'\n" });
    expect(ran.statesHeader).toEqual({ code: 2, stdout: '', stderr: '<stdin>:4:5: header declares 4 states, but 3 were asked for\n' });
  });

  it('exit codes a script can rely on: a stderr that cannot be written changes nothing; stdin that is a directory or closed is an error', () => {
    expect(ran.solveErrFull.code).toBe(1);
    expect(ran.countErrFull.code).toBe(0);
    expect(ran.badErrFull.code).toBe(2);
    expect(ran.outFull).toEqual({ code: 2, stdout: '', stderr: 'lightsout: cannot write the output: no space left on device\n' });
    expect(ran.stdinDir).toEqual({ code: 2, stdout: '', stderr: '<stdin>: is a directory, expected grids\n' });
    expect(ran.stdinClosed.code).toBe(2);
    expect(ran.stdinClosed.stderr).toMatch(/^<stdin>: is closed/);
  });

  it('a closed stdout is an error at the first result (exit 2); /dev/null is a place to write; a closed pipe ends quietly with 0', () => {
    const closed = { code: 2, stdout: '', stderr: 'lightsout: cannot write the output: stdout is closed\n' };
    expect(ran.outClosed).toEqual(closed);
    expect(ran.outClosedJson).toEqual(closed);
    expect(ran.outDevNull).toEqual({ code: 0, stdout: '', stderr: '' });
    // a run that writes nothing to stdout (a shard writes its chunk files) is not refused for it
    expect(ran.shardOutClosed.code).toBe(0);
    expect(ran.shardOutClosed.stderr).toMatch(/^shard 1\/1: 1 chunk written/);
    expect(ran.shardOutClosed.stderr).toMatch(/\n1\n$/);
    expect(ran.headJson.stdout).toHaveLength(10);
    expect(ran.headJson.stderr).toBe('exit 0\n');
  });
});

describe('the built binary in a pseudo-terminal', () => {
  // Each key is typed once the screen it answers is drawn: the first board, the hint, the press counted.
  const keys = (hint: RegExp) => [
    { waitFor: 'presses: 0', keys: 'h' },
    { waitFor: hint, keys: ' ' },
    { waitFor: 'presses: 1', keys: 'q' },
  ];

  it.runIf(existsSync('/usr/bin/script'))('play: hint, press, quit', async () => {
    const { code, stdout } = await runInTerminal(['play', '3', '--seed', '4', '--json'], keys(/Hint: press row \d, column \d\./));
    expect(code).toBe(0);
    expect(stdout).toContain('Lights Out 3×3 · cross on plane · presses: 0');
    expect(stdout).toContain('\u001b[?1049l');
    expect(stdout).toContain('{"rows":3,"cols":3,"presses":1,"solved":0}');
  });

  it.runIf(existsSync('/usr/bin/script'))('play --states 3: digits, hint, press, quit', async () => {
    const hint = /Hint: press row \d, column \d \([12] times in the solution\)\./;
    const { code, stdout } = await runInTerminal(['play', '3', '--states', '3', '--seed', '4', '--json'], keys(hint));
    expect(code).toBe(0);
    expect(stdout).toContain('Lights Out 3×3 · 3 states · cross on plane · presses: 0');
    expect(stdout).toContain('{"rows":3,"cols":3,"states":3,"presses":1,"solved":0}');
  });
});

describe('what the binary computes, checked in-process', () => {
  it("--states 2 is today's two-state output, byte for byte", async () => {
    expect(await runCli(['solve', '--states', '2', 'fixtures/seed.txt'])).toEqual(await runCli(['solve', 'fixtures/seed.txt']));
    const random = ['random', '5', '--count', '3', '--seed', '1'];
    expect((await runCli([...random, '--states', '2'])).stdout).toBe((await runCli(random)).stdout);
  });

  it('graph solve: a 40×40 triangulated grid from a file, presses that verify', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lightsout-'));
    try {
      const graph = triangulatedGridGraph(40, 40);
      const file = join(dir, 'mesh.txt');
      writeFileSync(file, formatEdgeList(graph));
      expect(parseGraphFile(formatEdgeList(graph)).lights).toBeNull();
      for (const states of [2, 3]) {
        const { code, stdout, stderr } = await runCli(['solve', '--graph', file, '--states', String(states), '--json']);
        expect(stderr).toBe('');
        const json = JSON.parse(stdout) as { solvable: boolean; vertices: number; presses: Array<[number, number]> | null };
        expect(json.vertices).toBe(1600);
        expect(code).toBe(json.solvable ? 0 : 1);
        if (states === 2) expect(json.solvable).toBe(true); // Sutner: all-lit is always solvable in the σ⁺ game
        if (!json.solvable) continue;
        const presses = new Uint8Array(1600);
        for (const [v, c] of json.presses!) presses[v] = c;
        expect(applyGraphPresses(graph, new Uint8Array(1600).fill(1), presses, states).every((x) => x === 0)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
