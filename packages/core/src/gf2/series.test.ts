import { describe, expect, test } from 'vitest';
import { cases } from '../_test-seed.ts';
import { seededRandom } from '../puzzle/random.ts';
import { SeriesDivisor, seriesDivide, seriesDivideShifted } from './series.ts';
import { wordsFor } from './words.ts';

/**
 * The power-series divisions against the recurrence y_t = src_t + Σ ℓᵢ·y_{t−i}, one coefficient at a time, and
 * the word quotient w·ℓ⁻¹ mod z³² against its definition (q·ℓ ≡ w mod z³²), on seeded random divisors of degree
 * 0 to 40 (the carry table's 8, the word's 32 and past them).
 */
const random = seededRandom('series');

/** A random ℓ: the constant term and random exponents up to `degree` (which is one). */
function randomExponents(degree: number): number[] {
  const exponents = [0, degree];
  for (let i = 1; i < degree; i++) if (random() % 3 === 0) exponents.push(i);
  return exponents;
}

/** q·ℓ mod z³² (ℓ's exponents), carry-less. */
function timesDivisor(q: number, exponents: readonly number[]): number {
  let out = 0;
  for (const i of new Set(exponents)) if (i < 32) out ^= q << i;
  return out >>> 0;
}

/** y = (src moved up by `lift`, from a `state` of earlier y's) / ℓ, a coefficient at a time. */
function recurrence(src: Uint32Array, bits: number, exponents: readonly number[], state: number, lift = 0, cyclic = false): Uint32Array {
  const bit = (t: number): number => (src[t >>> 5]! >>> (t & 31)) & 1;
  const y: number[] = [];
  for (let t = 0; t < bits; t++) {
    let b = t >= lift ? bit(t - lift) : cyclic ? bit(t - lift + bits) : 0;
    for (const i of new Set(exponents)) {
      if (i === 0) continue;
      if (t - i >= 0) b ^= y[t - i]!;
      else if (i - t <= 31) b ^= (state >>> (i - t - 1)) & 1;
    }
    y.push(b);
  }
  const out = new Uint32Array(wordsFor(bits));
  y.forEach((b, t) => {
    if (b) out[t >>> 5]! |= 1 << (t & 31);
  });
  return out;
}

describe('SeriesDivisor and the series divisions', () => {
  test('invertWord is w·ℓ⁻¹ mod z³² for every byte at every place and random words, degrees 0 to 40', () => {
    for (let degree = 0; degree <= 40; degree++) {
      const exponents = degree === 0 ? [0] : randomExponents(degree);
      const divisor = new SeriesDivisor(exponents);
      const words = [...Array.from({ length: 1024 }, (_, e) => ((e & 255) << (8 * (e >>> 8))) >>> 0), ...Array.from({ length: 64 }, () => random() >>> 0)];
      expect(
        words.map((w) => timesDivisor(divisor.invertWord(w), exponents)),
        `${exponents}`,
      ).toEqual(words);
    }
  });

  test('seriesDivide and seriesDivideShifted equal the recurrence on seeded random rows around the word edges', () => {
    const lengths = [1, 5, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129];
    for (let i = 0; i < cases(300); i++) {
      const degree = random() % 41;
      const exponents = degree === 0 ? [0] : randomExponents(degree);
      const divisor = new SeriesDivisor(exponents);
      const bits = lengths[i % lengths.length]!;
      const src = Uint32Array.from({ length: wordsFor(bits) }, () => random());
      if (bits % 32 !== 0) src[src.length - 1]! &= (1 << (bits % 32)) - 1;
      const state = random() >>> 1; // y_{−1} … y_{−31}
      const label = `ℓ ${exponents}, ${bits} bits`;
      const dst = new Uint32Array(src.length);
      seriesDivide(dst, src, bits, divisor, state);
      expect([...dst], label).toEqual([...recurrence(src, bits, exponents, state)]);
      if (degree >= 32) continue; // the shifted division takes ℓ of degree below 32
      const lift = random() % 32;
      const cyclic = random() % 2 === 0 && lift < bits;
      const shifted = new Uint32Array(src.length + 2);
      const padded = new Uint32Array(src.length + 3);
      padded.set(src, 2);
      seriesDivideShifted(shifted, padded, 2, bits, divisor, lift, cyclic, 1);
      expect([...shifted.subarray(1, 1 + src.length)], `${label}, lift ${lift}, cyclic ${cyclic}`).toEqual([...recurrence(src, bits, exponents, 0, lift, cyclic)]);
    }
  });
});
