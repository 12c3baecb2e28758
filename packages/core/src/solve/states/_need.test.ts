import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../puzzle/random.ts';
import { negateStates } from './_need.ts';

/**
 * The word-at-a-time negation against −v mod k cell by cell, and its check against a scan for a cell of k or more:
 * seeded random cells, k on both sides of 128, lengths around the word, aligned and unaligned views.
 */
const random = seededRandom('states-need');

describe('negateStates', () => {
  test('−v mod k cell by cell, every k of a few kinds, lengths around the word, aligned or not', () => {
    for (const k of [2, 3, 4, 5, 7, 127, 128, 129, 200, 255]) {
      for (const length of [0, 1, 3, 4, 5, 8, 11, 64, 1001]) {
        for (const offset of [0, 1, 4]) {
          const from = new Uint8Array(length + offset).subarray(offset);
          for (let i = 0; i < length; i++) from[i] = random() % 3 === 0 ? 0 : random() % k;
          const out = new Uint8Array(length);
          const label = `k = ${k}, ${length} cells at offset ${offset}`;
          expect(negateStates(from, out, k), label).toBe(true);
          expect(Array.from(out), label).toEqual(Array.from(from, (v) => (k - v) % k));
        }
      }
    }
  });

  test('a cell of k or more anywhere is found, whatever the other cells', () => {
    for (const k of [2, 3, 100, 128, 129, 255]) {
      for (const at of [0, 1, 3, 4, 7, 500, 1000]) {
        for (const bad of [k, k + 1, 127, 128, 255].filter((v) => v >= k && v <= 255)) {
          const from = Uint8Array.from({ length: 1001 }, () => random() % k);
          from[at] = bad;
          expect(negateStates(from, new Uint8Array(1001), k), `k = ${k}, ${bad} at ${at}`).toBe(false);
        }
      }
    }
  });
});
