import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/registry.ts';
import { runCli } from './helpers.ts';

/** Every error: exit 2, nothing on stdout, one clear message on stderr, never a stack trace. */
async function expectError(argv: string[], message: string, stdin = ''): Promise<void> {
  const { code, stdout, stderr } = await runCli(argv, stdin);
  expect(code).toBe(2);
  expect(stdout).toBe('');
  expect(stderr.split('\n')[0]).toBe(message);
  expect(stderr).not.toMatch(/\n\s+at /);
}

describe('input errors name FILE:LINE:COLUMN', () => {
  it.each([
    ['wrong-char.txt', "3:2: expected '#' or '.', found 'x'"],
    ['ragged.txt', '3:3: expected 3 cells in this row, found 2'],
    ['missing-rows.txt', '4:1: grid declared 3 rows, found 2'],
    ['header-larger.txt', '4:1: grid declared 4 rows, found 2'],
    ['negative-size.txt', "1:1: expected a positive size, found '-3'"],
    ['absurd-size.txt', '1:1: grid 100000×100000 has 10000000000 cells, over the limit of 268435456'],
  ])('%s (solve and count)', async (file, message) => {
    await expectError(['solve', `fixtures/${file}`], `fixtures/${file}:${message}`);
    await expectError(['count', `fixtures/${file}`], `fixtures/${file}:${message}`);
  });

  it('names <stdin> for piped input', async () => {
    await expectError(['solve'], "<stdin>:2:2: expected '#' or '.', found 'o'", '2\n#o\n..\n');
    await expectError(['count', '-'], '<stdin>:1:1: expected a size (\'N\' or \'M N\') or a row of \'#\' and \'.\', found \'x\'', 'x\n');
  });

  it('counts columns in characters, not bytes', async () => {
    await expectError(['solve'], "<stdin>:2:2: expected '#' or '.', found 'é'", '2\n#é\n..\n');
  });

  it('an error after good grids still exits 2 with the position', async () => {
    const { code, stderr } = await runCli(['solve', '--format', 'coords'], '1\n#\n1\nx\n');
    expect(code).toBe(2);
    expect(stderr).toBe("<stdin>:4:1: expected '#' or '.', found 'x'\n");
  });

  it('a missing file or a directory', async () => {
    await expectError(['solve', 'fixtures/nope.txt'], 'fixtures/nope.txt: no such file or directory');
    await expectError(['count', 'fixtures'], 'fixtures: is a directory, expected a file of grids');
    await expectError(['solve', '--target', 'fixtures/nope.txt', 'fixtures/seed.txt'], 'fixtures/nope.txt: no such file or directory');
  });

  it('an empty target file', async () => {
    await expectError(['solve', '--target', 'fixtures/empty.txt', 'fixtures/seed.txt'], 'fixtures/empty.txt:1:1: expected a grid, found none');
  });
});

