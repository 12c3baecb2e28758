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

  /**
   * @param reason What was expected and what was found.
   * @param line 1-based line.
   * @param column 1-based column, when the problem is within a line.
   */
  constructor(reason: string, line: number, column?: number) {
    super(column === undefined ? `line ${line}: ${reason}` : `line ${line}, column ${column}: ${reason}`);
    this.line = line;
    this.column = column;
    this.reason = reason;
  }
}

/** A character as shown in an error: quoted, with invisible ones escaped. */
export function describeChar(ch: string | undefined): string {
  if (ch === undefined) return 'end of line';
  return `'${JSON.stringify(ch).slice(1, -1)}'`;
}
