import { describe, expect, it } from 'vitest';
import { UndoStack } from './undo-stack.svelte.ts';

describe('UndoStack', () => {
  it('undoes and redoes in order, and a new change clears the redo list', () => {
    const stack = new UndoStack<string>();
    stack.push('a'); // a → b
    stack.push('b'); // b → c
    expect(stack.undo('c')).toBe('b');
    expect(stack.undo('b')).toBe('a');
    expect(stack.undo('a')).toBeUndefined();
    expect(stack.redo('a')).toBe('b');
    stack.push('b'); // b → d
    expect(stack.canRedo).toBe(false);
    expect(stack.redo('d')).toBeUndefined();
  });

  it('keeps only the newest snapshots', () => {
    const stack = new UndoStack<number>(3);
    for (let i = 0; i < 10; i++) stack.push(i);
    expect([stack.undo(10), stack.undo(9), stack.undo(8), stack.undo(7)]).toEqual([9, 8, 7, undefined]);
  });

  it('says whether there is something to undo or redo, and clear takes a new limit', () => {
    const stack = new UndoStack<number>();
    expect([stack.canUndo, stack.canRedo]).toEqual([false, false]);
    stack.push(1);
    expect([stack.canUndo, stack.canRedo]).toEqual([true, false]);
    stack.undo(2);
    expect([stack.canUndo, stack.canRedo]).toEqual([false, true]);
    stack.clear(2);
    expect([stack.canUndo, stack.canRedo]).toEqual([false, false]);
    for (let i = 0; i < 5; i++) stack.push(i);
    expect([stack.undo(5), stack.undo(4), stack.undo(3)]).toEqual([4, 3, undefined]);
  });
});
