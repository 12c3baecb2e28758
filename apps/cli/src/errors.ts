import { GraphFormatError, GridFormatError, isLightsOutError, StencilFormatError } from '@lightsout/core';
import { quoteText } from '@lightsout/core/algebra';

/** A piece of the command line in a message: as typed when it is plain, else quoted with invisible characters escaped. */
export function shownArg(text: string, maxChars = 40): string {
  return text.length <= maxChars && /^[\x21-\x7e]+$/.test(text) ? text : quoteText(text, maxChars);
}

/** The longest line of an error message: anything longer (input a parser quoted whole) keeps its start and end. */
export const MAX_MESSAGE_CHARS = 1000;

/**
 * `message` with every line of more than {@link MAX_MESSAGE_CHARS} characters shortened to its start and end and
 * its length: a safety net under the quoting of input, so no input makes a message grow with it.
 */
export function boundMessage(message: string): string {
  const keep = MAX_MESSAGE_CHARS / 2 - 20;
  return message
    .split('\n')
    .map((line) => (line.length <= MAX_MESSAGE_CHARS ? line : `${line.slice(0, keep)} … ${line.slice(-keep)} (${line.length} characters)`))
    .join('\n');
}

/** Exit status when `solve` met an unsolvable board, and for nothing else. */
export const EXIT_UNSOLVABLE = 1;
/** Exit status for bad usage or bad input (including the library's refusals: limits and bad arguments). */
export const EXIT_USAGE = 2;
/** Exit status for a bug: an error the CLI did not expect (EX_SOFTWARE of sysexits.h). */
export const EXIT_BUG = 70;

/** A command line the CLI cannot run: unknown flag, bad value, missing argument. Exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  /** The command whose `--help` explains the usage, when known. */
  readonly command: string | undefined;

  constructor(message: string, command?: string) {
    super(message);
    this.command = command;
  }
}

/** Input that cannot be used, at a 1-based position in a named file (`<stdin>` for stdin). Exit code 2. */
export class InputError extends Error {
  override readonly name = 'InputError';
  /** File name as the user gave it, or `<stdin>`. */
  readonly file: string;
  /** 1-based line; 0 when the problem is the file itself. */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
  /** What is wrong, without the position. */
  readonly reason: string;

  constructor(file: string, line: number, column: number, reason: string) {
    const shown = file === '<stdin>' ? file : shownArg(file, 500);
    super(line > 0 ? `${shown}:${line}:${column}: ${reason}` : `${shown}: ${reason}`);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** The same problem from a {@link GridFormatError}, placed in `file`. */
  static fromGrid(file: string, error: GridFormatError): InputError {
    return new InputError(file, error.line, error.column ?? 1, error.reason);
  }

  /** A {@link GraphFormatError} placed in `file`: line and column (with the JSON path in the reason), or the path alone. */
  static fromGraph(file: string, error: GraphFormatError): InputError {
    // One line: a reason never spans lines, but be safe with anything a parser quotes.
    const reason = error.reason.replace(/\s*\n\s*/g, ' ');
    if (error.line !== undefined) return new InputError(file, error.line, error.column ?? 1, reason);
    return new InputError(file, 0, 0, error.path !== undefined && !reason.startsWith(error.path) ? `${error.path}: ${reason}` : reason);
  }
}

/** Thrown by output writers once the reader has gone away (EPIPE): the run stops quietly. */
export class BrokenPipe extends Error {
  override readonly name = 'BrokenPipe';
}

/** The signals that end a run at its next record boundary, with the exit status a shell reports for each (128 + its number). */
export const SIGNAL_EXITS = { SIGHUP: 129, SIGINT: 130, SIGTERM: 143 } as const;

/** One of {@link SIGNAL_EXITS}. */
export type StopSignal = keyof typeof SIGNAL_EXITS;

/** A signal stopped the run at a record boundary: what was printed is whole; exit 128 + the signal's number. */
export class Interrupted extends Error {
  override readonly name = 'Interrupted';
  /** The signal. */
  readonly signal: StopSignal;

  constructor(signal: StopSignal) {
    super(`stopped by ${signal}`);
    this.signal = signal;
  }
}

/** Results could not be written (a full disk, an I/O error): exit 2, since the output is incomplete. */
export class OutputError extends Error {
  override readonly name = 'OutputError';

