import { emitKeypressEvents } from 'node:readline';
import { MAX_SYMBOL_STATES, mathRandom, seededRandom } from '@lightsout/core';
import { defineCommand } from 'citty';
import { UsageError } from '../errors.ts';
import type { CliIO } from '../io.ts';
import { Game } from '../play/game.ts';
import { actionForKey, type KeyPress } from '../play/keys.ts';
import { StateGame } from '../play/state-game.ts';
import { commonArgs, ioOf, jsonLine, parseShape, parseStates, ruleFromFlags, sizeArgs } from './_shared.ts';

/** Largest side `play` draws: a row of 3-character cells must fit a terminal. */
const MAX_PLAY_SIDE = 30;

/** `lightsout play [ROWS] [COLS]`: the game in the terminal (5×5 by default). */
export default defineCommand({
  meta: { name: 'play', description: 'Play in the terminal (up to 36 states): arrows move, space presses, h hint, s solution, n new, q quit' },
  args: {
    ...sizeArgs,
    seed: { type: 'string', valueHint: 'S', description: 'Seed for reproducible boards' },
    ...commonArgs,
  },
  async run({ args, data }) {
    const io = ioOf(data);
    const states = parseStates(args.states, 'play');
    if (states > MAX_SYMBOL_STATES) {
      throw new UsageError(`play draws one symbol per light, so up to ${MAX_SYMBOL_STATES} states, found ${states}`, 'play');
    }
    const rule = ruleFromFlags(args, 'play');
    const [rows, cols] = parseShape(args, 'play', 5);
    if (rows > MAX_PLAY_SIDE || cols > MAX_PLAY_SIDE) {
      throw new UsageError(`play draws boards up to ${MAX_PLAY_SIDE}×${MAX_PLAY_SIDE}, found ${rows}×${cols}`, 'play');
    }
    if (!io.stdin.isTTY || !io.stdin.setRawMode) {
      throw new UsageError("play is interactive and needs a terminal, but stdin is not one; to solve piped grids use 'lightsout solve'", 'play');
    }
    const random = args.seed === undefined ? mathRandom : seededRandom(args.seed);
    const game = states === 2 ? new Game(rows, cols, rule, random) : new StateGame(rows, cols, states, rule, random);
    await runGame(game, io);
    const summary = states === 2 ? { rows, cols, presses: game.presses, solved: game.solved } : { rows, cols, states, presses: game.presses, solved: game.solved };
    io.stdout.write(
      args.json ? jsonLine(summary) : `Cleared ${plural(game.solved, 'board')}; ${plural(game.presses, 'press')} on the last one.\n`,
    );
    return 0;
  },
});

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : word.endsWith('s') ? 'es' : 's'}`;
}

/** Draws the game on the alternate screen and feeds it keys until it quits; always restores the terminal. */
function runGame(game: Pick<Game, 'apply' | 'render' | 'quit'>, io: CliIO): Promise<void> {
  const { stdin, stdout } = io;
  const draw = (): void => {
    // libuv's raw mode keeps ONLCR, so plain '\n' still returns the carriage.
    stdout.write(`\u001b[H\u001b[2J${game.render()}`);
  };
  return new Promise((done) => {
    const onKey = (text: string | undefined, key: KeyPress | undefined): void => {
      const action = actionForKey(text, key);
      if (!action) return;
      game.apply(action);
      if (game.quit) finish();
      else draw();
    };
    const finish = (): void => {
      stdin.off('keypress', onKey);
      stdin.setRawMode?.(false);
      stdin.pause();
      stdout.write('\u001b[?25h\u001b[?1049l');
      done();
    };
    emitKeypressEvents(stdin);
    stdin.setRawMode?.(true);
    stdin.on('keypress', onKey);
    stdin.resume();
    stdout.write('\u001b[?1049h\u001b[?25l');
    draw();
  });
}
