import { describe, expect, it } from 'vitest';
import { decodeStates, encodeStates } from './states-code.ts';

describe('states code', () => {
  it('runs letters with counts', () => {
    expect(encodeStates([0, 0, 0, 2, 1, 1], 3)).toBe('a3cbb');
    expect(encodeStates(new Uint8Array(100), 3)).toBe('a100');
    expect(encodeStates([], 3)).toBe('');
  });

  it('round-trips random lights for every k up to 10', () => {
    for (let k = 2; k <= 10; k++) {
      const cells = Uint8Array.from({ length: 97 }, (_, i) => (i * i + k) % k);
      expect(decodeStates(encodeStates(cells, k), cells.length, k)).toEqual(cells);
    }
  });

  it('packs noisy boards, and the packed form round-trips', () => {
    let seed = 5;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed;
    };
    for (const k of [3, 4, 7, 10]) {
      const cells = Uint8Array.from({ length: 1003 }, () => next() % k);
      const code = encodeStates(cells, k);
      expect(code.startsWith('_')).toBe(true);
      expect(decodeStates(code, cells.length, k)).toEqual(cells);
    }
    expect(() => decodeStates('_AAA', 15, 3)).toThrow(/characters/);
  });

  it('refuses states too high, wrong lengths and stray characters', () => {
    expect(() => decodeStates('d', 1, 3)).toThrow(/state 3/);
    expect(() => decodeStates('a4', 3, 3)).toThrow(/longer/);
    expect(() => decodeStates('a2', 3, 3)).toThrow(/expected 3/);
    expect(() => decodeStates('a!', 2, 3)).toThrow(/unexpected/);
  });
});