describe('usage errors name the flag and the accepted values', () => {
  it('unknown rule', async () => {
    await expectError(['solve', '--rule', 'hex'], "lightsout: --rule: unknown value 'hex'; accepted values: cross, moore, diagonal");
    await expectError(['count', '--rule=hex'], "lightsout: --rule: unknown value 'hex'; accepted values: cross, moore, diagonal");
  });

  it('unknown topology and format', async () => {
    await expectError(['nullity', '3', '--topology', 'sphere'], "lightsout: --topology: unknown value 'sphere'; accepted values: plane, torus, cylinder, mobius, klein, projective, or edges ROWS,COLS (each clip, wrap or twist)");
    await expectError(['nullity', '3', '--topology', 'Mobius'], "lightsout: --topology: unknown value 'Mobius' (did you mean 'mobius'?); accepted values: plane, torus, cylinder, mobius, klein, projective, or edges ROWS,COLS (each clip, wrap or twist)");
    await expectError(['solve', '--format', 'svg'], "lightsout: --format: unknown value 'svg'; accepted values: grid, coords");
  });

  it('a flag without its value', async () => {
    await expectError(['solve', '--rule'], 'lightsout: --rule needs a value; accepted values: cross, moore, diagonal');
    await expectError(['random', '3', '--seed'], 'lightsout: --seed needs a value (S)');
  });

  it('malformed stencils', async () => {
    await expectError(['nullity', '3', '--stencil', '.#/##'], "lightsout: --stencil '.#/##': expected an odd number of rows, found 2");
    await expectError(['nullity', '3', '--stencil', '..x/###/.#.'], "lightsout: --stencil '..x/###/.#.': column 3: expected '#', '.' or '/', found 'x'");
    await expectError(['nullity', '3', '--stencil', '.../.../...'], "lightsout: --stencil '.../.../...': expected at least one # in the pattern");
    await expectError(['nullity', '3', '--stencil', '###/##/###'], "lightsout: --stencil '###/##/###': column 5: expected every row to have 3 cells, row 2 has 2");
  });

  it('conflicting rule flags', async () => {
    await expectError(['nullity', '3', '--stencil', '###', '--rule', 'moore'], 'lightsout: --stencil and --rule both choose the stencil; give one of them');
    await expectError(['nullity', '3', '--stencil', '###', '--no-center'], "lightsout: --no-center goes with --rule; with --stencil, make the middle cell '.'");
  });

  it('unknown flags list the accepted ones', async () => {
    const { code, stderr } = await runCli(['count', '--fast']);
    expect(code).toBe(2);
    expect(stderr).toBe(
      "lightsout: unknown flag --fast for 'count'; accepted flags: --jobs N, --states K, --rule cross|moore|diagonal, --no-center, --stencil PATTERN, --topology SURFACE, --json\nRun 'lightsout count --help' for usage.\n",
    );
    const negated = await runCli(['solve', '--no-json-please']);
    expect(negated.code).toBe(2);
    expect(negated.stderr).toMatch(/^lightsout: unknown flag --no-json-please for 'solve'; accepted flags: /);
  });

  it('boolean flags take no value', async () => {
    await expectError(['count', '--json=yes'], "lightsout: --json takes no value, found 'yes'");
  });

  it('unknown command, no command, extra arguments', async () => {
    // every command of the registry, in its order (solve, count, nullity, …), then help
    const commands = COMMANDS.join(', ');
    expect(commands.startsWith('solve, count, nullity, kernel, random, play')).toBe(true);
    await expectError(['frob'], `lightsout: unknown command 'frob'; commands: ${commands}, help`);
    await expectError(['slove'], `lightsout: unknown command 'slove' (did you mean 'solve'?); commands: ${commands}, help`);
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain(`lightsout: no command given; commands: ${commands}`);
    await expectError(['nullity', '1', '2', '3'], "lightsout: unexpected argument '3'; 'nullity' takes [ROWS] [COLS]");
  });

  it.each([
    [['nullity', '-3'], "lightsout: ROWS must be a whole number from 1 up, found '-3'"],
    [['nullity', '0'], "lightsout: ROWS must be a whole number from 1 up, found '0'"],
    [['kernel', 'five'], "lightsout: ROWS must be a whole number from 1 up, found 'five'"],
    [['random', '3', '-1'], "lightsout: COLS must be a whole number from 1 up, found '-1'"],
    [['random', '3', '2.5'], "lightsout: COLS must be a whole number from 1 up, found '2.5'"],
    [['nullity', '99999999999999999999'], "lightsout: ROWS must be a whole number from 1 up, found '99999999999999999999'"],
    [['random', '100000'], 'lightsout: board 100000×100000 has 10000000000 cells, over the limit of 268435456 (16384×16384)'],
    [['random', '16385', '16384'], 'lightsout: board 16385×16384 has 268451840 cells, over the limit of 268435456 (16384×16384)'],
    [['random', '3', '--count', '-2'], "lightsout: --count must be a whole number from 0 up, found '-2'"],
    [['random', '3', '--density', '1.5'], "lightsout: --density must be a number from 0 to 1, found '1.5'"],
    [['random', '3', '--density', 'half'], "lightsout: --density must be a number from 0 to 1, found 'half'"],
    [['nullity'], "lightsout: 'nullity' needs ROWS [COLS], --range A..B or --table A..B"],
    [['kernel'], "lightsout: 'kernel' needs ROWS (and optionally COLS), or ROWSxCOLS"],
    [['nullity', '3', '--range', '1..4'], 'lightsout: give one of ROWS [COLS], --range and --table'],
    [['nullity', '--range', '9..2'], 'lightsout: --range 9..2: the start is past the end'],
    [['nullity', '--table', '1-5'], "lightsout: --table expects A..B (for example 1..20), found '1-5'"],
    [['nullity', '--range', '0..5'], "lightsout: --range start must be a whole number from 1 up, found '0'"],
  ])('%j', async (argv, message) => {
    await expectError(argv, message);
  });

  it('play refuses without a terminal, and refuses boards wider than a terminal row', async () => {
    await expectError(['play'], "lightsout: play is interactive and needs a terminal, but stdin is not one; to solve piped grids use 'lightsout solve'");
    await expectError(['play', '31', '5'], 'lightsout: play draws boards up to 30×30, found 31×5');
  });

  it('usage errors point at the command help', async () => {
    const { stderr } = await runCli(['nullity', '0']);
    expect(stderr.split('\n')[1]).toBe("Run 'lightsout nullity --help' for usage.");
  });
});

