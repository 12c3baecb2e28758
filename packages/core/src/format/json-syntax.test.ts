import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GraphFormatError } from './graph-error.ts';
import { parseGraphJson } from './graph-json.ts';
import { findJsonSyntaxError } from './json-syntax.ts';

const parses = (text: string): boolean => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

describe('findJsonSyntaxError', () => {
  it('agrees with JSON.parse on valid documents and on mangled ones', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), fc.constantFrom('', ',', '}', ']', '"', ':', 'x', '\n', '01'), (value, at, insert) => {
        const valid = JSON.stringify(value, null, at % 3);
        expect(findJsonSyntaxError(valid)).toBeNull();
        const cut = at % (valid.length + 1);
        const mangled = valid.slice(0, cut) + insert + valid.slice(cut);
        expect(findJsonSyntaxError(mangled) === null).toBe(parses(mangled));
      }),
      { numRuns: 400 },
    );
  });

  it('names the offset and what was expected', () => {
    expect(findJsonSyntaxError('{"a": }')).toEqual({ offset: 6, expected: 'a value (object, array, string, number, true, false or null)' });
    expect(findJsonSyntaxError('[[0,1],]')).toEqual({ offset: 7, expected: 'a value (object, array, string, number, true, false or null)' });
    expect(findJsonSyntaxError('{"a":1')).toEqual({ offset: 6, expected: "',' or '}' after the property value" });
    expect(findJsonSyntaxError('')).toEqual({ offset: 0, expected: 'a value (object, array, string, number, true, false or null)' });
    expect(findJsonSyntaxError('{} x')).toEqual({ offset: 3, expected: 'the end of the text' });
    expect(findJsonSyntaxError('[01]')).toEqual({ offset: 2, expected: "',' or ']' after an array element" });
  });
});

describe('parseGraphJson on malformed JSON', () => {
  it('reports line and column of the first syntax error', () => {
    const text = '{\n  "vertices": 3,\n  "edges": [[0, 1],]\n}\n';
    let error: unknown;
    try {
      parseGraphJson(text);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GraphFormatError);
    expect((error as GraphFormatError).line).toBe(3);
    expect((error as GraphFormatError).column).toBe(20);
    expect((error as GraphFormatError).message).toMatch(/expected a value .*, found '\]'/);
  });
});
