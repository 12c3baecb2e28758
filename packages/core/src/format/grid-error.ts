import { quoteText } from './quote.ts';

/** A grid text that does not follow the format; positions are 1-based. */
export class GridFormatError extends Error {
  /** Always `GridFormatError`. */
  override readonly name = 'GridFormatError';
  /** Always `ERR_FORMAT`: text that does not follow its format. */
  readonly code = 'ERR_FORMAT' as const;
  /** 1-based line of the problem. */
  readonly line: number;
  /** 1-based column of the problem, when it is within a line. */
  readonly column: number | undefined;
  /** What was expected and what was found, without the position. */
  readonly reason: string;
  /** When a two-state parser met a k-state header (`M N K`, K > 2): the state count K it declares. */
  readonly states: number | undefined;

  /**
   * @param reason What was expected and what was found.
   * @param line 1-based line.
   * @param column 1-based column, when the problem is within a line.
   * @param details For a k-state header met by the two-state parser, the `states` it declares.
   */
  constructor(
    reason: string,
    line: number,
    column?: number,
    details: {
      /** The state count a k-state header declares. */
      states?: number;
    } = {},
  ) {
    super(column === undefined ? `line ${line}: ${reason}` : `line ${line}, column ${column}: ${reason}`);
    this.line = line;
    this.column = column;
    this.reason = reason;
    this.states = details.states;
  }
}

/**
 * A character (or a short piece of text) as shown in an error: quoted, with invisible ones escaped.
 *
 * @param ch The character, or undefined past the end of a line.
 * @returns The character quoted, or `end of line`.
 */
export function describeChar(ch: string | undefined): string {
  if (ch === undefined) return 'end of line';
  return ch === '\uFFFD' ? `${quoteText(ch)} (bytes that are not UTF-8)` : quoteText(ch);
}

/**
 * The character at `index` of `text` (the whole code point, so an emoji is not split), or `end of line` past the end.
 *
 * @param text The line.
 * @param index A 0-based index in it.
 * @returns The character quoted, or `end of line`.
 */
export function describeCharAt(text: string, index: number): string {
  return describeChar(index < text.length ? String.fromCodePoint(text.codePointAt(index)!) : undefined);
}
