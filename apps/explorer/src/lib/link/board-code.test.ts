import { Board, randomBoard, seededRandom } from '@lightsout/core';
import { describe, expect, it } from 'vitest';
import { decodeBoard, encodeBoard } from './board-code.ts';

describe('board code', () => {
  it('writes an empty board as nothing and an all-on board as one short run', () => {
    expect(encodeBoard(new Board(5, 5))).toBe('');
    expect(encodeBoard(Board.filled(1000, 1000)).length).toBeLessThan(20);
  });

  it('round-trips boards of many shapes', () => {
    const random = seededRandom('board-code');
    for (const [rows, cols] of [[1, 1], [1, 7], [5, 5], [3, 33], [31, 65], [64, 1], [100, 100]] as const) {
      const board = randomBoard(rows, cols, { random });
      const back = decodeBoard(rows, cols, encodeBoard(board));
      expect(back.equals(board), `${rows}×${cols}`).toBe(true);
    }
  });

  it('round-trips a 1000×1000 board and keeps sparse ones short', () => {
    const sparse = new Board(1000, 1000);
    sparse.set(0, 0, true);
    sparse.set(999, 999, true);
    const code = encodeBoard(sparse);
    expect(code.length).toBeLessThan(40);
    expect(decodeBoard(1000, 1000, code).equals(sparse)).toBe(true);
    const dense = randomBoard(1000, 1000, { random: seededRandom(7) });
    expect(decodeBoard(1000, 1000, encodeBoard(dense)).equals(dense)).toBe(true);
  });

  it('uses only characters that need no escaping in a URL', () => {
    const code = encodeBoard(randomBoard(20, 20, { random: seededRandom(1) }));
    expect(code).toMatch(/^[A-Za-z0-9\-_.]+$/);
    expect(encodeURIComponent(code)).toBe(code);
  });

  it('refuses a code of the wrong length or with foreign characters', () => {
    const code = encodeBoard(Board.filled(5, 5));
    expect(() => decodeBoard(6, 6, code)).toThrow(RangeError);
    expect(() => decodeBoard(5, 5, 'ab*d')).toThrow(/unexpected character/);
  });
});
