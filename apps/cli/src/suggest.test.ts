import { describe, expect, it } from 'vitest';
import { closest, editDistance } from './suggest.ts';

describe('closest', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('jsno', 'json')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('suggests only what is close, or the one candidate a prefix names', () => {
    const commands = ['solve', 'count', 'nullity', 'kernel', 'random', 'play'];
    expect(closest('slove', commands)).toBe('solve');
    expect(closest('nul', commands)).toBe('nullity');
    expect(closest('frob', commands)).toBeNull();
    expect(closest('x', commands)).toBeNull();
  });
});
