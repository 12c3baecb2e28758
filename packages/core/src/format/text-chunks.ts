import { GridFormatError } from './grid-error.ts';

/** A piece of text for the incremental parsers: a string, or UTF-8 bytes (a `Uint8Array` or Node `Buffer`). */
export type TextChunk = string | Uint8Array;

/** The part of a web `ReadableStream` the parsers read (typed here, so the library needs no DOM types). */
export interface ReadableStreamLike<T> {
  /**
   * Locks the stream to one reader.
   *
   * @returns The reader.
   */
  getReader(): ReaderLike<T>;
}

/** The part of a web stream's reader the parsers use. */
export interface ReaderLike<T> {
  /**
   * The next chunk.
   *
   * @returns `done` at the end, else the chunk as `value`.
   */
  read(): Promise<{
    /** True once the stream has ended. */
    done: boolean;
    /** The chunk, when not done. */
    value?: T | undefined;
  }>;
  /** Unlocks the stream. */
  releaseLock(): void;
  /**
   * Stops the stream early.
   *
   * @param reason Why, for the stream's source.
   * @returns When the source has been told.
   */
  cancel(reason?: unknown): Promise<void>;
}

/** Where chunks come from: an iterable (arrays, generators), an async iterable (Node streams) or a web `ReadableStream`. */
export type ChunkSource = Iterable<TextChunk> | AsyncIterable<TextChunk> | ReadableStreamLike<TextChunk>;

/** The global `TextDecoder`, typed locally (it exists in every runtime the library supports). */
interface Utf8Decoder {
  decode(bytes?: Uint8Array, options?: { stream?: boolean }): string;
}
const TextDecoderClass = (globalThis as unknown as { TextDecoder: new (label: string) => Utf8Decoder }).TextDecoder;

/** Byte order marks of encodings other than UTF-8, longest first (UTF-32LE starts like UTF-16LE). */
const FOREIGN_BOMS: ReadonlyArray<readonly [bytes: readonly number[], name: string]> = [
  [[0xff, 0xfe, 0, 0], 'UTF-32 (little-endian)'],
  [[0, 0, 0xfe, 0xff], 'UTF-32 (big-endian)'],
  [[0xff, 0xfe], 'UTF-16 (little-endian)'],
  [[0xfe, 0xff], 'UTF-16 (big-endian)'],
];

/**
 * UTF-8 bytes to text, chunk by chunk: a character split between chunks is decoded whole, a UTF-8 BOM is
 * dropped, and text that starts with the byte order mark of UTF-16 or UTF-32 is refused by name (decoded
 * as UTF-8 it would be mojibake, reported as some odd first character).
 */
export class Utf8Chunks {
  private readonly decoder: Utf8Decoder = new TextDecoderClass('utf-8');
  /** The first bytes, kept until there are enough to tell the byte order mark; null once checked. */
  private start: Uint8Array | null = new Uint8Array(0);

  /** The text of `bytes`; the end of a split character (and, at first, up to 3 bytes) is held back. */
  decode(bytes: Uint8Array): string {
    if (this.start === null) return this.decoder.decode(bytes, { stream: true });
    const start = this.start.length === 0 ? bytes : concat(this.start, bytes);
    if (start.length < 4) {
      this.start = start;
      return '';
    }
    this.start = null;
    checkBom(start);
    return this.decoder.decode(start, { stream: true });
  }

  /** The text held back, at the end of the input (an unfinished character becomes U+FFFD). */
  end(): string {
    if (this.start === null) return this.decoder.decode();
    const start = this.start;
    this.start = null;
    checkBom(start);
    return this.decoder.decode(start);
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

function checkBom(head: Uint8Array): void {
  for (const [bom, name] of FOREIGN_BOMS) {
    if (bom.every((b, i) => head[i] === b)) {
      throw new GridFormatError(`the text is ${name}, as its byte order mark says; save it as UTF-8`, 1, 1);
    }
  }
}

/** The chunks of any {@link ChunkSource}, as one async iterable; a web stream's reader is released at the end. */
export async function* chunksOf(source: ChunkSource): AsyncGenerator<TextChunk> {
  if (typeof (source as ReadableStreamLike<TextChunk>).getReader === 'function') {
    const reader = (source as ReadableStreamLike<TextChunk>).getReader();
    let finished = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value !== undefined) yield value;
      }
      finished = true;
    } finally {
      if (!finished) await reader.cancel().catch(() => {});
      reader.releaseLock();
    }
    return;
  }
  yield* source as AsyncIterable<TextChunk>;
}
