import { describe, expect, it } from 'vitest';
import { powerOfTwo, solvableFraction } from './facts-format.ts';

describe('powerOfTwo', () => {
  it('writes small powers in full with grouping', () => {
    expect(powerOfTwo(0).short).toBe('1');
    expect(powerOfTwo(2).short).toBe('4');
    expect(powerOfTwo(20).short).toBe('1,048,576');
  });

  it('keeps every digit of large powers while shortening the display', () => {
    const p = powerOfTwo(300);
    expect(p.digits).toBe(91);
    expect(p.full).toBe((2n ** 300n).toString());
    expect(p.short).toMatch(/^203703597633…[0-9]{12}$/);
  });
});

describe('solvableFraction', () => {
  it('says all boards for nullity 0', () => {
    expect(solvableFraction(0)).toBe('all (100%)');
  });

  it('gives 1 in 2^k with a percentage', () => {
    expect(solvableFraction(2)).toBe('1 in 4 (25%)');
    expect(solvableFraction(4)).toBe('1 in 16 (6.25%)');
    expect(solvableFraction(80)).toBe('1 in 2⁸⁰ (8.3 × 10⁻²³%)');
    expect(solvableFraction(30)).toBe('1 in 1,073,741,824 (9.3 × 10⁻⁸%)');
  });
});
