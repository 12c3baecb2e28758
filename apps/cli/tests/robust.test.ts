import { LimitError, Solver } from '@lightsout/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from './helpers.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('exit codes: 2 for what the user can fix, 70 for a bug', () => {
  it('an unexpected error is a bug: exit 70, one line asking to report it, no stack trace', async () => {
    vi.spyOn(Solver.prototype, 'solve').mockImplementation(() => {
      throw new TypeError('boom');
    });
    const { code, stdout, stderr } = await runCli(['solve'], '1\n#\n');
    expect(code).toBe(70);
    expect(stdout).toBe('');
    expect(stderr).toBe('lightsout: internal error (a bug in lightsout; please report it with the command that caused it): TypeError: boom\n');
  });

  it("the engine's own RangeErrors (stack, memory) are bugs too, never refusals", async () => {
    vi.spyOn(Solver.prototype, 'solve').mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const { code, stderr } = await runCli(['solve', '--json'], '1\n#\n');
    expect(code).toBe(70);
    expect(stderr).toMatch(/^lightsout: internal error .*: RangeError: Maximum call stack size exceeded\n$/);
  });

  it("the library's typed refusals are exit 2, placed at the grid they concern", async () => {
    vi.spyOn(Solver.prototype, 'solve').mockImplementation(() => {
      throw new LimitError('work over the limit', 'maxWork', 2, 1);
    });
    expect(await runCli(['solve'], '\n\n1\n#\n')).toEqual({ code: 2, stdout: '', stderr: '<stdin>:3:1: work over the limit\n' });
  });
});

describe('--json: stdout is one valid JSON document, whatever happens', () => {
  it('an input error part-way closes the array with an error element after the grids solved before it', async () => {
    const { code, stdout, stderr } = await runCli(['solve', '--json'], '1\n#\n1\nx\n');
    expect(code).toBe(2);
    expect(stderr).toBe("<stdin>:4:1: expected '#' or '.', found 'x'\n");
    const doc = JSON.parse(stdout) as Array<Record<string, unknown>>;
    expect(doc).toHaveLength(2);
    expect(doc[0]).toMatchObject({ line: 1, solvable: true, presses: [[1, 1]] });
    expect(doc[1]).toEqual({ error: { code: 2, message: "<stdin>:4:1: expected '#' or '.', found 'x'", file: '<stdin>', line: 4, column: 1 } });
  });

  it('a usage error before anything is written is an error document', async () => {
    const { code, stdout } = await runCli(['nullity', '--json', '--rule', 'hex']);
    expect(code).toBe(2);
    expect(JSON.parse(stdout)).toEqual({ error: { code: 2, message: "lightsout: --rule: unknown value 'hex'; accepted values: cross, moore, diagonal" } });
  });

  it('a bug part-way still closes the document', async () => {
    let calls = 0;
    const real = Solver.prototype.solve;
    vi.spyOn(Solver.prototype, 'solve').mockImplementation(function (this: Solver, ...args) {
      if (++calls === 2) throw new Error('second grid');
      return real.apply(this, args);
    });
    const { code, stdout } = await runCli(['solve', '--json', '--explain'], '1\n#\n1\n#\n');
    expect(code).toBe(70);
    const doc = JSON.parse(stdout) as unknown[];
    expect(doc).toHaveLength(2);
    expect(doc[1]).toMatchObject({ error: { code: 70 } });
  });

  it('documents without a failure are unchanged: one per line in arrays, a newline at the end', async () => {
    const { stdout } = await runCli(['random', '2', '--count', '2', '--seed', '1', '--json']);
    expect(stdout).toMatch(/^\[\n\{"rows":2,"cols":2,"lights":\["[#.]{2}","[#.]{2}"\]\},\n\{[^\n]+\}\n\]\n$/);
  });
});

