import { type Edge, Graph, graphKernel, statesKernel } from '@lightsout/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { runInTerminal, runShellBatch } from './binary.ts';
import { type RunResult, runCli } from './helpers.ts';

/**
 * Issue 27's hostile cases through the built binary, each a correct answer or a located refusal (exit 2, the limit
 * named) that comes at once: devices read with the same cap as files, k > 2 work refused by estimate, composite k on
 * big boards, the largest legal graph under a 256 MB heap, trees of every shape solved leaves first. The heavy
 * twins (the same inputs solved in full, timed, with peak memory) are `pnpm --filter lightsout bench` rows.
 */

const L = '$LIGHTSOUT';
/** A complete binary tree of n vertices as an edge list: v's parent is ⌊(v − 1) / 2⌋. */
const binaryTree = (n: number) => `awk 'BEGIN { print ${n}; for (v = 1; v < ${n}; v++) print int((v - 1) / 2), v }'`;
/** A star: vertex 0 joined to the n − 1 others. */
const star = (n: number) => `awk 'BEGIN { print ${n}; for (v = 1; v < ${n}; v++) print 0, v }'`;

const COMMANDS = {
  graphZero: `${L} solve --graph /dev/zero`,
  countZero: `${L} count /dev/zero`,
  countZeroStdin: `${L} count < /dev/zero`,
  graphRandomStdin: `${L} solve --graph - < /dev/urandom`,
  countRandom: `${L} count /dev/urandom`,
  nullity3: `${L} nullity 100000 --states 3`,
  nullityLong3: `${L} nullity 1 4294967297 --states 3`,
  nullity6: `${L} nullity 1024 --states 6 --json`,
  nullity6over2: `${L} nullity 1024`,
  nullity6over3: `${L} nullity 1024 --states 3`,
  nullity12: `${L} nullity 1024 --states 12`,
  solve6: `${L} random 256 --states 6 --seed 1 > "$BATCH/six.txt" && ${L} solve --states 6 "$BATCH/six.txt" --explain`,
  largestNullity: `printf '16777216\\n' > "$BATCH/big.txt" && node --max-old-space-size=256 dist/cli.js nullity --graph "$BATCH/big.txt"`,
  largestSigma: `node --max-old-space-size=256 dist/cli.js solve --graph "$BATCH/big.txt" --game sigma`,
  binaryTree: `${binaryTree(100_000)} > "$BATCH/tree.txt" && ${L} solve --graph "$BATCH/tree.txt" --states 3 --json`,
  binaryTree4: `${L} solve --graph "$BATCH/tree.txt" --states 4`,
  star: `${star(100_000)} | ${L} solve --graph - --game sigma --json`,
};

let ran: Record<keyof typeof COMMANDS, RunResult>;
beforeAll(() => {
  ran = runShellBatch(COMMANDS);
});

describe('issue 27: every hostile case answered or refused where it is, with the limit', () => {
  it('devices and endless pipes are judged as their bytes arrive', () => {
    expect(ran.graphZero).toEqual({ code: 2, stdout: '', stderr: "/dev/zero:1:1: found '\\u0000', a NUL byte: the input is not graph text\n" });
    expect(ran.countZero.code).toBe(2);
    expect(ran.countZero.stderr).toMatch(/^\/dev\/zero:1:1: /);
    expect(ran.countZeroStdin.code).toBe(2);
    expect(ran.countZeroStdin.stderr).toMatch(/^<stdin>:1:1: /);
    expect(ran.graphRandomStdin.code).toBe(2);
    expect(ran.graphRandomStdin.stderr).toMatch(/^<stdin>:\d+:\d+: /);
    expect(ran.countRandom.code).toBe(2);
    expect(ran.countRandom.stderr).toMatch(/^\/dev\/urandom:\d+:\d+: /);
  });

  it('k > 2 nullity past its work limit is refused by estimate, naming it', () => {
    for (const run of [ran.nullity3, ran.nullityLong3]) {
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/^lightsout: the polynomial method over GF\(3\) on a .* would take about .* steps, over the limit of 2e\+8\n$/);
    }
  });

  it('composite k on big boards: squarefree k answered from its primes, a square factor refused by the kernel memory', () => {
    // over Z/6 = GF(2) × GF(3): nullity max(n₂, n₃), 2^n₂ · 3^n₃ quiet patterns, no pattern built (2048² and 4096² in the bench)
    const [n2, n3] = [Number(ran.nullity6over2.stdout), Number(ran.nullity6over3.stdout)];
    expect([ran.nullity6over2.code, ran.nullity6over3.code]).toEqual([0, 0]);
    expect(ran.nullity6.stderr).toBe('');
    expect(JSON.parse(ran.nullity6.stdout)).toEqual({ rows: 1024, cols: 1024, states: 6, nullity: Math.max(n2, n3), quietPatterns: String(2n ** BigInt(n2) * 3n ** BigInt(n3)) });
    expect(ran.nullity12.code).toBe(2);
    expect(ran.nullity12.stderr).toMatch(/^lightsout: the \d+ quiet patterns of a 1024×1024 board take \d+ bytes, over the limit of 268435456\n$/);
    // an unsolvable board over Z/6 is proved by its GF(2) part, lifted: the proof is checked before it is printed
    expect(ran.solve6.stderr).toBe('');
    expect(ran.solve6.code).toBe(1);
    expect(ran.solve6.stdout).toMatch(/^unsolvable\n/);
  });

  it('the largest legal graph (the 9-byte file 16777216) is answered under a 256 MB heap', () => {
    expect(ran.largestNullity).toEqual({ code: 0, stdout: '0\n', stderr: '' });
    // σ on 2^24 lone vertices: no press reaches its own light, so the lit board is unsolvable
    expect(ran.largestSigma).toEqual({ code: 1, stdout: 'unsolvable\n', stderr: '' });
  });

  it('trees are solved leaves first (a 100,000-vertex binary tree, a star), or refused with a true reason', () => {
    expect(ran.binaryTree.stderr).toBe('');
    const tree = JSON.parse(ran.binaryTree.stdout) as { solvable: boolean; method: string };
    expect(ran.binaryTree.code).toBe(tree.solvable ? 0 : 1);
    const starred = JSON.parse(ran.star.stdout) as { solvable: boolean };
    expect(ran.star.code).toBe(starred.solvable ? 0 : 1);
    // k = 4 has a square factor: chased, refused, and the message says why rather than blaming the graph
    expect(ran.binaryTree4.code).toBe(2);
    expect(ran.binaryTree4.stderr).toMatch(/leaves-first elimination, which takes any forest, needs k without a square factor/);
    expect(ran.binaryTree4.stderr).not.toMatch(/expander-like/);
  });
});

