/**
 * The errors the library throws on purpose. Each carries a stable `code`, so callers can tell a refusal or
 * bad input (their problem, worth a clear message) from a bug (anything else):
 *
 * - `ERR_ARGUMENT` ({@link ArgumentError}): a value outside what a function accepts (a fractional size, a cell
 *   off the board, an unknown topology name from plain JavaScript).
 * - `ERR_LIMIT` ({@link LimitError}): work or memory past a documented limit, refused before it starts.
 * - `ERR_FORMAT`: text that does not follow its format (`GridFormatError`, `GraphFormatError`,
 *   `StencilFormatError`), with its position.
 *
 * Both classes extend `RangeError`, so `catch (e) { if (e instanceof RangeError) … }` keeps working.
 */

/** The codes of the library's own errors. */
export type LightsOutErrorCode = 'ERR_ARGUMENT' | 'ERR_LIMIT' | 'ERR_FORMAT';

/** A value outside what a function accepts. */
export class ArgumentError extends RangeError {
  /** Always `ArgumentError`. */
  override readonly name = 'ArgumentError';
  /** Always `ERR_ARGUMENT`. */
  readonly code = 'ERR_ARGUMENT' as const;
}

/** Work or memory past a documented limit, refused before anything is allocated or computed. */
export class LimitError extends RangeError {
  /** Always `LimitError`. */
  override readonly name = 'LimitError';
  /** Always `ERR_LIMIT`. */
  readonly code = 'ERR_LIMIT' as const;
  /** The name of the limit, such as `maxCells` or `maxWork`. */
  readonly limit: string;
  /** The amount asked for, in the limit's unit (cells, word operations, bytes…). */
  readonly requested: number;
  /** The largest amount allowed. */
  readonly maximum: number;

  /**
   * @param message What was refused and why, for people.
   * @param limit The name of the limit, such as `maxCells`.
   * @param requested The amount asked for, in the limit's unit.
   * @param maximum The largest amount allowed.
   */
  constructor(message: string, limit: string, requested: number, maximum: number) {
    super(message);
    this.limit = limit;
    this.requested = requested;
    this.maximum = maximum;
  }
}

/**
 * True for every error the library throws on purpose (bad arguments, refused work, malformed text).
 *
 * @param error Anything caught.
 * @returns Whether `error` is an `Error` whose `code` is one of {@link LightsOutErrorCode}.
 */
export function isLightsOutError(error: unknown): error is Error & {
  /** Which kind of error. */
  code: LightsOutErrorCode;
} {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && (code === 'ERR_ARGUMENT' || code === 'ERR_LIMIT' || code === 'ERR_FORMAT');
}
