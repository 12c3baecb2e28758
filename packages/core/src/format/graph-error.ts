/** A graph text or JSON that does not follow its format. Positions are 1-based; JSON problems name a path. */
export class GraphFormatError extends Error {
  /** Always `GraphFormatError`. */
  override readonly name = 'GraphFormatError';
  /** Always `ERR_FORMAT`: text that does not follow its format. */
  readonly code = 'ERR_FORMAT' as const;
  /** 1-based line of the problem, when known. */
  readonly line: number | undefined;
  /** 1-based column, when known. */
  readonly column: number | undefined;
  /** For JSON input: where in the document, such as `edges[3][1]`. */
  readonly path: string | undefined;
  /** What was expected and what was found, without the position. */
  readonly reason: string;

  /**
   * @param reason What was expected and what was found.
   * @param where The position: 1-based `line` and `column` in text, or a JSON `path`.
   */
  constructor(
    reason: string,
    where: {
      /** 1-based line. */
      line?: number;
      /** 1-based column. */
      column?: number;
      /** Where in a JSON document. */
      path?: string;
    } = {},
  ) {
    const at =
      where.line !== undefined
        ? where.column !== undefined
          ? `line ${where.line}, column ${where.column}: `
          : `line ${where.line}: `
        : where.path !== undefined
          ? `${where.path}: `
          : '';
    super(`${at}${reason}`);
    this.line = where.line;
    this.column = where.column;
    this.path = where.path;
    this.reason = reason;
  }
}
