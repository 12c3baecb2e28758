import { describe, expect, it } from 'vitest';
import { actionForKey } from './keys.ts';

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

  it('quits on Ctrl-C and Escape, ignores other keys', () => {
    expect(actionForKey('\u0003', { name: 'c', ctrl: true })).toBe('quit');
    expect(actionForKey('\u001b', { name: 'escape' })).toBe('quit');
    expect(actionForKey('x', { name: 'x' })).toBeNull();
    expect(actionForKey('c', { name: 'c' })).toBeNull();
  });
});