describe('input that is not there', () => {
  it('stdin that is a directory or closed is an error, not empty input', async () => {
    for (const problem of ['is a directory, expected grids', 'is closed (or /dev/null): there is no input to read; name a FILE or pipe the input in']) {
      expect(await runCli(['count'], '', { stdinProblem: problem })).toEqual({ code: 2, stdout: '', stderr: `<stdin>: ${problem}\n` });
      expect((await runCli(['solve', '--graph', '-'], '', { stdinProblem: problem })).stderr).toBe(`<stdin>: ${problem}\n`);
    }
    // a file named on the command line is read whatever stdin is
    expect((await runCli(['count', 'fixtures/seed.txt'], '', { stdinProblem: 'is closed' })).code).toBe(0);
  });

  it('--target - cannot share stdin with the grids', async () => {
    for (const argv of [['solve', '--target', '-', '-'], ['solve', '--target', '-']]) {
      const { code, stderr } = await runCli(argv, '1\n#\n');
      expect(code).toBe(2);
      expect(stderr.split('\n')[0]).toBe('lightsout: --target - and the grids both read stdin; give the grids or the target as a FILE');
    }
    expect((await runCli(['solve', '--target', '-', 'fixtures/seed.txt'], '5\n.....\n.....\n.....\n.....\n.....\n')).code).toBe(1);
  });
});

describe('flags', () => {
  it('a flag given twice with different values is refused; the same value twice is fine', async () => {
    const twice = await runCli(['nullity', '3', '--states', '3', '--states', '5']);
    expect(twice.code).toBe(2);
    expect(twice.stderr.split('\n')[0]).toBe('lightsout: --states is given twice (--states 3, then --states 5); give it once');
    expect((await runCli(['nullity', '3', '--center', '--no-center'])).stderr.split('\n')[0]).toBe('lightsout: --center is given twice (--center, then --no-center); give it once');
    expect(await runCli(['nullity', '4', '--json', '--json', '--states=2', '--states', '2'])).toEqual({ code: 0, stdout: '{"rows":4,"cols":4,"nullity":4}\n', stderr: '' });
  });

  it('did you mean: the closest flag, command or value', async () => {
    expect((await runCli(['count', '--jsno'])).stderr).toMatch(/^lightsout: unknown flag --jsno for 'count' \(did you mean --json\?\); accepted flags: /);
    expect((await runCli(['count', '--no-centre'])).stderr).toMatch(/\(did you mean --no-center\?\)/);
    expect((await runCli(['kernal', '5'])).stderr).toMatch(/^lightsout: unknown command 'kernal' \(did you mean 'kernel'\?\); commands: /);
    expect((await runCli(['nullity', '5', '--rule', 'mooer'])).stderr).toMatch(/unknown value 'mooer' \(did you mean 'moore'\?\); accepted values/);
  });

  it('messages quote what was typed, escaped and shortened', async () => {
    const stencil = `${'#'.repeat(45_000)}/${'#'.repeat(45_000)}`;
    const long = await runCli(['nullity', '3', '--stencil', stencil]);
    expect(long.code).toBe(2);
    expect(long.stderr.split('\n')[0]).toBe("lightsout: --stencil '##################…##################' (90001 characters): expected an odd number of rows, found 2");
    expect((await runCli(['nullity', 'a\u0000\u2028b'])).stderr.split('\n')[0]).toBe("lightsout: ROWS must be a whole number from 1 up, found 'a\\u0000\\u2028b'");
    expect((await runCli(['nullity', '9007199254740993'])).stderr.split('\n')[0]).toBe("lightsout: ROWS must be a whole number from 1 up, found '9007199254740993'");
  });
});

