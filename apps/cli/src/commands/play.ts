import { emitKeypressEvents } from 'node:readline';
import { mathRandom, seededRandom } from '@lightsout/core';
import { MAX_SYMBOL_STATES } from '@lightsout/core/algebra';
import { defineCommand } from 'citty';
import { Interrupted, SIGNAL_EXITS, UsageError } from '../errors.ts';
import { commonArgs, sizeArgs } from '../args.ts';
import type { CliIO } from '../io.ts';
import { statesMember } from '../json.ts';
import { Game } from '../play/game.ts';
import { actionForKey, isInterrupt, type KeyPress } from '../play/keys.ts';
import { withGridKind } from '../puzzle-flags.ts';
import { runOf } from '../run.ts';
import { parseShape } from '../sizes.ts';

/** Largest side `play` draws: a row of 3-character cells must fit a terminal. */
const MAX_PLAY_SIDE = 30;

/** `lightsout play [ROWS] [COLS]`: the game in the terminal (5×5 by default). */
export default defineCommand({
  meta: { name: 'play', description: 'Play in the terminal (up to 36 states): arrows move, space presses, h hint, s solution, n new, q quit' },
  args: {
    ...sizeArgs,
    seed: { type: 'string', alias: 's', valueHint: 'S', description: 'Seed for reproducible boards' },
    ...commonArgs,
  },
  async run({ args, data }) {
    const run = runOf(data);
    const { io } = run;
    return withGridKind(args, 'play', async (kind) => {
      if (kind.states > MAX_SYMBOL_STATES) {
        throw new UsageError(`play draws one symbol per light, so up to ${MAX_SYMBOL_STATES} states, found ${kind.states}`, 'play');
      }
      const [rows, cols] = parseShape(args, 'play', 5);
      if (rows > MAX_PLAY_SIDE || cols > MAX_PLAY_SIDE) {
        throw new UsageError(`play draws boards up to ${MAX_PLAY_SIDE}×${MAX_PLAY_SIDE}, found ${rows}×${cols}`, 'play');
      }
      if (!io.stdin.isTTY || !io.stdin.setRawMode) {
        throw new UsageError("play is interactive and needs a terminal, but stdin is not one; to solve piped grids use 'lightsout solve'", 'play');
      }
      const game = new Game(rows, cols, kind.rule, args.seed === undefined ? mathRandom : seededRandom(args.seed), kind.states);
      const signal = await runGame(game, io);
      // Ended by Ctrl-C or a signal: no summary; with --json the document is closed with the error member.
      if (signal) throw new Interrupted(signal);
      const summary = { rows, cols, ...statesMember(kind.states), presses: game.presses, solved: game.solved };
      if (run.json) await run.json.value(summary);
      else await run.out.text(`Cleared ${plural(game.solved, 'board')}; ${plural(game.presses, 'press')} on the last one.\n`);
      return 0;
    });
  },
});

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;
}

/**
 * Draws the game on the alternate screen and feeds it keys until it quits. The terminal is restored on every way
 * out: a quit key, Ctrl-C, or SIGINT, SIGTERM or SIGHUP from outside (then the signal's name is returned — SIGINT
 * for Ctrl-C — and the caller exits with its conventional status).
 */
export function runGame(game: Game, io: CliIO): Promise<keyof typeof SIGNAL_EXITS | null> {
  const { stdin, stdout } = io;
  const signals = io.signals;
  const draw = (): void => {
    // libuv's raw mode keeps ONLCR, so plain '\n' still returns the carriage.
    stdout.write(`\u001b[H\u001b[2J${game.render()}`);
  };
  return new Promise((done) => {
    const onKey = (text: string | undefined, key: KeyPress | undefined): void => {
      // Raw mode turns Ctrl-C into a key: it ends the game as the signal would (exit 130), not as 'q' does.
      if (isInterrupt(key)) {
        finish('SIGINT');
        return;
      }
      const action = actionForKey(text, key);
      if (!action) return;
      game.apply(action);
      if (game.quit) finish(null);
      else draw();
    };
    const handlers = Object.keys(SIGNAL_EXITS).map((name) => [name, () => finish(name as keyof typeof SIGNAL_EXITS)] as const);
    const finish = (signal: keyof typeof SIGNAL_EXITS | null): void => {
      stdin.off('keypress', onKey);
      for (const [name, handler] of handlers) signals?.off(name, handler);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\u001b[?25h\u001b[?1049l');
      done(signal);
    };
    emitKeypressEvents(stdin);
    for (const [name, handler] of handlers) signals?.on(name, handler);
    stdin.setRawMode?.(true);
    stdin.on('keypress', onKey);
    stdin.resume();
    stdout.write('\u001b[?1049h\u001b[?25l');
    draw();
  });
}
