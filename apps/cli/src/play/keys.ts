/** Everything a player can do; the keys map to these. */
export type GameAction = 'up' | 'down' | 'left' | 'right' | 'press' | 'hint' | 'solution' | 'new' | 'quit';

/** The parts of a node `readline` keypress event that the game reads. */
export interface KeyPress {
  name?: string | undefined;
  ctrl?: boolean | undefined;
}

/** True for Ctrl-C, which raw mode delivers as a key: it interrupts the game (exit 130), unlike the quit keys. */
export function isInterrupt(key: KeyPress | undefined): boolean {
  return key?.ctrl === true && key.name === 'c';
}

/** The game action for a key, or `null` for keys the game ignores (Ctrl-C among them: see {@link isInterrupt}). Escape and q quit. */
export function actionForKey(text: string | undefined, key: KeyPress | undefined): GameAction | null {
  if (isInterrupt(key)) return null;
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
