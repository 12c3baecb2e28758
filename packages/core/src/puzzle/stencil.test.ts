import { describe, expect, it } from 'vitest';
import { customStencil, formatStencil, hasCenter, namedStencil, STENCIL_NAMES, stencilReach, transposeStencil } from './stencil.ts';
import { MAX_STENCIL_SIDE, parseStencil, StencilFormatError } from '../format/stencil-pattern.ts';

describe('named stencils', () => {
  it('have the documented offsets with and without the centre', () => {
    expect(STENCIL_NAMES).toEqual(['cross', 'moore', 'diagonal']);
    expect(namedStencil('cross').offsets).toEqual([[-1, 0], [0, -1], [0, 0], [0, 1], [1, 0]]);
    expect(namedStencil('cross', { center: false }).offsets).toEqual([[-1, 0], [0, -1], [0, 1], [1, 0]]);
    expect(namedStencil('moore').offsets.length).toBe(9);
    expect(namedStencil('moore', { center: false }).offsets.length).toBe(8);
    expect(namedStencil('diagonal').offsets).toEqual([[-1, -1], [-1, 1], [0, 0], [1, -1], [1, 1]]);
    expect(namedStencil('diagonal', { center: false }).offsets).toEqual([[-1, -1], [-1, 1], [1, -1], [1, 1]]);
    for (const name of STENCIL_NAMES) {
      expect(namedStencil(name).name).toBe(name);
      expect(namedStencil(name, { center: false }).name).toBe(`${name}-no-center`);
      expect(hasCenter(namedStencil(name))).toBe(true);
      expect(hasCenter(namedStencil(name, { center: false }))).toBe(false);
      expect(stencilReach(namedStencil(name))).toEqual({ rows: 1, cols: 1 });
    }
  });

  it('format as their patterns', () => {
    expect(formatStencil(namedStencil('cross').offsets)).toBe('.#./###/.#.');
    expect(formatStencil(namedStencil('moore').offsets)).toBe('###/###/###');
    expect(formatStencil(namedStencil('moore', { center: false }).offsets)).toBe('###/#.#/###');
    expect(formatStencil(namedStencil('diagonal').offsets)).toBe('#.#/.#./#.#');
    expect(formatStencil([[0, 0]])).toBe('#');
  });
});

describe('customStencil', () => {
  it('removes duplicates, sorts row-major, and names itself by its pattern', () => {
    const s = customStencil([[1, 0], [0, 0], [1, 0], [-1, 1]]);
    expect(s.offsets).toEqual([[-1, 1], [0, 0], [1, 0]]);
    expect(s.name).toBe('..#/.#./.#.');
    expect(customStencil([[0, 0]], 'mine').name).toBe('mine');
    expect(() => customStencil([[0.5, 0]])).toThrow(RangeError);
    expect(stencilReach(customStencil([[0, -3], [2, 1]]))).toEqual({ rows: 2, cols: 3 });
  });
});

describe('parseStencil', () => {
  it('reads centred offsets from the pattern', () => {
    expect(parseStencil('.#./###/.#.').offsets).toEqual(namedStencil('cross').offsets);
    expect(parseStencil('###/#.#/###').offsets).toEqual(namedStencil('moore', { center: false }).offsets);
    expect(parseStencil('#').offsets).toEqual([[0, 0]]);
    expect(parseStencil('.#./.##/...').offsets).toEqual([[-1, 0], [0, 0], [0, 1]]);
    expect(parseStencil('..#..').offsets).toEqual([[0, 0]]);
    expect(parseStencil('#..../...../...../...../....#').offsets).toEqual([[-2, -2], [2, 2]]);
    expect(parseStencil('  .#./###/.#.  ').offsets.length).toBe(5);
    expect(parseStencil('.#./.##/...').name).toBe('.#./.##/...');
  });

  it('round-trips formatStencil for patterns whose frame is their reach', () => {
    for (const p of ['.#./###/.#.', '#.#/.#./#.#', '.#./.##/..#', '#....', '...../..#../.###./...../#....']) {
      const s = parseStencil(p);
      expect(formatStencil(s.offsets)).toBe(p);
      expect(parseStencil(formatStencil(s.offsets)).offsets).toEqual(s.offsets);
    }
  });

  function errorOf(pattern: string): StencilFormatError {
    try {
      parseStencil(pattern);
    } catch (e) {
      expect(e).toBeInstanceOf(StencilFormatError);
      return e as StencilFormatError;
    }
    throw new Error(`parseStencil accepted ${JSON.stringify(pattern)}`);
  }

  it('names the column of a wrong character (1-based, counting the slashes)', () => {
    const e = errorOf('.#./#x#/.#.');
    expect(e.column).toBe(6);
    expect(e.message).toBe("column 6: expected '#', '.' or '/', found 'x'");
    expect(e.name).toBe('StencilFormatError');
    expect(errorOf('x').column).toBe(1);
    expect(errorOf('.#./.#./..o').column).toBe(11);
    expect(errorOf('# #').column).toBe(2);
  });

  it('counts columns in the pattern as given, leading blanks included (callers quote the raw text)', () => {
    expect(errorOf('  .#./#x#/.#.').column).toBe(8);
    expect(errorOf(' .#./##/...').column).toBe(6);
  });

  it('names the column where a ragged row starts', () => {
    const e = errorOf('.#./##/...');
    expect(e.column).toBe(5);
    expect(e.message).toMatch(/expected every row to have 3 cells, row 2 has 2/);
    expect(errorOf('.#./.#./.#.#').column).toBe(9);
  });

  it('refuses empty patterns, even sizes, no # at all, and oversized patterns', () => {
    expect(errorOf('').message).toMatch(/found nothing/);
    expect(errorOf('   ').column).toBeUndefined();
    expect(errorOf('.#./###').message).toMatch(/odd number of rows, found 2/);
    expect(errorOf('##/##/##').message).toMatch(/odd row width, found 2/);
    expect(errorOf('//').message).toMatch(/odd row width, found 0/);
    expect(errorOf('.../...').message).toMatch(/odd number of rows/);
    expect(errorOf('.../.../...').message).toMatch(/at least one #/);
    const big = '#'.repeat(MAX_STENCIL_SIDE + 2);
    expect(errorOf(big).message).toMatch(/larger than/);
    expect(errorOf(Array(MAX_STENCIL_SIDE + 2).fill('#').join('/')).message).toMatch(/larger than/);
    expect(parseStencil('#'.repeat(MAX_STENCIL_SIDE)).offsets.length).toBe(MAX_STENCIL_SIDE);
  });
});

describe('transposeStencil', () => {
  it('negates offsets; symmetric stencils come back as the same object', () => {
    for (const name of STENCIL_NAMES) {
      for (const center of [true, false]) {
        const s = namedStencil(name, { center });
        expect(transposeStencil(s)).toBe(s);
      }
    }
    const a = parseStencil('.#./.##/...');
    const t = transposeStencil(a);
    expect(t).not.toBe(a);
    expect(t.offsets).toEqual([[0, -1], [0, 0], [1, 0]]);
    expect(t.name).toBe('.../##./.#.');
    expect(transposeStencil(t).offsets).toEqual(a.offsets);
    // no negative zero sneaks in
    expect(t.offsets.flat().some((v) => Object.is(v, -0))).toBe(false);
  });
});
