import { createReadStream, fstatSync, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { describeErrno, InputError } from './errors.ts';

/** A terminal-aware output stream. */
export type TerminalWritable = Writable & { isTTY?: boolean; columns?: number; rows?: number };

/** The streams and environment a command runs against; the binary passes the process's, tests their own. */
export interface CliIO {
  /** Grid text when no file is named, and keys for `play`. */
  readonly stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  /** Results only. */
  readonly stdout: TerminalWritable;
  /** Errors, notes and the progress bar, nothing else. */
  readonly stderr: TerminalWritable;
  /** Environment variables (`CI` turns progress bars off, `NO_COLOR` colours). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Directory that relative file names start from. */
  readonly cwd: string;
  /** Why stdin cannot be read as input (a directory, closed), or null; the process's is checked with fstat. */
  stdinProblem?(): string | null;
  /** Why stdout cannot take results (closed: `>&-`), or null; the process's is checked with fstat. */
  stdoutProblem?(): string | null;
  /** Signals from outside (`play` restores the terminal on SIGINT, SIGTERM, SIGHUP); the process by default. */
  readonly signals?: Pick<NodeJS.Process, 'on' | 'off' | 'kill' | 'pid'>;
}

/**
 * The process's own streams. Write errors on stderr are ignored (a note that cannot be shown must not turn a
 * success or an input error into another exit code); stdout's are handled by the run's `Output`.
 */
export function processIO(): CliIO {
  process.stderr.on('error', () => {});
  process.stdout.on('error', () => {});
  return {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    cwd: process.cwd(),
    stdinProblem: processStdinProblem,
    stdoutProblem: processStdoutProblem,
    signals: process,
  };
}

/** Stdin as a directory (`< /tmp`) or closed (`<&-`, which Node reopens as /dev/null) would read as empty input. */
function processStdinProblem(): string | null {
  try {
    const info = fstatSync(0);
    if (info.isDirectory()) return 'is a directory, expected grids';
    const nul = statSync('/dev/null', { throwIfNoEntry: false });
    if (nul && info.isCharacterDevice() && info.rdev === nul.rdev) return 'is closed (or /dev/null): there is no input to read; name a FILE or pipe the input in';
    return null;
  } catch {
    return 'is closed: there is no input to read; name a FILE or pipe the input in';
  }
}

/**
 * Stdout closed (`>&-`): Node reopens a closed fd 1 as /dev/null read-write, where `>/dev/null` opens it
 * write-only, so on Linux (`/proc/self/fdinfo`) the two are told apart and results are not silently lost. A stdout
 * of /dev/null opened read-write by a parent (a `spawn` with `stdio: 'ignore'`) reads as closed too.
 */
function processStdoutProblem(): string | null {
  try {
    const info = fstatSync(1);
    const nul = statSync('/dev/null', { throwIfNoEntry: false });
    if (!nul || !info.isCharacterDevice() || info.rdev !== nul.rdev) return null;
    const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync('/proc/self/fdinfo/1', 'utf8'));
    // O_ACCMODE is 3 and O_RDWR 2 on Linux.
    return flags && (Number.parseInt(flags[1]!, 8) & 3) === 2 ? 'stdout is closed' : null;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EBADF' ? 'stdout is closed' : null;
  }
}

/** True when a progress bar may be drawn: stderr is a terminal and this is not CI. */
export function isInteractive(io: CliIO): boolean {
  return io.stderr.isTTY === true && !io.env.CI;
}

/** True when `stream` may show colours: a terminal, and `NO_COLOR` unset or empty (https://no-color.org). */
export function useColour(io: CliIO, stream: TerminalWritable): boolean {
  return stream.isTTY === true && !io.env.NO_COLOR;
}

/** A source of input bytes, read in chunks so a file of any size streams in bounded memory. */
export interface Input {
  /** The name errors show: the path as given, or `<stdin>`. */
  readonly name: string;
  /** Size in bytes when known (a regular file), for progress. */
  readonly size: number | undefined;
  /** The bytes, in chunks of at most 64 KiB (what a parser completes per chunk stays small). */
  readonly chunks: AsyncIterable<Uint8Array>;
  /** Calls `listener` with the bytes consumed so far after every chunk (for progress bars). */
  watch(listener: (bytes: number) => void): void;
}

/** Chunks are cut to this size: a chunk of tiny grids completes about 16,000 boards, not a quarter million. */
const CHUNK_BYTES = 1 << 16;

/**
 * Opens `path` (or stdin for `-` / nothing); a missing, unreadable or unusable input is an {@link InputError}.
 * `what` names what the file should hold, for the messages (`grids`, `a graph`).
 */
export async function openInput(path: string | undefined, io: CliIO, what = 'grids'): Promise<Input> {
  if (path === undefined || path === '-') {
    const problem = io.stdinProblem?.() ?? null;
    if (problem) throw new InputError('<stdin>', 0, 0, problem);
    if (io.stdin.isTTY) io.stderr.write(`reading ${what} from the terminal; end with Ctrl-D\n`);
    return inputOf('<stdin>', undefined, () => io.stdin, (error) => {
      throw new InputError('<stdin>', 0, 0, describeErrno(error));
    });
  }
  if (path === '') throw new InputError(path, 0, 0, 'is not a file name');
  const full = resolve(io.cwd, path);
  const info = await stat(full).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(path, 0, 0, describeErrno(error));
  });
  if (info.isDirectory()) throw new InputError(path, 0, 0, `is a directory, expected ${what === 'grids' ? 'a file of grids' : `${what} file`}`);
  // Opened when first read: an input refused by its size is never opened.
  return inputOf(path, info.isFile() ? info.size : undefined, () => createReadStream(full, { highWaterMark: 1 << 20 }), (error) => {
    throw new InputError(path, 0, 0, describeErrno(error));
  });
}

function inputOf(name: string, size: number | undefined, open: () => Readable, failed: (error: NodeJS.ErrnoException) => never): Input {
  let listener = (_bytes: number): void => {};
  let bytes = 0;
  return {
    name,
    size,
    chunks: (async function* () {
      try {
        for await (const chunk of open()) {
          const data: Uint8Array = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array);
          for (let at = 0; at < data.length; at += CHUNK_BYTES) {
            const piece = data.subarray(at, at + CHUNK_BYTES);
            bytes += piece.length;
            yield piece;
          }
          listener(bytes);
        }
      } catch (error) {
        if (error instanceof InputError || !(error instanceof Error) || !('code' in error)) throw error;
        failed(error as NodeJS.ErrnoException);
      }
    })(),
    watch: (next) => {
      listener = next;
    },
  };
}
