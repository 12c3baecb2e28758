import { describe, expect, it } from 'vitest';
import { actionForKey, isInterrupt } from './keys.ts';

describe('actionForKey', () => {
  it('maps arrows, space, h, s, n, q', () => {
    expect(actionForKey(undefined, { name: 'up' })).toBe('up');
    expect(actionForKey(undefined, { name: 'down' })).toBe('down');
    expect(actionForKey(undefined, { name: 'left' })).toBe('left');
    expect(actionForKey(undefined, { name: 'right' })).toBe('right');
    expect(actionForKey(' ', { name: 'space' })).toBe('press');
    expect(actionForKey('\r', { name: 'return' })).toBe('press');
    expect(actionForKey('h', { name: 'h' })).toBe('hint');
    expect(actionForKey('s', { name: 's' })).toBe('solution');
    expect(actionForKey('n', { name: 'n' })).toBe('new');
    expect(actionForKey('q', { name: 'q' })).toBe('quit');
  });

  it('quits on Escape, interrupts on Ctrl-C, ignores other keys', () => {
    expect(actionForKey('\u0003', { name: 'c', ctrl: true })).toBeNull();
    expect(isInterrupt({ name: 'c', ctrl: true })).toBe(true);
    expect(isInterrupt({ name: 'c' })).toBe(false);
    expect(actionForKey('\u001b', { name: 'escape' })).toBe('quit');
    expect(actionForKey('x', { name: 'x' })).toBeNull();
    expect(actionForKey('c', { name: 'c' })).toBeNull();
  });
});
