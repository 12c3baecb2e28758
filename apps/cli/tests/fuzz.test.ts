import { formatGrid, formatStateGrid, Graph, randomBoard, seededRandom } from '@lightsout/core';
import { formatEdgeList, formatGraphJson, randomStateBoard } from '@lightsout/core/algebra';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runCli } from './helpers.ts';

/**
 * Hostile input through the whole CLI, in-process: every run must end with exit 0, 1 or 2 (never 70, a bug),
 * say why in one located line on stderr when it fails, never print a stack trace, and leave valid JSON on stdout
 * whenever `--json` was given. Seeded, with a fixed budget of cases (not of time), so every run on every machine
 * checks the same cases.
 */
const SEED = 20261124;

/** What a failed run may print on stderr: one located line, then for usage errors the pointer to help. */
const ERROR_LINE = /^(<stdin>|lightsout|[^\n]+?)(:\d+:\d+)?: \S/;

async function check(argv: string[], stdin: string | Uint8Array): Promise<void> {
  const input = typeof stdin === 'string' ? stdin : Buffer.from(stdin).toString('latin1');
  const { code, stdout, stderr } = await runCli(argv, typeof stdin === 'string' ? stdin : await bytes(stdin));
  const context = `${JSON.stringify(argv)} <<< ${JSON.stringify(input.slice(0, 200))}\nstderr: ${stderr}`;
  expect([0, 1, 2], context).toContain(code);
  expect(stderr, context).not.toMatch(/\n\s+at /);
  if (code === 2) {
    // With no command at all, the usage comes first, then the error.
    const lines = stderr.replace(/^Solve, count, analyse[\s\S]*?\n\n\n/, '').trimEnd().split('\n');
    expect(lines[0], context).toMatch(ERROR_LINE);
    expect(lines.length === 1 || /^Run 'lightsout [a-z ]*--help' for usage\.$/.test(lines[1]!), context).toBe(true);
    expect(lines.length, context).toBeLessThanOrEqual(2);
  }
  // --help, --version and shell completion print text whatever else is asked.
  const text = ['--help', '-h', '--version', '-v', 'complete'].some((a) => argv.includes(a));
  const flags = argv.includes('--') ? argv.slice(0, argv.indexOf('--')) : argv;
  if (flags.includes('--json') && !text) expect(() => JSON.parse(stdout), context).not.toThrow();
}

/** A readable stream of raw bytes, for input that is not text. */
async function bytes(data: Uint8Array): Promise<import('node:stream').Readable> {
  const { PassThrough } = await import('node:stream');
  const stream = new PassThrough();
  stream.end(Buffer.from(data));
  return stream;
}

/** Text with a few characters replaced, inserted or deleted: input that is almost right. */
function mutated(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const alphabet = fc.constantFrom('#', '.', '0', '1', '2', '9', 'z', ' ', '\n', '\r', '\t', '-', '{', '[', '"', ',', 'x', '\u00a0', '\u0000', '\ufeff', 'é');
  const edit = fc.tuple(fc.nat(), fc.constantFrom('replace', 'insert', 'delete'), alphabet);
  return fc.tuple(text, fc.array(edit, { maxLength: 4 })).map(([base, edits]) => {
    let out = base;
    for (const [at, kind, ch] of edits) {
      const i = out.length === 0 ? 0 : at % out.length;
      out = kind === 'insert' ? out.slice(0, i) + ch + out.slice(i) : kind === 'delete' ? out.slice(0, i) + out.slice(i + 1) : out.slice(0, i) + ch + out.slice(i + 1);
    }
    return out;
  });
}