describe('input formats', () => {
  it('two-state rows of 1 and 0 are read as # and .', async () => {
    expect(await runCli(['solve', '--format', 'coords'], '2 2\n10\n01\n')).toEqual({ code: 0, stdout: '1,1 2,2\n', stderr: '' });
    expect((await runCli(['count'], '3\n101\n010\n101\n')).stdout).toBe('1 of 1 solvable\n3x3: 1 of 1 solvable\n');
  });

  it('a UTF-16 file is named by its byte order mark', async () => {
    const { PassThrough } = await import('node:stream');
    const stdin = new PassThrough();
    stdin.end(Buffer.from('\ufeff1\n#\n', 'utf16le'));
    expect(await runCli(['solve'], stdin)).toEqual({ code: 2, stdout: '', stderr: '<stdin>:1:1: the text is UTF-16 (little-endian), as its byte order mark says; save it as UTF-8\n' });
  });

  it('a line longer than its row is refused at once, located', async () => {
    const { code, stderr } = await runCli(['count'], `2\n##\n${'#'.repeat(5_000_000)}\n`);
    expect(code).toBe(2);
    expect(stderr).toBe("<stdin>:3:3: expected the row to end after 2 cells, found '#'\n");
  });
});

describe('sizes that round-trip and work refused up front', () => {
  it('random writes nothing the CLI could not read: 16384×16384 is the largest grid', async () => {
    const { code, stderr } = await runCli(['kernel', '16385', '16384']);
    expect(code).toBe(2);
    expect(stderr).toBe('lightsout: board 16385×16384 has 268451840 cells, over the limit of 268435456 (16384×16384)\n');
  });

  it('kernel refuses an output past its limit before making any pattern, with the estimate', async () => {
    const { code, stdout, stderr } = await runCli(['kernel', '8192']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/^lightsout: the quiet patterns of 8192×8192 are \d+ boards of 67,108,864 cells: about \d+ GB of output, over the limit of 64 GiB\n$/);
  });

  it('nullity --range and --table refuse sweeps that would take hours, saying how long', async () => {
    const table = await runCli(['nullity', '--table', '1..100000']);
    expect(table.code).toBe(2);
    expect(table.stderr).toMatch(/^lightsout: --table 1\.\.100000 would take (about|over) [\d,.]+ (hours|days)( on \d+ threads)? \(the slowest sampled row alone took .*\); the limit is 10 minutes: ask for a smaller range\n$/);
    // the classic 1..1000000 is about 7 hours on 2 threads: far enough past the limit that no estimate lets it start
    // (1..400000, 28 minutes, was refused or started by the luck of which sides the old estimate timed)
    const range = await runCli(['nullity', '--range', '1..1000000', '--json']);
    expect(range.code).toBe(2);
    expect(JSON.parse(range.stdout).error.message).toMatch(/^lightsout: --range 1\.\.1000000 would take (about|over) [\d,.]+ (minutes|hours)/);
  });

  it('nullity --range of huge classic sides: costed by a model from one probe gcd, no side computed to be timed', async () => {
    const refused = await runCli(['nullity', '--range', '10000000..10010000']);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(
      /^lightsout: --range 10000000\.\.10010000 would take (about|over) [\d,.]+ (hours|days)( on \d+ threads)? \(10,001 sides costed by a model of the classic nullity, calibrated by a [\d.]+ s gcd: [\d,.]+ (hours|days) to [\d,.]+ (hours|days), the dearest side about [\d.]+ s\); the limit is 10 minutes: ask for a smaller range\n$/,
    );
    const estimate = await runCli(['nullity', '--range', '99999990..100000000', '--estimate']);
    expect(estimate.code).toBe(0);
    expect(estimate.stdout).toMatch(/^about [\d,.]+ (s|minutes|hours)( on \d+ threads)? \(11 boards; 11 sides costed by a model of the classic nullity, calibrated by a [\d.]+ s gcd: [\d,.]+ (s|minutes|hours) to [\d,.]+ (minutes|hours), the dearest side about [\d.]+ (s|minutes)\)\n$/);
  });

  it('nullity --table streams a 355-column table without running out of stack', async () => {
    const { code, stdout } = await runCli(['nullity', '--table', '1..355']);
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(356);
    // A159257: the 5×5 board has nullity 2; column width is that of 2·355
    expect(lines[5]!.split(/ +/).filter(Boolean)[5]).toBe('2');
    const json = JSON.parse((await runCli(['nullity', '--table', '1..40', '--json'])).stdout) as { table: number[][] };
    expect(json.table).toHaveLength(40);
    expect(json.table[3]![3]).toBe(4);
  });
});
