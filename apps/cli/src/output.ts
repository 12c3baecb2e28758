import type { Writable } from 'node:stream';
import { BrokenPipe, Interrupted, OutputError, type StopSignal } from './errors.ts';

/** Bytes gathered before a write: large enough to keep writes few, small enough to bound memory. */
const BLOCK_BYTES = 1 << 18;

const encoder = new TextEncoder();

/** Writes give the event loop a turn at least this often (ms), so a signal is seen even when stdout is a file. */
const YIELD_MS = 50;

/**
 * Buffered, backpressure-aware writing of results: text and bytes are copied into one block of 256 KiB, which
 * is handed to the stream when full, and a full stream is awaited. Memory stays at a block or two whatever is
 * printed (a million tiny answers or one 100 MB press grid); no caller's buffer is kept after a call returns.
 *
 * A closed pipe (EPIPE) makes later writes throw {@link BrokenPipe} (the run ends quietly); any other write
 * error (a full disk: ENOSPC) throws {@link OutputError} (exit 2). A signal ({@link interrupt}) stops the run at
 * the next {@link record} boundary, so the output ends after a whole result.
 */
export class Output {
  private readonly stream: Writable;
  private block = new Uint8Array(BLOCK_BYTES);
  private at = 0;
  private failure: NodeJS.ErrnoException | null = null;
  /** True once anything has been written (or gathered). */
  started = false;
  /** The signal that asked the run to stop, once one has. */
  stopping: StopSignal | null = null;
  private turn = performance.now();
  private readonly closedReason: (() => string | null) | undefined;
  private opened = false;

  /**
   * @param stream Where the results go.
   * @param closedReason Why the stream cannot take results (stdout closed: `>&-`), asked once, before the first
   *   byte: a run that writes nothing there (a shard writing its chunk files) is not refused for it.
   */
  constructor(stream: Writable, closedReason?: () => string | null) {
    this.stream = stream;
    this.closedReason = closedReason;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      this.failure ??= error;
    });
  }

  /** Asks the run to stop at the next record boundary. */
  interrupt(signal: StopSignal): void {
    this.stopping ??= signal;
  }

  /**
   * Marks a record boundary (a whole grid, line or JSON element is out): when a signal has come, writes what is
   * gathered and throws {@link Interrupted}.
   */
  async record(): Promise<void> {
    if (this.stopping === null && performance.now() - this.turn > YIELD_MS) {
      // Work that writes little (counting, a slow solve per grid) still lets a signal in between records.
      await new Promise((done) => setImmediate(done));
      this.turn = performance.now();
    }
    if (this.stopping === null) return;
    await this.flush();
    throw new Interrupted(this.stopping);
  }

  /** Appends text (UTF-8). */
  async text(text: string): Promise<void> {
    this.check();
    if (text.length > 0) this.open();
    this.started ||= text.length > 0;
    let rest = text;
    for (;;) {
      const { read, written } = encoder.encodeInto(rest, this.block.subarray(this.at));
      this.at += written;
      if (read === rest.length) break;
      rest = rest.slice(read);
      await this.flush();
    }
    if (this.at === this.block.length) await this.flush();
  }

  /** Appends bytes (copied: the caller may reuse its array). */
  async bytes(bytes: Uint8Array): Promise<void> {
    this.check();
    if (bytes.length > 0) this.open();
    this.started ||= bytes.length > 0;
    if (bytes.length >= BLOCK_BYTES) {
      await this.flush();
      await this.write(bytes.slice());
      return;
    }
    if (this.at + bytes.length > this.block.length) await this.flush();
    this.block.set(bytes, this.at);
    this.at += bytes.length;
  }

  /** Before the first byte: a closed stdout would lose every result, so it is an error (exit 2). */
  private open(): void {
    if (this.opened) return;
    this.opened = true;
    if (this.closedReason?.()) throw new OutputError(Object.assign(new Error('stdout is closed'), { code: 'EBADF' }));
  }

  /** Writes everything gathered so far, waiting while the stream is full. */
  async flush(): Promise<void> {
    this.check();
    if (this.at === 0) return;
    const full = this.block.subarray(0, this.at);
    this.block = new Uint8Array(BLOCK_BYTES);
    this.at = 0;
    await this.write(full);
  }

  private async write(bytes: Uint8Array): Promise<void> {
    if (performance.now() - this.turn > YIELD_MS) {
      // A file is written synchronously and never waits: give signal handlers their turn.
      await new Promise((done) => setImmediate(done));
      this.turn = performance.now();
    }
    if (this.stream.write(bytes)) return;
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
    this.check();
  }

  /** Throws the stream's failure, if it has failed. */
  check(): void {
    const failure = this.failure;
    if (!failure) return;
    if (failure.code === 'EPIPE') throw new BrokenPipe('output closed');
    throw new OutputError(failure);
  }
}

/** The label a file's results start with when a command reads several (as `head` labels them): `==> a.txt <==`. */
export function fileLabel(name: string): string {
  return `==> ${name} <==\n`;
}
