import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { makeRule, namedStencil, parseGrids, seededRandom } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { runGame } from '../src/commands/play.ts';
import type { CliIO } from '../src/io.ts';
import { main } from '../src/main.ts';
import { Game } from '../src/play/game.ts';
import { APP_DIR, BIN, Sink } from './helpers.ts';

/** Lets pending I/O and timers run once. */
const turn = (): Promise<void> => new Promise((done) => setImmediate(done));

/**
 * Runs the CLI in-process and sends `signal` once stdout holds at least `after` characters (a state, not a
 * time); the exit code and what was printed.
 */
async function interrupt(argv: string[], signal: string, stdin = '', after = 1): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const signals = new EventEmitter();
  const input = new PassThrough();
  input.end(stdin);
  const io: CliIO = { stdin: input, stdout, stderr, env: {}, cwd: APP_DIR, stdinProblem: () => null, signals: Object.assign(signals, { kill: () => true, pid: 0 }) as unknown as NonNullable<CliIO['signals']> };
  let finished = false;
  const running = main(argv, io).finally(() => {
    finished = true;
  });
  while (!finished && stdout.text.length < after) await turn();
  expect(finished, 'the run ended before the signal could be sent').toBe(false);
  signals.emit(signal);
  const code = await running;
  expect(signals.listenerCount(signal)).toBe(0);
  return { code, stdout: stdout.text, stderr: stderr.text };
}

describe('a signal ends the output on a record boundary, with the conventional exit code', () => {
  it('random: text ends after a whole grid (it reads back), exit 130 for SIGINT and 143 for SIGTERM', async () => {
    for (const [signal, status] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
      ['SIGHUP', 129],
    ] as const) {
      const { code, stdout, stderr } = await interrupt(['random', '7', '--count', '100000000', '--seed', '1'], signal, '', 1 << 20);
      expect(code).toBe(status);
      expect(stderr).toBe(`lightsout: stopped by ${signal}\n`);
      const grids = [...parseGrids(stdout)];
      expect(grids.length).toBeGreaterThan(0);
      expect(stdout.endsWith(`${grids.at(-1)!.board.toString()}\n`)).toBe(true);
    }
  });

  it('--json documents are closed, valid, with the error member last: random, solve, kernel, count', async () => {
    const grids = Array.from({ length: 100000 }, () => '3\n#..\n.#.\n..#\n').join('');
    const cases: Array<[string[], string, number]> = [
      [['random', '9', '--count', '100000000', '--json'], '', 1 << 18],
      [['solve', '--json'], grids, 1 << 10],
      [['kernel', '400', '--json', '--topology', 'torus'], '', 1],
    ];
    for (const [argv, stdin, after] of cases) {
      const { code, stdout } = await interrupt(argv, 'SIGINT', stdin, after);
      expect(code, argv.join(' ')).toBe(130);
      const document = JSON.parse(stdout) as unknown;
      const last = Array.isArray(document) ? document.at(-1) : (document as Record<string, unknown>);
      expect(last, argv.join(' ')).toMatchObject({ error: { code: 130, message: expect.stringMatching(/stopped by SIGINT/) } });
    }
  });

  it("a sweep's estimate stops between its items (it used to run to its end first): nothing on stdout, the signal's status", async () => {
    for (const argv of [['nullity', '--range', '1..1000000', '--estimate'], ['nullity', '--table', '1..3000', '--estimate'], ['nullity', '--range', '1..1000000']]) {
      const { code, stdout, stderr } = await interrupt(argv, 'SIGTERM', '', 0);
      expect(code, argv.join(' ')).toBe(143);
      expect(stdout, argv.join(' ')).toBe('');
      expect(stderr, argv.join(' ')).toBe('lightsout: stopped by SIGTERM\n');
    }
  });

  it('a run waiting for input (a terminal, a stalled pipe) stops too: count --json gives the error document', async () => {
    const stdin = new PassThrough();
    const stdout = new Sink();
    const signals = Object.assign(new EventEmitter(), { kill: () => true, pid: 0 });
    const io: CliIO = { stdin, stdout, stderr: new Sink(), env: {}, cwd: APP_DIR, stdinProblem: () => null, signals: signals as unknown as NonNullable<CliIO['signals']> };
    const running = main(['count', '--json'], io);
    stdin.write('1\n#\n');
    // wait until the grid has been read and the run waits for more
    while (stdin.readableLength > 0 || stdin.readableFlowing === null) await turn();
    signals.emit('SIGINT');
    expect(await running).toBe(130);
    expect(JSON.parse(stdout.text)).toEqual({ error: { code: 130, message: 'lightsout: stopped by SIGINT' } });
  });
});

describe('play: Ctrl-C is an interrupt, not a quit', () => {
  it('Ctrl-C in raw mode restores the terminal and ends the game as SIGINT would', async () => {
    const stdin = Object.assign(new PassThrough(), { isTTY: true, setRawMode() {} });
    const stdout = new Sink();
    const io = { stdin, stdout, stderr: new Sink(), env: {}, cwd: '/', signals: new EventEmitter() as unknown as NonNullable<CliIO['signals']> };
    const ended = runGame(new Game(3, 3, makeRule(namedStencil('cross')), seededRandom(1)), io);
    stdin.write('\u0003');
    expect(await ended).toBe('SIGINT');
    expect(stdout.text.endsWith('\u001b[?25h\u001b[?1049l')).toBe(true);
  });
});

describe('the binary', () => {
  it('a real SIGTERM: the output so far reads back, exit 143', async () => {
    const child = spawn(process.execPath, [BIN, 'random', '6', '--count', '100000000'], { cwd: APP_DIR });
    let stdout = '';
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    await new Promise<void>((started) => {
      child.stdout.on('data', (data: Buffer) => {
        stdout += data.toString();
        if (stdout.length >= 1 << 16) started();
      });
    });
    child.kill('SIGTERM');
    child.stdout.resume();
    expect(await exited).toBe(143);
    const grids = [...parseGrids(stdout)];
    expect(grids.length).toBeGreaterThan(0);
  });
});
