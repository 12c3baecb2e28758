import { describe, expect, it } from 'vitest';
import { ticks } from './axis.ts';

describe('ticks', () => {
  it('starts at 1 and steps in round numbers', () => {
    expect(ticks(300)).toEqual([1, 50, 100, 150, 200, 250, 300]);
    expect(ticks(20)).toEqual([1, 5, 10, 15, 20]);
    expect(ticks(2000)).toEqual([1, 500, 1000, 1500, 2000]);
    expect(ticks(1)).toEqual([1]);
  });
});
