import type { Writable } from 'node:stream';
import { BrokenPipe, OutputError } from './errors.ts';

/** Bytes gathered before a write: large enough to keep writes few, small enough to bound memory. */
const BLOCK_BYTES = 1 << 18;

const encoder = new TextEncoder();

/**
 * Buffered, backpressure-aware writing of results: text and bytes are copied into one block of 256 KiB, which
 * is handed to the stream when full, and a full stream is awaited. Memory stays at a block or two whatever is
 * printed (a million tiny answers or one 100 MB press grid); no caller's buffer is kept after a call returns.
 *
 * A closed pipe (EPIPE) makes later writes throw {@link BrokenPipe} (the run ends quietly); any other write
 * error (a full disk: ENOSPC) throws {@link OutputError} (exit 2).
 */
export class Output {
  private readonly stream: Writable;
  private block = new Uint8Array(BLOCK_BYTES);
  private at = 0;
  private failure: NodeJS.ErrnoException | null = null;
  /** True once anything has been written (or gathered). */
  started = false;

  constructor(stream: Writable) {
    this.stream = stream;
    stream.on('error', (error: NodeJS.ErrnoException) => {
      this.failure ??= error;
    });
  }

  /** Appends text (UTF-8). */
  async text(text: string): Promise<void> {
    this.check();
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
