import { GridFormatError } from './grid-error.ts';

/**
 * The incremental half of a line-based text parser: splits chunks of text into lines (a leading BOM
 * dropped, CR and trailing blanks trimmed, 1-based line numbers kept) and hands out the items the
 * subclass completes. A {@link GridFormatError} met after items that are still to be handed out is kept
 * and thrown by the next `push` or `end`, so nothing before the error is lost.
 */
export abstract class LineParser<T> {
  /** Items completed and not yet handed out. */
  protected out: T[] = [];
  /** Number of the last line read. */
  protected lineNo = 0;
  private pending = '';
  private started = false;
  private ended = false;
  private failure: GridFormatError | null = null;

  /** Reads one line (already trimmed of CR and trailing spaces/tabs); `lineNo` is 1-based. */
  protected abstract line(text: string, lineNo: number): void;

  /** Called once after the last line: completes or rejects whatever is still open. */
  protected abstract finish(lineNo: number): void;

  /**
   * Feeds the next chunk of text; returns the items it completed.
   *
   * @param chunk The next piece of text, cut anywhere (even inside a line).
   * @returns The items completed by this chunk, in order; often none.
   * @throws {GridFormatError} for text that does not follow the format, once the items before it are handed out.
   */
  push(chunk: string): T[] {
    this.rethrow();
    if (this.ended) throw new Error(`${this.constructor.name}: push after end`);
    if (!this.started && chunk !== '') {
      this.started = true;
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
    }
    const text = this.pending + chunk;
    this.pending = '';
    return this.guarded(() => {
      let start = 0;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
        this.read(text, start, nl);
        start = nl + 1;
      }
      this.pending = text.slice(start);
    });
  }

  /**
   * Signals the end of the text; returns the last items.
   *
   * @returns The items completed by the end of the text.
   * @throws {GridFormatError} for text that does not follow the format, once the items before it are handed out.
   */
  end(): T[] {
    this.rethrow();
    if (this.ended) return [];
    this.ended = true;
    return this.guarded(() => {
      if (this.pending !== '') this.read(this.pending, 0, this.pending.length);
      this.pending = '';
      this.finish(this.lineNo + 1);
    });
  }

  /** Trims `text[start, end)` of CR, spaces and tabs at its end and reads it as the next line. */
  private read(text: string, start: number, end: number): void {
    while (end > start) {
      const ch = text.charCodeAt(end - 1);
      if (ch === 13 || ch === 32 || ch === 9) end--;
      else break;
    }
    this.line(text.slice(start, end), ++this.lineNo);
  }

  private guarded(work: () => void): T[] {
    try {
      work();
    } catch (error) {
      if (!(error instanceof GridFormatError) || this.out.length === 0) throw error;
      this.failure = error;
    }
    const done = this.out;
    this.out = [];
    return done;
  }

  private rethrow(): void {
    if (this.failure) throw this.failure;
  }
}

/** Every item in `text`, lazily, from a fresh parser. */
export function* parseAllWith<T>(parser: LineParser<T>, text: string): Generator<T> {
  yield* parser.push(text);
  yield* parser.end();
}

/** Every item in a stream of text chunks, each yielded as it completes. */
export async function* parseStreamWith<T>(parser: LineParser<T>, chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<T> {
  for await (const chunk of chunks) yield* parser.push(chunk);
  yield* parser.end();
}

/** The one item of `text`; a second one (or none) is an error at its line. */
export function parseOneWith<T extends { readonly line: number }>(parser: LineParser<T>, text: string): T {
  const items = [...parseAllWith(parser, text)];
  if (items.length !== 1) throw new GridFormatError(`expected exactly one grid, found ${items.length}`, items[1]?.line ?? 1);
  return items[0]!;
}
