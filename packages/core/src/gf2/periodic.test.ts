import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { foldPeriod, xorTiled } from './periodic.ts';
import { getBit, wordsFor } from './words.ts';

describe('periodic folds', () => {
  it('fold and tile match their definitions for every period shape the splits use', () => {
    const random = seededRandom('periodic');
    for (const bits of [1, 7, 31, 32, 33, 95, 96, 97, 200, 384]) {
      for (const period of [1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192]) {
        const src = new Uint32Array(wordsFor(bits) + 1);
        for (let j = 0; j < bits; j++) if (random() & 1) src[1 + (j >>> 5)]! |= 1 << (j & 31);
        const bins = foldPeriod(src, bits, period, 1);
        for (let i = 0; i < period; i++) {
          let want = 0;
          for (let j = i; j < bits; j += period) want ^= getBit(src.subarray(1), j) ? 1 : 0;
          expect(getBit(bins, i) ? 1 : 0, `${bits} bits, period ${period}, bin ${i}`).toBe(want);
        }
        const phase = random() % 1000;
        const dst = new Uint32Array(wordsFor(bits) + 2);
        xorTiled(dst, bits, bins, period, phase, 2);
        for (let j = 0; j < bits + 32; j++) {
          const want = j < bits && getBit(bins, (j + phase) % period);
          expect(getBit(dst.subarray(2), j), `${bits} bits, period ${period}, cell ${j}`).toBe(want);
        }
      }
    }
  });
});
