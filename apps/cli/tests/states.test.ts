import { makeRule, namedStencil, parseStateGrids, StateBoard, statesKernel, statesNullity } from '@lightsout/core';
import { applyStatePresses, statePressEffect } from '@lightsout/core/algebra';
import { describe, expect, it } from 'vitest';
import { runCli, type SolveResultJson } from './helpers.ts';

/** Classic rule, n×n, n = 1..10: nullity over GF(3) and GF(5) (issue 6's reference values). */
const NULLITY_3 = [0, 1, 0, 2, 3, 0, 0, 4, 2, 0];
const NULLITY_5 = [0, 0, 0, 2, 2, 0, 0, 0, 2, 0];

const CROSS = makeRule(namedStencil('cross'));

interface StatesSolveJson extends SolveResultJson<[number, number, number]> {
  line: number;
  rows: number;
  cols: number;
  states: number;
}

/** A press board from `[row, col, count]` triples (1-based). */
function pressBoard(rows: number, cols: number, states: number, triples: Array<[number, number, number]>): StateBoard {
  const b = new StateBoard(rows, cols, states);
  for (const [r, c, n] of triples) b.set(r - 1, c - 1, n);
  return b;
}

function boardsOf(text: string, states: number): StateBoard[] {
  return [...parseStateGrids(text, { states })].map((g) => g.board);
}

describe('nullity --states', () => {
  it('matches the reference values for 3 and 5 states, n = 1..10', async () => {
    expect((await runCli(['nullity', '--range', '1..10', '--states', '3'])).stdout).toBe(NULLITY_3.map((k, i) => `${i + 1} ${k}\n`).join(''));
    expect((await runCli(['nullity', '--range', '1..10', '--states=5'])).stdout).toBe(NULLITY_5.map((k, i) => `${i + 1} ${k}\n`).join(''));
  });

  it('one size prints one integer; --json adds states and the number of quiet patterns', async () => {
    expect(await runCli(['nullity', '5', '--states', '3'])).toEqual({ code: 0, stdout: '3\n', stderr: '' });
    // Z/6 = Z/2 × Z/3: 5×5 has nullity 2 over GF(2) and 3 over GF(3), so 2²·3³ = 108 quiet patterns on 3 generators.
    expect(JSON.parse((await runCli(['nullity', '5', '--states', '6', '--json'])).stdout)).toEqual({ rows: 5, cols: 5, states: 6, nullity: 3, quietPatterns: '108' });
  });

  it('--range --json keeps its shape; --table --json adds states', async () => {
    expect(JSON.parse((await runCli(['nullity', '--range', '4..5', '--states', '3', '--json'])).stdout)).toEqual([
      { n: 4, nullity: 2 },
      { n: 5, nullity: 3 },
    ]);
    expect(JSON.parse((await runCli(['nullity', '--table', '1..2', '--states', '3', '--json'])).stdout)).toEqual({ from: 1, to: 2, states: 3, table: [[0, 1], [1, 1]] });
  });

  it('--table prints the table; rule flags apply', async () => {
    expect((await runCli(['nullity', '--table', '1..2', '--states', '3'])).stdout).toBe('m\\n 1 2\n  1 0 1\n  2 1 1\n');
    for (const [flags, rule] of [
      [['--topology', 'torus'], makeRule(namedStencil('cross'), 'torus')],
      [['--rule', 'moore', '--no-center'], makeRule(namedStencil('moore', { center: false }))],
    ] as const) {
      const out = await runCli(['nullity', '--range', '2..6', '--states', '4', ...flags]);
      expect(out.stdout).toBe([2, 3, 4, 5, 6].map((n) => `${n} ${statesNullity(n, n, 4, { rule })}\n`).join(''));
    }
  });

  it('--states 2 is the two-state answer', async () => {
    expect((await runCli(['nullity', '--range', '1..6', '--states', '2'])).stdout).toBe((await runCli(['nullity', '--range', '1..6'])).stdout);
    expect((await runCli(['nullity', '4', '--states', '2', '--json'])).stdout).toBe('{"rows":4,"cols":4,"nullity":4}\n');
  });
});

