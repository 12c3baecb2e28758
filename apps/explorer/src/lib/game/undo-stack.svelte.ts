/**
 * Undo and redo over snapshots. `push` records the state before a change; `undo` swaps the current state
 * for the last recorded one (and keeps the current for `redo`). Only the newest `limit` snapshots are kept.
 * `canUndo` and `canRedo` are runes, so the Undo and Redo buttons follow them.
 *
 * @example
 * const stack = new UndoStack<string>();
 * stack.push('a'); // about to change 'a' into 'b'
 * stack.undo('b'); // 'a'
 */
export class UndoStack<T> {
  /** True when there is something to undo. */
  canUndo = $state(false);
  /** True when there is something to redo. */
  canRedo = $state(false);

  private past: T[] = [];
  private future: T[] = [];

  constructor(private limit = 200) {}

  /** Records `before`, the state about to be replaced; clears the redo list. */
  push(before: T): void {
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
    this.sync();
  }

  /** The state to go back to, given the current one; `undefined` when there is none. */
  undo(current: T): T | undefined {
    const previous = this.past.pop();
    if (previous !== undefined) this.future.push(current);
    this.sync();
    return previous;
  }

  /** The state to go forward to, given the current one; `undefined` when there is none. */
  redo(current: T): T | undefined {
    const next = this.future.pop();
    if (next !== undefined) this.past.push(current);
    this.sync();
    return next;
  }

  /** Forgets everything; from now on keeps the newest `limit` snapshots. */
  clear(limit = this.limit): void {
    this.limit = limit;
    this.past = [];
    this.future = [];
    this.sync();
  }

  private sync(): void {
    this.canUndo = this.past.length > 0;
    this.canRedo = this.future.length > 0;
  }
}
