import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { BrokenPipe, describeErrno, InputError } from './errors.ts';

/** The streams and environment a command runs against; the binary passes the process's, tests their own. */
export interface CliIO {
  /** Grid text when no file is named, and keys for `play`. */
  readonly stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  /** Results only. */
  readonly stdout: Writable & { isTTY?: boolean; columns?: number; rows?: number };
  /** Errors, notes and nothing else. */
  readonly stderr: Writable;
  /** Environment variables (`CI` turns progress bars off). */
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Directory that relative file names start from. */
  readonly cwd: string;
}

/** The process's own streams, with a closed pipe on stdout ending the run quietly. */
export function processIO(): CliIO {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    process.stderr.write(`lightsout: cannot write output: ${error.message}\n`);
    process.exit(2);
  });
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env, cwd: process.cwd() };
}

/** True when a progress bar may be drawn: stdout is a terminal and this is not CI. */
export function isInteractive(io: CliIO): boolean {
  return io.stdout.isTTY === true && !io.env.CI;
}

/** A source of grid text, read in chunks so a file of any size streams in bounded memory. */
export interface Input {
  /** The name errors show: the path as given, or `<stdin>`. */
  readonly name: string;
  /** Size in bytes when known (a regular file), for progress. */
  readonly size: number | undefined;
  /** The text, in chunks of about 1 MiB. */
  readonly chunks: AsyncIterable<string>;
  /** Bytes consumed so far. */
  bytesRead(): number;
  /** Calls `listener` with the bytes consumed so far after every chunk (for progress bars). */
  watch(listener: (bytes: number) => void): void;
}

const CHUNK_BYTES = 1 << 20;

/** Opens `path` (or stdin for `-` / nothing) as UTF-8 text; a missing or unreadable file is an {@link InputError}. */
export async function openInput(path: string | undefined, io: CliIO): Promise<Input> {
  if (path === undefined || path === '-') {
    if (io.stdin.isTTY) io.stderr.write('reading grids from the terminal; end with Ctrl-D\n');
    io.stdin.setEncoding('utf8');
    let bytes = 0;
    let listener = (_bytes: number): void => {};
    const stdin = io.stdin;
    return {
      name: '<stdin>',
      size: undefined,
      chunks: (async function* () {
        for await (const chunk of stdin) {
          bytes += (chunk as string).length;
          listener(bytes);
          yield chunk as string;
        }
      })(),
      bytesRead: () => bytes,
      watch: (next) => {
        listener = next;
      },
    };
  }
  const full = resolve(io.cwd, path);
  const info = await stat(full).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(path, 0, 0, describeErrno(error));
  });
  if (info.isDirectory()) throw new InputError(path, 0, 0, 'is a directory, expected a file of grids');
  const stream = createReadStream(full, { encoding: 'utf8', highWaterMark: CHUNK_BYTES });
  let listener = (_bytes: number): void => {};
  return {
    name: path,
    size: info.isFile() ? info.size : undefined,
    chunks: (async function* () {
      try {
        for await (const chunk of stream) {
          listener(stream.bytesRead);
          yield chunk as string;
        }
      } catch (error) {
        throw new InputError(path, 0, 0, describeErrno(error as NodeJS.ErrnoException));
      }
    })(),
    bytesRead: () => stream.bytesRead,
    watch: (next) => {
      listener = next;
    },
  };
}

/**
 * Buffered, backpressure-aware writing to a stream: text and bytes are gathered into blocks of about
 * 256 KiB, and a full stream is awaited, so printing a 100 MB press grid never holds more than a block.
 */
export class Output {
  private readonly stream: Writable;
  private parts: Uint8Array[] = [];
  private size = 0;
  private broken = false;

  constructor(stream: Writable) {
    this.stream = stream;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') this.broken = true;
    });
  }

  /** Appends text (UTF-8); flushes when a block is full. */
  async text(text: string): Promise<void> {
    await this.bytes(Buffer.from(text, 'utf8'));
  }

  /** Appends bytes; flushes when a block is full. */
  async bytes(bytes: Uint8Array): Promise<void> {
    if (this.broken) throw new BrokenPipe('output closed');
    this.parts.push(bytes);
    this.size += bytes.length;
    if (this.size >= 1 << 18) await this.flush();
  }

  /** Writes everything gathered so far, waiting while the stream is full. */
  async flush(): Promise<void> {
    if (this.size === 0) return;
    const block = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts, this.size);
    this.parts = [];
    this.size = 0;
    if (this.broken) throw new BrokenPipe('output closed');
    if (!this.stream.write(block)) {
      await new Promise<void>((done) => {
        const finish = (): void => {
          this.stream.off('drain', finish);
          this.stream.off('error', finish);
          this.stream.off('close', finish);
          done();
        };
        this.stream.on('drain', finish);
        this.stream.on('error', finish);
        this.stream.on('close', finish);
      });
    }
  }
}
