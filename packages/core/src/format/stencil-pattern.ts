import { describeCharAt } from './grid-error.ts';
import { customStencil, MAX_STENCIL_SIDE, type Offset, type Stencil } from '../puzzle/stencil.ts';
import { assertString } from '../validate.ts';

export { MAX_STENCIL_SIDE } from '../puzzle/stencil.ts';

/** A malformed stencil pattern; `column` is 1-based within the pattern text. */
export class StencilFormatError extends Error {
  /** Always `StencilFormatError`. */
  override readonly name = 'StencilFormatError';
  /** Always `ERR_FORMAT`: text that does not follow its format. */
  readonly code = 'ERR_FORMAT' as const;
  /** 1-based position in the pattern where the problem is, when there is one. */
  readonly column: number | undefined;

  /**
   * @param message What was expected and what was found.
   * @param column 1-based position in the pattern, when there is one.
   */
  constructor(message: string, column?: number) {
    super(column === undefined ? message : `column ${column}: ${message}`);
    this.column = column;
  }
}

/**
 * Parses a custom stencil such as `.#./###/.#.`: rows split by `/`, `#` toggled, `.` not, the middle cell is
 * the pressed cell. Every row has the same odd width and there is an odd number of rows.
 *
 * @param pattern The pattern; spaces around it are ignored.
 * @returns A new stencil named by the pattern.
 * @throws {StencilFormatError} for anything else, or a side past {@link MAX_STENCIL_SIDE}.
 * @throws {ArgumentError} for a pattern that is not a string.
 */
export function parseStencil(pattern: string): Stencil {
  assertString(pattern, 'pattern');
  const text = pattern.trim();
  if (text === '') throw new StencilFormatError("expected a pattern such as '.#./###/.#.', found nothing");
  const rows = text.split('/');
  const width = rows[0]!.length;
  let column = pattern.length - pattern.trimStart().length + 1; // columns count in the text as given
  const offsets: Offset[] = [];
  const height = rows.length;
  if (height % 2 === 0) throw new StencilFormatError(`expected an odd number of rows, found ${height}`);
  if (height > MAX_STENCIL_SIDE || width > MAX_STENCIL_SIDE) {
    throw new StencilFormatError(`stencil is larger than ${MAX_STENCIL_SIDE}×${MAX_STENCIL_SIDE}`);
  }
  rows.forEach((row, r) => {
    if (row.length !== width) {
      throw new StencilFormatError(`expected every row to have ${width} cells, row ${r + 1} has ${row.length}`, column);
    }
    for (let c = 0; c < row.length; c++, column++) {
      const ch = row[c];
      if (ch === '#') offsets.push([r - (height - 1) / 2, c - (width - 1) / 2]);
      else if (ch !== '.') throw new StencilFormatError(`expected '#', '.' or '/', found ${describeCharAt(row, c)}`, column);
    }
    column++; // the '/'
  });
  if (width % 2 === 0) throw new StencilFormatError(`expected an odd row width, found ${width}`);
  if (offsets.length === 0) throw new StencilFormatError('expected at least one # in the pattern');
  return customStencil(offsets, text);
}
