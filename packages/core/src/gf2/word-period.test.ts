import { describe, expect, it } from 'vitest';
import { seededRandom } from '../puzzle/random.ts';
import { applyWord, byteTables } from './byte-tables.ts';
import { foldWords, wordPeriod, xorTiledWords } from './word-period.ts';
import { popcount32, tailMask, wordsFor } from './words.ts';

const random = seededRandom('word period');

/** A row of `bits` cells whose words repeat `pattern` (q words), the last cut at the row's end. */
function tiled(pattern: Uint32Array, bits: number): Uint32Array {
  const row = Uint32Array.from({ length: wordsFor(bits) }, (_, k) => pattern[k % pattern.length]!);
  row[row.length - 1]! &= tailMask(bits);
  return row;
}

/** Rows of `bits` cells at widths either side of the word, u64 and vector edges, and past a few blocks of 8 words. */
const WIDTHS = [1, 31, 32, 33, 63, 64, 65, 95, 96, 97, 127, 128, 129, 159, 160, 161, 255, 256, 257, 383, 385, 1000];

describe('rows of a short period in words', () => {
  it('wordPeriod finds the least period of a set of rows, and none when one bit breaks it', () => {
    for (const bits of WIDTHS) {
      const words = wordsFor(bits);
      for (let q = 1; q <= Math.min(8, words); q++) {
        // rows of period q whose patterns are not of a smaller period (their first word differs from every other)
        const rows = Array.from({ length: 3 }, () => {
          const pattern = Uint32Array.from({ length: q }, (_, j) => (j === 0 ? 0 : random() | 1));
          return tiled(pattern, bits);
        });
        const label = `${bits} bits, q = ${q}`;
        expect(wordPeriod(rows, bits, 8), label).toBe(q);
        if (words === q) continue;
        // one bit flipped past the first period (within the row): no period ≤ q remains
        const broken = rows.map((r) => r.slice());
        const cell = 32 * q + (random() % (bits - 32 * q));
        broken[1]![cell >>> 5]! ^= 1 << (cell & 31);
        const after = wordPeriod(broken, bits, 8);
        expect(after === 0 || after > q, label).toBe(true);
        expect(wordPeriod(broken, bits, q), label).toBe(0);
      }
    }
  });

  it('a fold to q words keeps every parity against a row of period q, and a tile writes the pattern out cut at the end', () => {
    for (const bits of WIDTHS) {
      const words = wordsFor(bits);
      for (let q = 1; q <= Math.min(8, words); q++) {
        const w = tiled(Uint32Array.from({ length: q }, () => random()), bits);
        const v = tiled(Uint32Array.from({ length: words }, () => random()), bits);
        const src = new Uint32Array(words + 3);
        src.set(v, 3);
        const bins = new Uint32Array(q);
        foldWords(bins, src, 3, words, q);
        let plain = 0;
        for (let k = 0; k < words; k++) plain ^= w[k]! & v[k]!;
        let folded = 0;
        for (let j = 0; j < q; j++) folded ^= w[j]! & bins[j]!;
        expect(popcount32(folded) & 1, `${bits} bits, q = ${q}`).toBe(popcount32(plain) & 1);
        const pattern = Uint32Array.from({ length: q }, () => random());
        const dst = new Uint32Array(words + 2);
        dst.set(v, 1);
        xorTiledWords(dst, 1, bits, pattern, q);
        const want = tiled(pattern, bits);
        for (let k = 0; k < words; k++) want[k]! ^= v[k]!;
        expect([...dst.subarray(1, 1 + words)], `${bits} bits, q = ${q}`).toEqual([...want]);
        expect([dst[0], dst[words + 1]]).toEqual([0, 0]);
      }
    }
  });

  it('byte tables apply a linear map as the XOR of its input bits', () => {
    for (const inputs of [32, 64, 96]) {
      const images = Uint32Array.from({ length: inputs }, () => random());
      const t = byteTables(images);
      expect(t.length).toBe(32 * inputs);
      for (let trial = 0; trial < 20; trial++) {
        const word = random() % (inputs / 32);
        const v = random();
        let want = 0;
        for (let b = 0; b < 32; b++) if ((v >>> b) & 1) want ^= images[32 * word + b]!;
        expect(applyWord(t, word, v), `${inputs} inputs`).toBe(want >>> 0);
      }
    }
  });
});
