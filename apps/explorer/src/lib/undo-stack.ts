/**
 * Undo and redo over snapshots. `push` records the state before a change; `undo` swaps the current state
 * for the last recorded one (and keeps the current for `redo`). Only the newest `limit` snapshots are kept.
 *
 * @example
 * const stack = new UndoStack<string>();
 * stack.push('a'); // about to change 'a' into 'b'
 * stack.undo('b'); // 'a'
 */
export class UndoStack<T> {
  private past: T[] = [];
  private future: T[] = [];

  constructor(private readonly limit = 200) {}

  /** True when there is something to undo. */
  get canUndo(): boolean {
    return this.past.length > 0;
  }

  /** True when there is something to redo. */
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Records `before`, the state about to be replaced; clears the redo list. */
  push(before: T): void {
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  /** The state to go back to, given the current one; `undefined` when there is none. */
  undo(current: T): T | undefined {
    const previous = this.past.pop();
    if (previous !== undefined) this.future.push(current);
    return previous;
  }

  /** The state to go forward to, given the current one; `undefined` when there is none. */
  redo(current: T): T | undefined {
    const next = this.future.pop();
    if (next !== undefined) this.past.push(current);
    return next;
  }

  /** Forgets everything. */
  clear(): void {
    this.past = [];
    this.future = [];
  }
}
