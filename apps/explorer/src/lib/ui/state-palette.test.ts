import { describe, expect, it } from 'vitest';
import { stateColour, statePixels, stateTextColour } from './state-palette.ts';

describe('state palette', () => {
  it('gives state 0 the off colour and distinct colours to 1..k−1', () => {
    for (let k = 2; k <= 10; k++) {
      expect(stateColour(0, k)).toBe('var(--cell-off)');
      const colours = Array.from({ length: k - 1 }, (_, i) => stateColour(i + 1, k));
      expect(new Set(colours).size).toBe(k - 1);
      for (const c of colours) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('darkens as the state grows, with readable text on every colour', () => {
    const lightness = (c: string) => [1, 3, 5].reduce((s, i) => s + Number.parseInt(c.slice(i, i + 2), 16), 0);
    for (let v = 1; v < 9; v++) expect(lightness(stateColour(v, 10))).toBeGreaterThan(lightness(stateColour(v + 1, 10)));
    expect(stateTextColour(1, 10)).toBe('#111111');
    expect(stateTextColour(9, 10)).toBe('#ffffff');
  });

  it('packs pixels as little-endian RGBA', () => {
    const px = statePixels(3, 7);
    expect(px[0]).toBe(7);
    expect(px[1]! >>> 24).toBe(0xff);
  });
});