const side = fc.integer({ min: 1, max: 7 });
const seed = fc.integer({ min: 0, max: 1_000_000 });
const twoStateGrids = fc.array(fc.tuple(side, side, seed), { minLength: 1, maxLength: 3 }).map((shapes) =>
  shapes.map(([rows, cols, s]) => formatGrid(randomBoard(rows, cols, { random: seededRandom(s) }), { header: s % 3 === 0 ? 'none' : 'auto' })).join(s3(shapes)),
);
function s3(shapes: Array<[number, number, number]>): string {
  return shapes[0]![2] % 2 === 0 ? '\n' : '';
}
const kStateGrids = fc.tuple(fc.integer({ min: 3, max: 40 }), side, side, seed).map(([k, rows, cols, s]) => ({ k, text: formatStateGrid(randomStateBoard(rows, cols, k, { random: seededRandom(s) })) }));
const graphs = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.tuple(fc.nat(8), fc.nat(8)), { maxLength: 14 }), fc.boolean(), seed).map(([n, pairs, json, s]) => {
  const edges = pairs.map(([u, v]) => [u % n, v % n] as const).filter(([u, v]) => u !== v);
  const graph = Graph.fromEdges(n, edges);
  const lights = s % 2 === 0 ? Uint8Array.from({ length: n }, (_, i) => (i * s) % 2) : null;
  return json ? formatGraphJson(graph, lights) : formatEdgeList(graph, lights);
});
const ruleFlags = fc.oneof(
  fc.constant<string[]>([]),
  fc.constantFrom(['--rule', 'moore'], ['--rule', 'diagonal'], ['--no-center'], ['--topology', 'torus'], ['--topology', 'cylinder'], ['--rule', 'hex']),
  mutated(fc.constantFrom('.#./###/.#.', '#', '###/#.#/###', '.../.#./...')).map((p) => ['--stencil', p]),
);
const gridCommand = fc.tuple(
  fc.constantFrom(['solve'], ['solve', '--format', 'coords'], ['solve', '--minimal'], ['solve', '--explain'], ['count']),
  ruleFlags,
  fc.boolean(),
).map(([command, rule, json]) => [...command, ...rule, ...(json ? ['--json'] : [])]);

describe('fuzzing the CLI in-process (seeded, a fixed budget of cases)', () => {
  const options = { seed: SEED, numRuns: 400 };

  it('random bytes to solve and count', async () => {
    await fc.assert(fc.asyncProperty(fc.uint8Array({ maxLength: 120 }), gridCommand, async (data, argv) => check(argv, data)), options);
  });

  it('near-valid two-state grids under every command shape and rule', async () => {
    await fc.assert(fc.asyncProperty(mutated(twoStateGrids), gridCommand, async (text, argv) => check(argv, text)), options);
  });

  it('k-state grids, right and almost right, with a matching or clashing --states', async () => {
    const states = fc.constantFrom('3', '4', '6', '40', '2', '1', '256', 'x');
    await fc.assert(
      fc.asyncProperty(kStateGrids, mutated(fc.constant('')), states, gridCommand, async ({ k, text }, noise, given, argv) => {
        await check([...argv, '--states', given === 'x' ? String(k) : given], text + noise);
      }),
      options,
    );
  });

  it('edge lists and JSON graphs, right and almost right', async () => {
    const command = fc.tuple(fc.constantFrom('solve', 'nullity', 'kernel'), fc.constantFrom([], ['--states', '3'], ['--game', 'sigma'], ['--minimal'], ['--rule', 'moore']), fc.boolean());
    await fc.assert(
      fc.asyncProperty(mutated(graphs), command, async (text, [name, flags, json]) => {
        const argv = [name, '--graph', '-', ...(name === 'solve' ? flags : flags.filter((f) => f !== '--minimal')), ...(json ? ['--json'] : [])];
        await check(argv, text);
      }),
      options,
    );
  });

  it('flag vectors: any mix of real, misspelt, repeated and malformed flags', async () => {
    const token = fc.oneof(
      fc.constantFrom('solve', 'count', 'nullity', 'kernel', 'random', 'complete', 'slove', '--json', '--jsno', '--states', '3', '0', '-1', '9007199254740993'),
      fc.constantFrom('--rule', 'moore', '--range', '1..5', '--table', '2..3', '--count', '2', '--seed', 'x', '--density', '0.5', '--format', 'coords'),
      fc.constantFrom('--stencil', '#', '--', '-', '--target', 'fixtures/seed.txt', '--graph', 'fixtures/graph.json', '--help', '4', '5', '--no-center'),
      fc.string({ maxLength: 6 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(token, { maxLength: 7 }), async (argv) => {
        if (argv[0] === 'play' || argv.includes('play')) return;
        await check(argv, '1\n#\n');
      }),
      options,
    );
  });

  it('random grids are read back by solve, for two and more states', async () => {
    await fc.assert(
      fc.asyncProperty(side, side, fc.constantFrom('2', '3', '5', '12'), seed, fc.boolean(), async (rows, cols, states, s, solvable) => {
        const generated = await runCli(['random', String(rows), String(cols), '--states', states, '--seed', String(s), '--count', '2', ...(solvable ? ['--solvable'] : [])]);
        expect(generated.code).toBe(0);
        const solved = await runCli(['solve', '--states', states, '--json'], generated.stdout);
        expect([0, 1]).toContain(solved.code);
        const results = JSON.parse(solved.stdout) as Array<{ solvable: boolean }>;
        expect(results).toHaveLength(2);
        if (solvable) expect(results.every((r) => r.solvable)).toBe(true);
      }),
      { ...options, numRuns: 100 },
    );
  });
});
