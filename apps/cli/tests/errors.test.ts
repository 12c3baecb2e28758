import { describe, expect, it } from 'vitest';
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
    ['absurd-size.txt', '1:1: grid 100000×100000 has 10000000000 cells, over the limit of 134217728'],
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
    await expectError(['nullity', '3', '--topology', 'sphere'], "lightsout: --topology: unknown value 'sphere'; accepted values: plane, torus, cylinder");
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
      "lightsout: unknown flag --fast for 'count'; accepted flags: --states K, --rule cross|moore|diagonal, --no-center, --stencil PATTERN, --topology plane|torus|cylinder, --json\nRun 'lightsout count --help' for usage.\n",
    );
    const negated = await runCli(['solve', '--no-json-please']);
    expect(negated.code).toBe(2);
    expect(negated.stderr).toMatch(/^lightsout: unknown flag --no-json-please for 'solve'; accepted flags: /);
  });

  it('boolean flags take no value', async () => {
    await expectError(['count', '--json=yes'], "lightsout: --json takes no value, found 'yes'");
  });

  it('unknown command, no command, extra arguments', async () => {
    await expectError(['frob'], "lightsout: unknown command 'frob'; commands: solve, count, nullity, kernel, random, play");
    const none = await runCli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('lightsout: no command given; commands: solve, count, nullity, kernel, random, play');
    await expectError(['solve', 'a.txt', 'b.txt'], "lightsout: unexpected argument 'b.txt'; 'solve' takes [FILE]");
    await expectError(['nullity', '1', '2', '3'], "lightsout: unexpected argument '3'; 'nullity' takes [ROWS] [COLS]");
  });

  it.each([
    [['nullity', '-3'], "lightsout: ROWS must be a whole number from 1 up, found '-3'"],
    [['nullity', '0'], "lightsout: ROWS must be a whole number from 1 up, found '0'"],
    [['kernel', 'five'], "lightsout: ROWS must be a whole number from 1 up, found 'five'"],
    [['random', '3', '-1'], "lightsout: COLS must be a whole number from 1 up, found '-1'"],
    [['random', '3', '2.5'], "lightsout: COLS must be a whole number from 1 up, found '2.5'"],
    [['nullity', '99999999999999999999'], "lightsout: ROWS must be a whole number from 1 up, found '99999999999999999999'"],
    [['random', '100000'], 'lightsout: board 100000×100000 has 10000000000 cells, over the limit of 1073741824'],
    [['random', '3', '--count', '-2'], "lightsout: --count must be a whole number from 0 up, found '-2'"],
    [['random', '3', '--density', '1.5'], "lightsout: --density must be a number from 0 to 1, found '1.5'"],
    [['random', '3', '--density', 'half'], "lightsout: --density must be a number from 0 to 1, found 'half'"],
    [['nullity'], "lightsout: 'nullity' needs ROWS [COLS], --range A..B or --table A..B"],
    [['kernel'], "lightsout: 'kernel' needs ROWS (and optionally COLS)"],
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
