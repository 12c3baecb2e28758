import { GraphFormatError } from './graph-error.ts';
import { quoteText } from './quote.ts';

/** The JSON number grammar (RFC 8259), anchored at the scan position. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** What a JSON value starting with `ch` is, in words, for "found …". */
function kindOf(ch: string | undefined): string {
  if (ch === undefined) return 'the end of the text';
  if (ch === '{') return 'an object';
  if (ch === '[') return 'an array';
  if (ch === '"') return 'a string';
  if (ch === 't' || ch === 'f') return 'a boolean';
  if (ch === 'n') return 'null';
  return 'a number';
}

/**
 * The tokens of a JSON text read in place at a scan position (whitespace, punctuation, numbers as written, keys), and
 * its errors located by line, column and JSON path: a syntax error names what the grammar expected, a structure error
 * what the document's reader expected where a value stands.
 */
export class JsonScanner {
  /** The scan position, an offset into `text`. */
  protected i = 0;
  /** The text, without a leading BOM. */
  protected readonly text: string;

  /** @param text The JSON text (a leading BOM is skipped). */
  constructor(text: string) {
    this.text = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }

  /** A number token, as written and as a value; anything else is an error naming `what` was expected. */
  protected number(path: string, what: string): { text: string; value: number } {
    const ch = this.peek();
    if (ch !== '-' && !(ch !== undefined && ch >= '0' && ch <= '9')) this.unexpected(path, what);
    NUMBER.lastIndex = this.i;
    const match = NUMBER.exec(this.text);
    if (!match) this.syntax('a digit');
    const text = match[0];
    this.i += text.length;
    return { text, value: Number(text) };
  }

  /** An object key: a JSON string, escapes decoded. */
  protected key(): string {
    if (this.peek() !== '"') this.syntax('a property name in double quotes');
    const { value, end } = this.stringAt(this.i);
    this.i = end;
    return value;
  }

  /** The JSON string whose opening quote is at `from`, decoded, and the offset just past its closing quote. */
  protected stringAt(from: number): { value: string; end: number } {
    let end = from + 1;
    for (;;) {
      const code = this.text.charCodeAt(end);
      if (Number.isNaN(code)) {
        this.i = end;
        this.syntax('a closing \'"\'');
      }
      if (code === 34) break;
      if (code < 32) {
        this.i = end;
        this.syntax('a character or an escape (control characters must be escaped)');
      }
      end += code === 92 ? 2 : 1;
    }
    try {
      return { value: JSON.parse(this.text.slice(from, end + 1)) as string, end: end + 1 };
    } catch {
      this.i = from;
      this.syntax('a string with valid escapes');
    }
  }

  /** Not what `what` names: a structure error when a JSON value starts here, else a syntax error. */
  protected unexpected(path: string, what: string, at = this.i): never {
    const ch = this.peek();
    if (ch !== undefined && !'{["tfn-0123456789'.includes(ch)) this.syntax('a value');
    const found = ch === '"' ? `a string ${quoteText(this.stringAt(this.i).value)}` : kindOf(ch);
    this.fail(path, `expected ${what}, found ${found}`, at);
  }

  /** Skips JSON whitespace (space, tab, CR, LF). */
  protected ws(): void {
    for (;;) {
      const c = this.text.charCodeAt(this.i);
      if (c === 32 || c === 10 || c === 13 || c === 9) this.i++;
      else return;
    }
  }

  /** The character at the scan position, or undefined at the end. */
  protected peek(): string | undefined {
    return this.i < this.text.length ? this.text[this.i] : undefined;
  }

  /** Steps over `ch` when it is next; whether it was. */
  protected take(ch: string): boolean {
    if (this.text[this.i] !== ch) return false;
    this.i++;
    return true;
  }

  /** Steps over `ch`, or fails with a syntax error naming `what` was expected. */
  protected expect(ch: string, what: string): void {
    if (!this.take(ch)) this.syntax(what);
  }

  /** Text that is not JSON: the grammar's expectation at the scan position. */
  protected syntax(expected: string): never {
    const ch = this.peek();
    const found = ch === undefined ? 'the end of the text' : quoteText(String.fromCodePoint(this.text.codePointAt(this.i)!));
    throw new GraphFormatError(`not valid JSON: expected ${expected}, found ${found}`, this.position(this.i));
  }

  /** A structure problem at `path`, placed at offset `at` (the scan position by default). */
  protected fail(path: string, reason: string, at = this.i): never {
    // A path holds a key as written: quote it when it is not plain.
    const shown = /^[$\w[\]]+$/.test(path) ? path : quoteText(path);
    throw new GraphFormatError(path === '$' ? reason : `${shown}: ${reason}`, { ...this.position(at), path: shown });
  }

  /** The 1-based line and column of an offset. */
  protected position(offset: number): { line: number; column: number } {
    let line = 1;
    let lineStart = 0;
    for (let nl = this.text.indexOf('\n'); nl >= 0 && nl < offset; nl = this.text.indexOf('\n', nl + 1)) {
      line++;
      lineStart = nl + 1;
    }
    return { line, column: offset - lineStart + 1 };
  }
}
