import { EventEmitter } from 'node:events';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { runGame } from '../src/commands/play.ts';
import type { CliIO } from '../src/io.ts';
import { Game } from '../src/play/game.ts';
import { makeRule, namedStencil, seededRandom } from '@lightsout/core';
import { runCli, Sink } from './helpers.ts';

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for ANSI codes
const ANSI = /\u001b\[/;

describe('help', () => {
  it('is wrapped to the terminal width, with no trailing spaces', async () => {
    for (const columns of [50, 80, 120]) {
      const { code, stdout } = await runCli(['solve', '--help'], '', { tty: true, columns, env: { NO_COLOR: '1' } });
      expect(code).toBe(0);
      for (const line of stdout.split('\n')) {
        expect(line.length, line).toBeLessThanOrEqual(columns - 1);
        expect(line, line).not.toMatch(/\s$/);
      }
      expect(stdout).toContain('--minimal');
      expect(stdout).not.toMatch(ANSI);
    }
    // piped: 80 columns
    const piped = await runCli(['--help']);
    expect(Math.max(...piped.stdout.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(piped.stdout).toContain('LIMITS');
    expect(piped.stdout).toContain('EXIT CODES');
  });

  it('a description that wraps continues under its own column', async () => {
    const { stdout } = await runCli(['solve', '--help'], '', { tty: true, columns: 100 });
    const lines = stdout.split('\n');
    const at = lines.findIndex((l) => l.includes('--format=<grid|coords>'));
    const column = lines[at]!.indexOf('grid: #');
    expect(lines[at + 1]!.length - lines[at + 1]!.trimStart().length).toBe(column);
  });

  it('no colours when piped, or with NO_COLOR set to any non-empty value', async () => {
    expect((await runCli(['count', '--help'], '', { tty: true, columns: 400, env: { NO_COLOR: 'yes' } })).stdout).not.toMatch(ANSI);
    expect((await runCli(['count', '--help'])).stdout).not.toMatch(ANSI);
  });
});

describe('shell completion', () => {
  it.each(['bash', 'zsh', 'fish'])('complete %s prints a script that asks lightsout for the candidates', async (shell) => {
    const { code, stdout } = await runCli(['complete', shell]);
    expect(code).toBe(0);
    expect(stdout).toContain('lightsout complete --');
  });

  it('completes commands, flags and enum values', async () => {
    const commands = await runCli(['complete', '--', 'so']);
    expect(commands.stdout).toMatch(/^solve\t/m);
    const flags = await runCli(['complete', '--', 'solve', '--ru']);
    expect(flags.stdout).toMatch(/^--rule\t/m);
    const values = await runCli(['complete', '--', 'nullity', '--topology', '']);
    expect(values.stdout.split('\n').map((l) => l.split('\t')[0])).toEqual(expect.arrayContaining(['plane', 'torus', 'cylinder', 'mobius', 'klein', 'projective']));
  });

  it('without a shell, a usage error', async () => {
    const { code, stderr } = await runCli(['complete', 'tcsh']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/^lightsout: complete needs a shell \(bash, zsh, fish\)/);
  });
});

describe('play and signals', () => {
  /** A fake terminal: raw mode recorded, output kept, and an emitter for signals. */
  function terminal(): { io: CliIO; stdout: Sink; raw: boolean[]; signals: EventEmitter } {
    const stdin = Object.assign(new PassThrough(), { isTTY: true, raw: [] as boolean[], setRawMode(mode: boolean) { this.raw.push(mode); } });
    const stdout = new Sink();
    const signals = new EventEmitter();
    const io = { stdin, stdout, stderr: new Sink(), env: {}, cwd: '/', signals: signals as unknown as NonNullable<CliIO['signals']> };
    return { io, stdout, raw: stdin.raw, signals };
  }

  it.each([['SIGINT'], ['SIGTERM'], ['SIGHUP']])('%s from outside restores the terminal and ends the game', async (signal) => {
    const { io, stdout, raw, signals } = terminal();
    const game = new Game(3, 3, makeRule(namedStencil('cross')), seededRandom(1));
    const ended = runGame(game, io);
    expect(stdout.text).toContain('\u001b[?1049h\u001b[?25l');
    signals.emit(signal);
    expect(await ended).toBe(signal);
    expect(raw).toEqual([true, false]);
    expect(stdout.text.endsWith('\u001b[?25h\u001b[?1049l')).toBe(true);
    expect(signals.listenerCount(signal)).toBe(0);
  });
});
