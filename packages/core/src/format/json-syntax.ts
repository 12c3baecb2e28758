/** Where a JSON text first breaks the grammar, and what was expected there. */
export interface JsonSyntaxError {
  /** 0-based offset of the offending character (the text's length at an early end). */
  readonly offset: number;
  /** What the grammar allowed at that point, in words. */
  readonly expected: string;
}

/**
 * Finds the first syntax error of a JSON text by a strict recursive-descent scan (RFC 8259), or returns
 * null when the text is valid. `JSON.parse` names the position of only some errors; this names all.
 */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  let i = 0;
  const fail = (expected: string): never => {
    throw { offset: i, expected } satisfies JsonSyntaxError;
  };
  const ws = (): void => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const literal = (word: string): void => {
    for (const ch of word) {
      if (text[i] !== ch) fail(`'${word}'`);
      i++;
    }
  };
  const string = (): void => {
    i++; // the opening quote
    for (;;) {
      const ch = text[i];
      if (ch === undefined) fail('a closing \'"\'');
      if (ch === '"') {
        i++;
        return;
      }
      if (ch! < ' ') fail('a character or an escape (control characters must be escaped)');
      if (ch === '\\') {
        i++;
        const e = text[i];
        if (e === 'u') {
          for (let k = 1; k <= 4; k++) {
            i++;
            if (!/[0-9a-fA-F]/.test(text[i] ?? '')) fail('four hex digits after \\u');
          }
        } else if (e === undefined || !'"\\/bfnrt'.includes(e)) fail('an escape: \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX');
      }
      i++;
    }
  };
  const number = (): void => {
    if (text[i] === '-') i++;
    if (text[i] === '0') i++;
    else if (/[1-9]/.test(text[i] ?? '')) while (/[0-9]/.test(text[i] ?? '')) i++;
    else fail('a digit');
    if (text[i] === '.') {
      i++;
      if (!/[0-9]/.test(text[i] ?? '')) fail('a digit after the decimal point');
      while (/[0-9]/.test(text[i] ?? '')) i++;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!/[0-9]/.test(text[i] ?? '')) fail('a digit in the exponent');
      while (/[0-9]/.test(text[i] ?? '')) i++;
    }
  };
  const value = (depth: number): void => {
    if (depth > 512) fail('less nesting (over 512 levels)');
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail('a property name in double quotes');
        string();
        ws();
        if (text[i] !== ':') fail("':' after the property name");
        i++;
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return;
        } else fail("',' or '}' after the property value");
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') {
        i++;
        return;
      }
      for (;;) {
        value(depth + 1);
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return;
        } else fail("',' or ']' after an array element");
      }
    }
    if (ch === '"') string();
    else if (ch === 't') literal('true');
    else if (ch === 'f') literal('false');
    else if (ch === 'n') literal('null');
    else if (ch === '-' || /[0-9]/.test(ch ?? '')) number();
    else fail('a value (object, array, string, number, true, false or null)');
  };
  try {
    value(0);
    ws();
    if (i < text.length) fail('the end of the text');
    return null;
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'offset' in error) return error as JsonSyntaxError;
    throw error;
  }
}
