import type { GameAction } from './_cursor-game.ts';

/** The parts of a node `readline` keypress event that the game reads. */
export interface KeyPress {
  name?: string | undefined;
  ctrl?: boolean | undefined;
}

/** The game action for a key, or `null` for keys the game ignores. Ctrl-C and Escape quit. */
export function actionForKey(text: string | undefined, key: KeyPress | undefined): GameAction | null {
  if (key?.ctrl && key.name === 'c') return 'quit';
  switch (key?.name) {
    case 'up':
    case 'down':
    case 'left':
    case 'right':
      return key.name;
    case 'space':
    case 'return':
      return 'press';
    case 'escape':
      return 'quit';
  }
  switch (text) {
    case ' ':
      return 'press';
    case 'h':
      return 'hint';
    case 's':
      return 'solution';
    case 'n':
      return 'new';
    case 'q':
      return 'quit';
    default:
      return null;
  }
}