describe('help and version', () => {
  it('--help prints usage on stdout and exits 0', async () => {
    const root = await runCli(['--help']);
    expect(root.code).toBe(0);
    expect(root.stdout).toContain('solve');
    expect(root.stdout).toContain('play');
    const solve = await runCli(['solve', '--help']);
    expect(solve.code).toBe(0);
    expect(solve.stdout).toContain('--minimal');
    expect(solve.stdout).toContain('--no-center');
    expect(solve.stdout).not.toContain('\u001b[');
  });

  it('--version prints the version', async () => {
    expect(await runCli(['--version'])).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
  });
});

describe('--states errors', () => {
  it.each([
    [['solve', '--states', '1'], "lightsout: --states must be a whole number from 2 to 255, found '1'"],
    [['count', '--states', '256'], "lightsout: --states must be a whole number from 2 to 255, found '256'"],
    [['nullity', '3', '--states', 'three'], "lightsout: --states must be a whole number from 2 to 255, found 'three'"],
    [['kernel', '3', '--states=2.5'], "lightsout: --states must be a whole number from 2 to 255, found '2.5'"],
    [['random', '3', '--states', '-3'], "lightsout: --states must be a whole number from 2 to 255, found '-3'"],
    [['random', '3', '--states'], 'lightsout: --states needs a value (K)'],
    [['play', '--states', '37'], 'lightsout: play draws one symbol per light, so up to 36 states, found 37'],
    [['play', '--states', '3'], "lightsout: play is interactive and needs a terminal, but stdin is not one; to solve piped grids use 'lightsout solve'"],
  ])('%j', async (argv, message) => {
    await expectError(argv, message);
  });

  it('a header whose state count disagrees with --states is an error at the header', async () => {
    // The grid before the bad header is still solved and printed, as for two states.
    const { code, stdout, stderr } = await runCli(['solve', '--states', '3', 'fixtures/states-header-mismatch.txt']);
    expect(code).toBe(2);
    expect(stdout).toMatch(/^2 2 3\n[0-2]{2}\n[0-2]{2}\n$/);
    expect(stderr).toBe('fixtures/states-header-mismatch.txt:4:5: header declares 4 states, but 3 were asked for\n');
    await expectError(['count', '--states', '5', 'fixtures/states3.txt'], 'fixtures/states3.txt:1:5: header declares 3 states, but 5 were asked for');
  });

  it('a cell that is not a state below K', async () => {
    await expectError(['solve', '--states', '3', 'fixtures/states-bad-cell.txt'], "fixtures/states-bad-cell.txt:3:2: expected a state '0'..'2', found 'a'");
    await expectError(['count', '--states', '100'], "<stdin>:2:3: expected a state 0..99, found '100'", '1 2\n0 100\n');
  });

  it('a state-count header without --states says what to pass', async () => {
    await expectError(['solve', 'fixtures/states3.txt'], 'fixtures/states3.txt:1:5: the header declares 3 states; pass --states 3');
  });

  it('--target errors for K > 2: shape and states', async () => {
    await expectError(['solve', '--states', '3', '--target', 'fixtures/target-states3.txt'], '<stdin>:1:1: grid is 1×3 but the target in fixtures/target-states3.txt is 3×3', '1 3\n000\n');
    await expectError(['solve', '--states', '4', '--target', 'fixtures/target-states3.txt'], 'fixtures/target-states3.txt:1:5: header declares 3 states, but 4 were asked for', '3\n000\n000\n000\n');
    await expectError(['solve', '--states', '3', '--target', 'fixtures/states3.txt'], 'fixtures/states3.txt:5:1: expected exactly one grid, found a second one', '3\n000\n000\n000\n');
  });
});