  constructor(cause: NodeJS.ErrnoException) {
    // EBADF on the output is a closed stdout (`>&-`).
    super(`cannot write the output: ${cause.code === 'EBADF' ? 'stdout is closed' : (ERRNO_TEXT[cause.code ?? ''] ?? cause.code ?? cause.message)}`);
  }
}

const ERRNO_TEXT: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EISDIR: 'is a directory, expected a file of grids',
  ENOTDIR: 'a part of the path is not a directory',
  EMFILE: 'too many open files',
  ENOSPC: 'no space left on device',
  EIO: 'input/output error',
};

/** Node's system errors (`ENOENT`, `EACCES`, …) as a short phrase. */
export function describeErrno(error: NodeJS.ErrnoException): string {
  return (error.code && ERRNO_TEXT[error.code]) ?? `cannot read: ${error.code ?? error.message}`;
}

/**
 * True for a failed allocation: V8's `RangeError: Array buffer allocation failed` (a typed array larger than the
 * memory the process may take, under `ulimit -v` or on a small machine). The work is too large for this machine:
 * a refusal (exit 2), not a bug.
 */
export function isOutOfMemory(error: unknown): error is RangeError {
  return error instanceof RangeError && /allocation failed/i.test(error.message);
}

/** Memory in use now, in words (`1.4 GB`), for out-of-memory messages. */
export function memoryInUse(): string {
  const bytes = process.memoryUsage.rss();
  return bytes >= 1e9 ? `${(bytes / 1e9).toFixed(1)} GB` : `${Math.round(bytes / 1e6)} MB`;
}

/** The message for a failed allocation while working on `what` (a board, a graph, a command line). */
export function outOfMemoryReason(what: string): string {
  return `out of memory working on ${what} (${memoryInUse()} in use when an allocation failed); it needs more memory than this process may take`;
}

/** The error for a refusal or a failed allocation met while working on a grid or graph of `file` (null for anything else). */
export function refusalAt(error: unknown, file: string, line: number, what: string): InputError | null {
  if (isRefusal(error)) return new InputError(file, line, line > 0 ? 1 : 0, error.message);
  if (isOutOfMemory(error)) return new InputError(file, line, line > 0 ? 1 : 0, outOfMemoryReason(what));
  return null;
}

/** True for the library's refusals of what it was given: its typed errors (`ERR_ARGUMENT`, `ERR_LIMIT`, `ERR_FORMAT`). */
export function isRefusal(error: unknown): error is Error {
  return isLightsOutError(error);
}

/**
 * The exit code for an error: 2 for what the user can fix (usage, input, the library's refusals, files that
 * cannot be read or written), 70 for anything else, which is a bug.
 */
export function exitCodeOf(error: unknown): number {
  if (error instanceof Interrupted) return SIGNAL_EXITS[error.signal];
  if (error instanceof UsageError || error instanceof InputError || error instanceof OutputError) return EXIT_USAGE;
  if (isRefusal(error) || isErrno(error) || isOutOfMemory(error)) return EXIT_USAGE;
  return EXIT_BUG;
}

/**
 * The message for any error a command can throw, without a stack trace: usage errors add a second line naming
 * the command's help; input errors carry `FILE:LINE:COLUMN`; the library's typed errors pass their message
 * through; anything else is a bug, said in one line with where to report it.
 */
export function describeError(error: unknown): string {
  if (error instanceof UsageError) {
    const help = error.command ? `lightsout ${error.command} --help` : 'lightsout --help';
    return `lightsout: ${error.message}\nRun '${help}' for usage.`;
  }
  if (error instanceof InputError) return error.message;
  if (error instanceof OutputError || error instanceof Interrupted) return `lightsout: ${error.message}`;
  if (error instanceof GridFormatError) return `<input>:${error.line}:${error.column ?? 1}: ${error.reason}`;
  if (error instanceof GraphFormatError) return InputError.fromGraph('<input>', error).message;
  if (error instanceof StencilFormatError) return `lightsout: --stencil: ${error.message}`;
  if (isRefusal(error)) return `lightsout: ${error.message}`;
  if (isOutOfMemory(error)) return `lightsout: ${outOfMemoryReason('this command')}`;
  if (isErrno(error)) return error.path ? `${error.path}: ${describeErrno(error)}` : `lightsout: ${describeErrno(error)}`;
  const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `lightsout: internal error (a bug in lightsout; please report it with the command that caused it): ${what.replace(/\s*\n\s*/g, ' ')}`;
}

function isErrno(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && 'syscall' in error;
}