describe('kernel --states', () => {
  it('prints generators as k-state grids with an M N K header; each is quiet', async () => {
    const { code, stdout, stderr } = await runCli(['kernel', '4', '--states', '3']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const gens = boardsOf(stdout, 3);
    expect(gens).toHaveLength(2);
    for (const g of gens) {
      expect([g.rows, g.cols, g.states]).toEqual([4, 4, 3]);
      expect(g.isZero()).toBe(false);
      expect(statePressEffect(g, CROSS).isZero()).toBe(true);
    }
    expect(stdout.split('\n')[0]).toBe('4 4 3');
  });

  it('--json gives orders and the number of quiet patterns (a module for composite K)', async () => {
    const json = JSON.parse((await runCli(['kernel', '5', '--states', '6', '--json'])).stdout);
    expect(Object.keys(json)).toEqual(['rows', 'cols', 'states', 'nullity', 'quietPatterns', 'orders', 'patterns']);
    expect(json).toMatchObject({ rows: 5, cols: 5, states: 6, nullity: 3, quietPatterns: '108' });
    expect([...json.orders].sort()).toEqual([3, 6, 6]);
    for (const rows of json.patterns as string[][]) expect(statePressEffect(StateBoard.fromRows(rows, 6), CROSS).isZero()).toBe(true);
  });

  it('says on a terminal that the generators span a module, and nothing when piped', async () => {
    const piped = await runCli(['kernel', '5', '--states', '6']);
    expect(piped.stderr).toBe('');
    expect(boardsOf(piped.stdout, 6)).toHaveLength(3);
    const tty = await runCli(['kernel', '5', '--states', '6'], '', { tty: true });
    expect(tty.stdout).toBe(piped.stdout);
    expect(tty.stderr).toMatch(/^over Z\/6 the quiet patterns form a module, not a vector space: each grid above is a generator \(orders [36], [36], [36]\), and every one of the 108 quiet patterns is c₁·g₁ \+ c₂·g₂ \+ … \(mod 6\) with 0 ≤ cᵢ < orderᵢ, in exactly one way\n$/);
    expect((await runCli(['kernel', '3', '--states', '3'], '', { tty: true })).stderr).toBe('no quiet patterns: nullity 0 over Z/3\n');
  });

  it('prints nothing for nullity 0', async () => {
    expect(await runCli(['kernel', '3', '--states', '3'])).toEqual({ code: 0, stdout: '', stderr: '' });
  });
});

describe('random --states', () => {
  it('prints k-state grids with M N K headers, cells 0..K−1, reproducible with --seed', async () => {
    const a = await runCli(['random', '4', '6', '--states', '3', '--count', '5', '--seed', '1']);
    expect(a.code).toBe(0);
    expect(a.stdout.split('\n')[0]).toBe('4 6 3');
    const boards = boardsOf(a.stdout, 3);
    expect(boards).toHaveLength(5);
    const seen = new Set(boards.flatMap((b) => [...b.cells]));
    expect([...seen].sort()).toEqual([0, 1, 2]);
    expect((await runCli(['random', '4', '6', '--states', '3', '--count', '5', '--seed', '1'])).stdout).toBe(a.stdout);
  });

  it('--density 0 and 1: all zero, and no zero cell', async () => {
    expect((await runCli(['random', '2', '--states', '4', '--density', '0'])).stdout).toBe('2 2 4\n00\n00\n');
    const full = boardsOf((await runCli(['random', '6', '--states', '4', '--density', '1', '--seed', '3'])).stdout, 4)[0]!;
    expect(full.cells.every((v) => v > 0)).toBe(true);
  });

  it('--solvable gives only solvable boards (4×4 over GF(3) has nullity 2)', async () => {
    const { stdout } = await runCli(['random', '4', '--states', '3', '--count', '20', '--seed', '9', '--solvable']);
    const counted = JSON.parse((await runCli(['count', '--states', '3', '--json'], stdout)).stdout);
    expect(counted).toEqual({ states: 3, boards: 20, solvable: 20, bySize: { '4x4': { boards: 20, solvable: 20 } } });
  });

  it('--json adds states; above 36 states cells are numbers', async () => {
    const json = JSON.parse((await runCli(['random', '2', '3', '--states', '3', '--count', '2', '--seed', '5', '--json'])).stdout);
    expect(Object.keys(json[0])).toEqual(['rows', 'cols', 'states', 'lights']);
    expect(json[0].lights[0]).toMatch(/^[0-2]{3}$/);
    const wide = (await runCli(['random', '2', '--states', '200', '--seed', '1'])).stdout.split('\n');
    expect(wide[0]).toBe('2 2 200');
    expect(wide[1]).toMatch(/^\d+ \d+$/);
  });
});

describe('count --states', () => {
  it('counts k-state grids, with states in the JSON', async () => {
    const { code, stdout } = await runCli(['count', '--states', '3', 'fixtures/states3.txt']);
    expect(code).toBe(0);
    expect(stdout).toBe('2 of 3 solvable\n1x3: 1 of 1 solvable\n3x3: 1 of 1 solvable\n4x4: 0 of 1 solvable\n');
    expect(JSON.parse((await runCli(['count', '--states', '3', '--json', 'fixtures/states3.txt'])).stdout)).toMatchObject({ states: 3, boards: 3, solvable: 2 });
  });
});

describe('composite K against brute force', () => {
  it.each([
    [4, 2, 3],
    [6, 2, 2],
    [12, 2, 2],
  ])('count --states %i on every %i×%i board: the solvable ones are exactly the images of the press patterns', async (k, rows, cols) => {
    const n = rows * cols;
    const all = Array.from({ length: k ** n }, (_, x) => Uint8Array.from({ length: n }, (_, i) => Math.floor(x / k ** i) % k));
    const reachable = new Set(all.map((presses) => statePressEffect(new StateBoard(rows, cols, k, presses), CROSS).cells.join(',')));
    const text = all.map((cells) => `${rows} ${cols} ${k}\n${new StateBoard(rows, cols, k, cells).toString()}\n`).join('');
    const counted = JSON.parse((await runCli(['count', '--states', String(k), '--json'], text)).stdout);
    expect(counted).toMatchObject({ states: k, boards: k ** n, solvable: reachable.size });
    // Not every board is solvable, so the composite structure is exercised.
    expect(reachable.size).toBeLessThan(k ** n);
  });
});

describe('solve --states', () => {
  it('prints press-count grids with M N K headers, blank-line separated; exit 1 for the unsolvable one', async () => {
    const { code, stdout, stderr } = await runCli(['solve', '--states', '3', 'fixtures/states3.txt']);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const parts = stdout.split('\n\n');
    expect(parts).toHaveLength(3);
    expect(parts[2]).toBe('unsolvable\n');
    const input = boardsOf(await readFixture('states3.txt'), 3);
    const presses = boardsOf(parts.slice(0, 2).join('\n'), 3);
    presses.forEach((p, i) => expect(applyStatePresses(input[i]!, p, CROSS).isZero()).toBe(true));
  });

  it('--json: the fields of two-state solve plus states, presses as [row, col, count]', async () => {
    const { code, stdout } = await runCli(['solve', '--states', '3', '--json', 'fixtures/states3.txt']);
    expect(code).toBe(1);
    const grids = JSON.parse(stdout) as StatesSolveJson[];
    expect(Object.keys(grids[0]!)).toEqual(['line', 'rows', 'cols', 'states', 'solvable', 'presses', 'pressCount', 'nullity', 'solutions', 'minimal', 'bound', 'ms']);
    const input = boardsOf(await readFixture('states3.txt'), 3);
    for (const [i, g] of grids.slice(0, 2).entries()) {
      expect(g.states).toBe(3);
      expect(g.pressCount).toBe(g.presses!.reduce((s, [, , n]) => s + n, 0));
      expect(applyStatePresses(input[i]!, pressBoard(g.rows, g.cols, 3, g.presses!), CROSS).isZero()).toBe(true);
    }
    expect(grids[2]).toMatchObject({ line: 7, rows: 4, cols: 4, solvable: false, presses: null, pressCount: null, nullity: 2, solutions: '0', minimal: false });
    expect(grids[2]!.proof).toBeUndefined();
  });

  it('--format coords: row,colxN words', async () => {
    const { stdout } = await runCli(['solve', '--states', '3', '--format', 'coords'], '1 3 3\n200\n');
    expect(stdout).toMatch(/^(\d+,\d+x[12] ?)+\n$/);
    const presses = new StateBoard(1, 3, 3);
    for (const word of stdout.trim().split(' ')) {
      const [, r, c, n] = /^(\d+),(\d+)x(\d+)$/.exec(word)!;
      presses.set(Number(r) - 1, Number(c) - 1, Number(n));
    }
    expect(applyStatePresses(StateBoard.fromRows(['200'], 3), presses, CROSS).isZero()).toBe(true);
  });

  it('--minimal gives the least sum of counts (proven by enumeration)', async () => {
    const text = '4 4 3\n1111\n1111\n1111\n1111\n';
    const plain = JSON.parse((await runCli(['solve', '--states', '3', '--json'], text)).stdout) as StatesSolveJson[];
    const least = JSON.parse((await runCli(['solve', '--states', '3', '--json', '--minimal'], text)).stdout) as StatesSolveJson[];
    expect(least[0]!.minimal).toBe(true);
    expect(least[0]!.pressCount!).toBeLessThanOrEqual(plain[0]!.pressCount!);
    expect(least[0]!.solutions).toBe('9');
    const board = StateBoard.fromRows(['1111', '1111', '1111', '1111'], 3);
    const found = pressBoard(4, 4, 3, least[0]!.presses!);
    expect(applyStatePresses(board, found, CROSS).isZero()).toBe(true);
    // Brute force over the 9 solutions (found + a·g₁ + b·g₂): none has a smaller sum of counts.
    const [g1, g2] = statesKernel(4, 4, 3).generators;
    for (let a = 0; a < 3; a++) {
      for (let b = 0; b < 3; b++) {
        const other = found.clone();
        for (let i = 0; i < other.cells.length; i++) other.cells[i] = (other.cells[i]! + a * g1!.cells[i]! + b * g2!.cells[i]!) % 3;
        expect(other.total()).toBeGreaterThanOrEqual(least[0]!.pressCount!);
      }
    }
  });

  it('--minimal beyond enumeration: a note on stderr and minimal: false', async () => {
    // Without the centre, 16×16 over GF(3) has nullity 16: 3¹⁶ solutions, past the exhaustive search.
    const board = (await runCli(['random', '16', '--states', '3', '--seed', '4', '--solvable', '--no-center'])).stdout;
    const text = await runCli(['solve', '--states', '3', '--minimal', '--no-center', '--format', 'coords'], board);
    expect(text.code).toBe(0);
    expect(text.stderr).toMatch(/^<stdin>:1:1: note: fewest presses not proven \(43046721 solutions\); printed the fewest found, \d+; the fewest is at least \d+\n$/);
    // the counting bound: each press (no centre: 4 cells) adds 1 to at most 4 of the changes needed
    const [, found, bound] = /found, (\d+); the fewest is at least (\d+)/.exec(text.stderr)!;
    const need = boardsOf(board, 3)[0]!.cells.reduce((sum, v) => sum + (3 - v) % 3, 0);
    expect(Number(bound)).toBe(Math.ceil(need / 4));
    expect(Number(bound)).toBeLessThanOrEqual(Number(found));
    const [grid] = JSON.parse((await runCli(['solve', '--states', '3', '--minimal', '--no-center', '--json'], board)).stdout) as StatesSolveJson[];
    expect(grid).toMatchObject({ solvable: true, nullity: 16, solutions: '43046721', minimal: false });
  });

  it('--explain: the weights of a quiet pattern and the weighted sums', async () => {
    const { code, stdout } = await runCli(['solve', '--states', '3', '--explain'], '4\n1000\n0000\n0000\n0000\n');
    expect(code).toBe(1);
    const lines = stdout.split('\n');
    expect(lines[0]).toBe('unsolvable');
    expect(lines[1]).toMatch(/^weigh each cell by the grid below: every press changes the weighted sum of the lights by a multiple of 3; it is [12] \(mod 3\) now but 0 for all off, so all off can never be reached:$/);
    const proof = boardsOf(lines.slice(2).join('\n'), 3)[0]!;
    // A quiet pattern of the (symmetric) cross rule whose weight at the lit cell is not 0.
    expect(statePressEffect(proof, CROSS).isZero()).toBe(true);
    expect(proof.get(0, 0)).not.toBe(0);
  });

  it('--explain in JSON and coords', async () => {
    const text = '4\n1000\n0000\n0000\n0000\n';
    const [grid] = JSON.parse((await runCli(['solve', '--states', '3', '--explain', '--json'], text)).stdout) as StatesSolveJson[];
    expect(grid!.proof!.length).toBeGreaterThan(0);
    expect(statePressEffect(pressBoard(4, 4, 3, grid!.proof!), CROSS).isZero()).toBe(true);
    const coords = (await runCli(['solve', '--states', '3', '--explain', '--format', 'coords'], text)).stdout;
    expect(coords).toMatch(/^unsolvable: weights row,colxw: every press changes the weighted sum of the lights by a multiple of 3; it is [12] \(mod 3\) now but 0 for all off: (\d+,\d+x[12] ?)+\n$/);
  });

  it('--target solves toward a k-state pattern', async () => {
    const { code, stdout } = await runCli(['solve', '--states', '3', '--json', '--target', 'fixtures/target-states3.txt'], '3\n120\n021\n102\n');
    expect(code).toBe(0);
    const [grid] = JSON.parse(stdout) as StatesSolveJson[];
    const board = StateBoard.fromRows(['120', '021', '102'], 3);
    expect(applyStatePresses(board, pressBoard(3, 3, 3, grid!.presses!), CROSS).equals(StateBoard.filled(3, 3, 3))).toBe(true);
  });

  it('--explain with --target compares the weighted sum with the target\'s', async () => {
    const { code, stdout } = await runCli(['solve', '--states', '3', '--explain', '--target', 'fixtures/target-states3.txt'], '3\n000\n000\n000\n');
    // 3×3 has nullity 0 over GF(3): every target is reachable.
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('3 3 3');
    // 4×4 has nullity 2 over GF(3): the all-zero board cannot reach one lit corner.
    const explained = await runCli(['solve', '--states', '3', '--explain', '--target', 'fixtures/target-states3-corner.txt'], '4 4 3\n0000\n0000\n0000\n0000\n');
    expect(explained.code).toBe(1);
    expect(explained.stdout.split('\n')[1]).toMatch(
      /^weigh each cell by the grid below: every press changes the weighted sum of the lights by a multiple of 3; it is 0 \(mod 3\) now but [12] for the target, so the target can never be reached:$/,
    );
  });

  it('follows the rule flags', async () => {
    const rule = makeRule(namedStencil('moore'), 'torus');
    const text = (await runCli(['random', '4', '--states', '5', '--seed', '7', '--solvable', '--rule', 'moore', '--topology', 'torus'])).stdout;
    const [grid] = JSON.parse((await runCli(['solve', '--states', '5', '--json', '--rule', 'moore', '--topology', 'torus'], text)).stdout) as StatesSolveJson[];
    expect(applyStatePresses(boardsOf(text, 5)[0]!, pressBoard(4, 4, 5, grid!.presses!), rule).isZero()).toBe(true);
  });

  it('reads headerless k-state grids, `.`/`#`, and grids above 36 states', async () => {
    const headerless = await runCli(['solve', '--states', '3', '--json'], '#2.\n.1#\n');
    expect(JSON.parse(headerless.stdout)[0]).toMatchObject({ rows: 2, cols: 3, states: 3 });
    const wide = await runCli(['solve', '--states', '100', '--json'], '2 2 100\n99 0\n0 37\n');
    const [grid] = JSON.parse(wide.stdout) as StatesSolveJson[];
    expect(applyStatePresses(new StateBoard(2, 2, 100, Uint8Array.of(99, 0, 0, 37)), pressBoard(2, 2, 100, grid!.presses!), CROSS).isZero()).toBe(true);
  });
});

async function readFixture(name: string): Promise<string> {
  const { readFile } = await import('node:fs/promises');
  return readFile(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
}
