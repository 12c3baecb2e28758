import { GridFormatError, StencilFormatError } from '@lightsout/core';

/** Exit status for bad usage or bad input. */
export const EXIT_USAGE = 2;

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
    super(line > 0 ? `${file}:${line}:${column}: ${reason}` : `${file}: ${reason}`);
    this.file = file;
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** The same problem from a {@link GridFormatError}, placed in `file`. */
  static fromGrid(file: string, error: GridFormatError): InputError {
    return new InputError(file, error.line, error.column ?? 1, error.reason);
  }
}

/** Thrown by output writers once the reader has gone away (EPIPE): the run stops quietly. */
export class BrokenPipe extends Error {
  override readonly name = 'BrokenPipe';
}

const ERRNO_TEXT: Record<string, string> = {
  ENOENT: 'no such file or directory',
  EACCES: 'permission denied',
  EISDIR: 'is a directory, expected a file of grids',
  ENOTDIR: 'a part of the path is not a directory',
  EMFILE: 'too many open files',
};

/** Node's system errors (`ENOENT`, `EACCES`, …) as a short phrase. */
export function describeErrno(error: NodeJS.ErrnoException): string {
  return (error.code && ERRNO_TEXT[error.code]) ?? `cannot read: ${error.code ?? error.message}`;
}

/**
 * The one-line message for any error a command can throw, without a stack trace: usage errors name the
 * command's help, input errors carry `FILE:LINE:COLUMN`, library range errors pass their message through.
 */
export function describeError(error: unknown): string {
  if (error instanceof UsageError) {
    const help = error.command ? `lightsout ${error.command} --help` : 'lightsout --help';
    return `lightsout: ${error.message}\nRun '${help}' for usage.`;
  }
  if (error instanceof InputError) return error.message;
  if (error instanceof GridFormatError) return `<input>:${error.line}:${error.column ?? 1}: ${error.reason}`;
  if (error instanceof StencilFormatError) return `lightsout: --stencil: ${error.message}`;
  if (isErrno(error)) {
    return error.path ? `${error.path}: ${describeErrno(error)}` : `lightsout: ${describeErrno(error)}`;
  }
  if (error instanceof RangeError) return `lightsout: ${error.message}`;
  if (error instanceof Error) return `lightsout: internal error: ${error.message}`;
  return `lightsout: internal error: ${String(error)}`;
}

function isErrno(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string' && 'syscall' in error;
}
