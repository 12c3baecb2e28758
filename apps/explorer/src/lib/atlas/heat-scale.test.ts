import { describe, expect, it } from 'vitest';
import { binOf, binValues, heatBins, nullityCounts } from './heat-scale.ts';

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

describe('legend values', () => {
  it('counts each nullity and lists the ones in a bin', () => {
    const counts = nullityCounts(Int32Array.from([0, 2, 2, 5, 8, 0, 7]), 6);
    expect(counts).toEqual([2, 0, 2, 0, 0, 1, 0, 0, 1]); // the 7 after the first six is not counted
    const bins = heatBins(8, '#ccc');
    expect(binValues(bins[0]!, counts)).toBe('0 (2)');
    expect(binValues(binOf(bins, 2), counts)).toBe('2 (2)');
    expect(binValues(binOf(bins, 5), counts)).toBe('5 (1), 8 (1)');
    expect(binValues(binOf(bins, 1), counts)).toBe('none shown');
    expect(binValues({ min: 0, max: 99, colour: '', label: '' }, [1, 1, 1, 1], 2)).toBe('0 (1), 1 (1) and 2 more');
  });
});