describe('--graph errors', () => {
  it.each([
    ['graph-self-loop.txt', '3:1: edge 1 1 is a self-loop'],
    ['graph-bad-vertex.txt', "3:3: expected a vertex number, found 'x'"],
    ['graph-out-of-range.txt', '3:3: vertex 3 is out of range: vertices are 0..2'],
    ['graph-bad.json', "1:40: edges[1][1]: expected a vertex from 0 to 2, found '7'"], // JSON structure: line, column and path
    ['graph-states.txt', '11:5: vertex 0 has light state 2, but with 2 states a light is 0..1'],
  ])('%s (solve, nullity, kernel)', async (file, message) => {
    for (const command of ['solve', 'nullity', 'kernel']) await expectError([command, '--graph', `fixtures/${file}`], `fixtures/${file}:${message}`);
  });

  it('a light state over K, at its l line or its lights[i] path', async () => {
    await expectError(['solve', '--graph', 'fixtures/graph-bad-light.txt', '--states', '3'], 'fixtures/graph-bad-light.txt:6:5: vertex 1 has light state 5, but with 3 states a light is 0..2');
    await expectError(['solve', '--graph', '-'], '<stdin>:1:43: lights[1]: vertex 1 has light state 2, but with 2 states a light is 0..1', '{"vertices":2,"edges":[[0,1]],"lights":[0,2]}');
  });

  it('text that is not JSON: one line with its position', async () => {
    const { code, stderr } = await runCli(['solve', '--graph', 'fixtures/graph-not-json.json']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^fixtures\/graph-not-json\.json:1:\d+: not valid JSON: [^\n]*\n$/);
  });

  it('a missing file, a directory, an empty input, a file too large to read whole', async () => {
    await expectError(['solve', '--graph', 'fixtures/nope.txt'], 'fixtures/nope.txt: no such file or directory');
    await expectError(['nullity', '--graph', 'fixtures'], 'fixtures: is a directory, expected a graph file');
    await expectError(['kernel', '--graph', '-'], '<stdin>:1:1: expected the vertex count, found the end of the text', '');
    const { mkdtempSync, truncateSync, writeFileSync, rmSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'lightsout-'));
    try {
      const huge = join(dir, 'huge.txt');
      writeFileSync(huge, '');
      truncateSync(huge, 300 * 2 ** 20); // sparse: no disk used
      await expectError(['solve', '--graph', huge], `${huge}: graph file of 300 MiB is over the limit of 256 MiB (graph files are read whole)`);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it.each([
    [['solve', '--graph', 'g.txt', '--rule', 'moore'], "lightsout: --rule describes grids and cannot go with --graph: a graph's edges say what a press reaches"],
    [['solve', '--graph', 'g.txt', '--stencil', '###', '--topology', 'torus'], "lightsout: --stencil, --topology describe grids and cannot go with --graph: a graph's edges say what a press reaches"],
    [
      ['nullity', '--graph', 'g.txt', '--no-center'],
      "lightsout: --no-center describes grids and cannot go with --graph: a graph's edges say what a press reaches; for presses that leave their vertex out, use '--game sigma'",
    ],
    [['solve', '--graph', 'g.txt', 'fixtures/seed.txt'], 'lightsout: a grid FILE cannot go with --graph: the graph file is the whole input'],
    [['solve', '--graph', 'g.txt', '--target', 't.txt'], 'lightsout: --target cannot go with --graph: the graph file is the whole input'],
    [['solve', '--graph', 'g.txt', '--format', 'coords'], 'lightsout: --format cannot go with --graph: the graph file is the whole input'],
    [['nullity', '5', '--graph', 'g.txt'], 'lightsout: ROWS cannot go with --graph: the graph file is the whole input'],
    [['nullity', '--graph', 'g.txt', '--range', '1..3'], 'lightsout: --range cannot go with --graph: the graph file is the whole input'],
    [['nullity', '--graph', 'g.txt', '--table', '1..3'], 'lightsout: --table cannot go with --graph: the graph file is the whole input'],
    [['kernel', '4', '--graph', 'g.txt'], 'lightsout: ROWS cannot go with --graph: the graph file is the whole input'],
    [['solve', '--game', 'sigma'], 'lightsout: --game goes with --graph FILE; on grids, --no-center leaves the pressed cell out'],
    [['kernel', '3', '--game', 'sigma'], 'lightsout: --game goes with --graph FILE; on grids, --no-center leaves the pressed cell out'],
    [['solve', '--graph', 'g.txt', '--game', 'sigma-minus'], "lightsout: --game: unknown value 'sigma-minus' (did you mean 'sigma-plus'?); accepted values: sigma-plus, sigma"],
    [['solve', '--graph'], 'lightsout: --graph needs a value (FILE)'],
  ])('%j', async (argv, message) => {
    await expectError(argv, message);
  });

  it('count, random and play take no --graph', async () => {
    for (const command of ['count', 'random', 'play']) {
      const { code, stderr } = await runCli([command, '--graph', 'g.txt']);
      expect(code).toBe(2);
      expect(stderr).toMatch(new RegExp(`^lightsout: unknown flag --graph for '${command}'; accepted flags: `));
    }
  });
});