describe('nullity --graph counts without building the quiet patterns (k without a square factor)', () => {
  /** A graph as the edge-list text the CLI reads. */
  const text = (n: number, edges: readonly Edge[]): string => `${n}\n${edges.map(([u, v]) => `${u} ${v}`).join('\n')}\n`;

  it('agrees with the kernel on small graphs for prime, squarefree and square-factor k', async () => {
    const graphs: Array<[number, Edge[]]> = [
      [7, [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 5], [5, 6], [6, 3]]],
      [9, Array.from({ length: 8 }, (_, i): Edge => [0, i + 1])],
      [10, Array.from({ length: 9 }, (_, i): Edge => [i >> 1, i + 1])],
    ];
    for (const [n, edges] of graphs) {
      const graph = Graph.fromEdges(n, edges);
      for (const states of [2, 3, 6, 10, 4, 12]) {
        for (const game of ['sigma-plus', 'sigma'] as const) {
          const { code, stdout } = await runCli(['nullity', '--graph', '-', '--states', String(states), '--game', game, '--json'], text(n, edges));
          expect(code).toBe(0);
          const kernel = graphKernel(graph, { states, game });
          expect(JSON.parse(stdout), `${n} vertices, k = ${states}, ${game}`).toMatchObject({ nullity: kernel.nullity, quietPatterns: String(kernel.size) });
        }
      }
    }
  });

  it('answers a tree whose quiet patterns would pass the kernel memory limit', async () => {
    // σ on a star of 30,001 vertices: 29,999 free leaves, 900 MB of patterns, one number to print
    const edges = Array.from({ length: 30_000 }, (_, i): Edge => [0, i + 1]);
    const { code, stdout, stderr } = await runCli(['nullity', '--graph', '-', '--game', 'sigma', '--states', '6'], text(30_001, edges));
    expect(stderr).toBe('');
    expect([code, stdout]).toEqual([0, '29999\n']);
  });
});

describe('nullity ROWS COLS --states K, K without a square factor, counts from the primes of K', () => {
  it('agrees with the kernel over Z/K on small boards', async () => {
    for (const [rows, cols] of [[4, 4], [5, 5], [5, 11], [9, 9], [16, 17]] as const) {
      for (const states of [6, 10, 15, 30]) {
        const { code, stdout } = await runCli(['nullity', String(rows), String(cols), '--states', String(states), '--json']);
        expect(code).toBe(0);
        const kernel = statesKernel(rows, cols, states);
        expect(JSON.parse(stdout), `${rows}×${cols}, k = ${states}`).toMatchObject({ nullity: kernel.nullity, quietPatterns: String(kernel.size) });
      }
    }
  });
});

describe('play in a pseudo-terminal: Ctrl-C is an interrupt', () => {
  it.runIf(existsSync('/usr/bin/script'))('exits 130 (as SIGINT would), with the terminal restored and no summary', async () => {
    const { code, stdout } = await runInTerminal(['play', '3', '--seed', '4', '--json'], [{ waitFor: 'presses: 0', keys: '\u0003' }]);
    expect(code).toBe(130);
    expect(stdout).toContain('\u001b[?1049l');
    expect(stdout).toMatch(/"error":\{"code":130,"message":"lightsout: stopped by SIGINT"\}/);
    expect(stdout).not.toContain('"presses"');
  });
});
