import { describe, expect, it } from 'vitest';
import { binOf, heatBins } from './heat-scale.ts';

describe('heatBins', () => {
  it('gives 0 its own colour and doubles the bins after it', () => {
    const bins = heatBins(20, '#eeeeee');
    expect(bins.map((b) => b.label)).toEqual(['0', '1', '2', '3–4', '5–8', '9–16', '17–20']); // the largest shown is 20
    expect(bins.at(-1)!.max).toBe(32); // the bin itself still spans 17–32
    expect(bins[0]!.colour).toBe('#eeeeee');
  });

  it('ends in an open bin for very large nullities, labelled up to the largest shown', () => {
    const bins = heatBins(100000, '#000');
    expect(bins.at(-1)!.label).toBe('257–100,000');
    expect(binOf(bins, 99999)).toBe(bins.at(-1));
  });

  it('finds the bin of a nullity', () => {
    const bins = heatBins(64, '#000');
    expect(binOf(bins, 0).label).toBe('0');
    expect(binOf(bins, 4).label).toBe('3–4');
    expect(binOf(bins, 5).label).toBe('5–8');
  });

  it('always shows at least the bins 0 and 1', () => {
    expect(heatBins(0, '#000').map((b) => b.label)).toEqual(['0', '1']);
  });
});
