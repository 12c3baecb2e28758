import { describe, expect, it } from 'vitest';
import { count, num, superscript } from './text.ts';

describe('text', () => {
  it('puts nouns in the right number and groups thousands', () => {
    expect(count(1, 'edge')).toBe('1 edge');
    expect(count(1500, 'edge')).toBe('1,500 edges');
    expect(count(1, 'vertex', 'vertices')).toBe('1 vertex');
    expect(count(0, 'lit cell')).toBe('0 lit cells');
    expect(num(1_000_000)).toBe('1,000,000');
  });

  it('writes exponents as superscripts', () => {
    expect(superscript(-23)).toBe('⁻²³');
    expect(superscript(80)).toBe('⁸⁰');
  });
});
