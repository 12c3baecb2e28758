import { describe, expect, it } from 'vitest';
import { decodeStates, encodeStates } from './states-code.ts';

describe('states code', () => {
  it('runs letters with counts', () => {
    expect(encodeStates([0, 0, 0, 2, 1, 1])).toBe('a3cbb');
    expect(encodeStates(new Uint8Array(100))).toBe('a100');
    expect(encodeStates([])).toBe('');
  });

  it('round-trips random lights for every k up to 10', () => {
    for (let k = 2; k <= 10; k++) {
      const cells = Uint8Array.from({ length: 97 }, (_, i) => (i * i + k) % k);
      expect(decodeStates(encodeStates(cells), cells.length, k)).toEqual(cells);
    }
  });

  it('refuses states too high, wrong lengths and stray characters', () => {
    expect(() => decodeStates('d', 1, 3)).toThrow(/state 3/);
    expect(() => decodeStates('a4', 3, 3)).toThrow(/longer/);
    expect(() => decodeStates('a2', 3, 3)).toThrow(/expected 3/);
    expect(() => decodeStates('a!', 2, 3)).toThrow(/unexpected/);
  });
});
