import { describeChar, GridFormatError } from './grid-error.ts';
import { type ChunkSource, chunksOf, type TextChunk, Utf8Chunks } from './text-chunks.ts';
import { assertTextChunk } from '../validate.ts';

const isBlank = (ch: number): boolean => ch === 32 || ch === 9 || ch === 13;

/**
 * Characters no line of the grid formats can hold: C0 controls other than tab, LF and CR, DEL, and U+FFFD (what
 * bytes that are not UTF-8 decode to). A line is refused at the first of them, as soon as the chunk holding it
 * arrives, so a stream of NUL bytes (`/dev/zero`) or of binary noise never grows a line to the length limit.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters to find
const FOREIGN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;

/** Index of the first character at or after `from` that is not a space, tab or CR; -1 when there is none. */
function firstNonBlank(text: string, from: number): number {
  for (let i = from; i < text.length; i++) if (!isBlank(text.charCodeAt(i))) return i;
  return -1;
}

/**
 * The incremental half of a line-based text parser: splits chunks of text (strings or UTF-8 bytes) into lines
 * (a leading BOM dropped, CR and trailing blanks trimmed, 1-based line numbers kept) and hands out the items
 * the subclass completes. A {@link GridFormatError} met after items that are still to be handed out is kept
 * and thrown by the next `push` or `end`, so nothing before the error is lost.
 *
 * Memory and time stay linear in the longest line, and a line is bounded: once the text of an unfinished line
 * passes {@link maxLineLength} (trailing blanks aside), the line is refused at once rather than held to its end,
 * and a control character or undecodable byte is refused in the chunk it arrives in.
 */
export abstract class LineParser<T> {
  /** Items completed and not yet handed out. */
  protected out: T[] = [];
  /** Number of the last line read. */
  protected lineNo = 0;
  /** The start of the unfinished line, as received (joined once, when the line ends). */
  private parts: string[] = [];
  private partsLength = 0;
  /** Blanks met past the line limit after the last non-blank character: kept as a count, not as text. */
  private blanks = 0;
  /** The first blanks of that run as they were (tabs stay tabs), up to just past the line limit: what an error can quote. */
  private blankHead = '';
  private bytes: Utf8Chunks | null = null;
  private started = false;
  private ended = false;
  private failure: GridFormatError | null = null;

  /** Reads one line (already trimmed of CR and trailing spaces/tabs); `lineNo` is 1-based. */
  protected abstract line(text: string, lineNo: number): void;

  /** Called once after the last line: completes or rejects whatever is still open. */
  protected abstract finish(lineNo: number): void;

  /**
   * The longest line (after trimming) the parser could accept where it is now: a subclass's `line` must throw
   * for any longer line. Lines are refused as soon as they pass it; unlimited by default.
   */
  protected maxLineLength(): number {
    return Number.POSITIVE_INFINITY;
  }

  /**
   * Feeds the next chunk of text (a string, or UTF-8 bytes); returns the items it completed.
   *
   * @param chunk The next piece of text or bytes, cut anywhere (even inside a line or a character).
   * @returns The items completed by this chunk, in order; often none.
   * @throws {GridFormatError} for text that does not follow the format, once the items before it are handed out.
   */
  push(chunk: TextChunk): T[] {
    assertTextChunk(chunk, 'chunk');
    this.rethrow();
    if (this.ended) throw new Error(`${this.constructor.name}: push after end`);
    return this.guarded(() => {
      let text: string;
      if (typeof chunk === 'string') {
        if (this.bytes) text = this.bytes.end() + chunk;
        else text = chunk;
        this.bytes = null;
      } else {
        this.bytes ??= new Utf8Chunks();
        text = this.bytes.decode(chunk);
      }
      this.scan(text);
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
      if (this.bytes) this.scan(this.bytes.end());
      if (this.partsLength > 0 || this.blanks > 0) this.endLine('', 0, 0);
      this.finish(this.lineNo + 1);
    });
  }

  private scan(text: string): void {
    if (!this.started && text !== '') {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    const foreign = FOREIGN.exec(text);
    const stop = foreign ? foreign.index : text.length;
    let start = 0;
    for (let nl = text.indexOf('\n'); nl >= 0 && nl < stop; nl = text.indexOf('\n', start)) {
      this.endLine(text, start, nl);
      start = nl + 1;
    }
    if (foreign) {
      // The line up to the character goes through the length check first, as it would in any chunking.
      this.extend(text.slice(start, stop + 1));
      this.refuseForeign();
    }
    if (start < text.length) this.extend(text.slice(start));
  }

  /**
   * The pending line ends in a {@link FOREIGN} character: the subclass reads it (and names the first character it
   * cannot read, which may come before); should it accept the line, the character is refused here.
   */
  private refuseForeign(): never {
    const line = this.parts.join('');
    this.resetPending();
    const lineNo = ++this.lineNo;
    const completed = this.out.length;
    this.line(line, lineNo);
    this.out.length = completed;
    const ch = line.slice(-1);
    throw new GridFormatError(`found ${describeChar(ch)}${ch === '\uFFFD' ? '' : ', a control character'}: the input is not grid text`, lineNo, line.length);
  }

  /** The line ends at `text[end]`: its text is what is pending plus `text[start, end)`. */
  private endLine(text: string, start: number, end: number): void {
    if (this.partsLength === 0 && this.blanks === 0) {
      this.read(text, start, end);
      return;
    }
    const rest = text.slice(start, end);
    if (this.blanks > 0) {
      // The kept text ended in a run of blanks past the limit: only a non-blank character can matter now.
      const at = firstNonBlank(rest, 0);
      if (at >= 0) this.refuse(this.pastBlanks(rest, at));
    } else this.parts.push(rest);
    const line = this.parts.join('');
    this.resetPending();
    this.read(line, 0, line.length);
  }

  /** Adds the start of an unfinished line; past the limit, refuses it or keeps only a count of trailing blanks. */
  private extend(piece: string): void {
    if (this.blanks > 0) {
      const at = firstNonBlank(piece, 0);
      if (at >= 0) this.refuse(this.pastBlanks(piece, at));
      this.keepBlankHead(piece);
      this.blanks += piece.length;
      return;
    }
    this.parts.push(piece);
    this.partsLength += piece.length;
    const limit = this.maxLineLength();
    if (this.partsLength <= limit) return;
    const text = this.parts.join('');
    const at = firstNonBlank(text, limit);
    if (at >= 0) this.refuse(text.slice(0, at + 1));
    let end = text.length;
    while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
    this.parts = [text.slice(0, end)];
    this.partsLength = end;
    this.blanks = text.length - end;
    this.blankHead = '';
    this.keepBlankHead(text.slice(end));
  }

  /** Keeps the blanks of the trimmed run verbatim while they are within just past the line limit. */
  private keepBlankHead(blanks: string): void {
    const room = this.maxLineLength() + 1 - this.partsLength - this.blankHead.length;
    if (room > 0) this.blankHead += blanks.slice(0, room);
  }

  /** The line up to `piece[at]`, a non-blank after the run of blanks, with the run shortened to end just past the limit. */
  private pastBlanks(piece: string, at: number): string {
    const kept = this.parts.join('');
    const gap = Math.max(0, Math.min(this.blanks, this.maxLineLength() + 1 - kept.length));
    return kept + this.blankHead.slice(0, gap) + ' '.repeat(Math.max(0, gap - this.blankHead.length)) + piece.slice(0, at + 1);
  }

  /** `line` passes the line limit and ends in a non-blank character: the subclass reads it, and must refuse it. */
  private refuse(line: string): never {
    const limit = this.maxLineLength();
    this.resetPending();
    this.line(line, ++this.lineNo);
    throw new GridFormatError(`line is longer than ${limit} characters, the longest a line can be here`, this.lineNo, limit + 1);
  }

  private resetPending(): void {
    this.parts = [];
    this.partsLength = 0;
    this.blanks = 0;
    this.blankHead = '';
  }

  /** Trims `text[start, end)` of CR, spaces and tabs at its end and reads it as the next line. */
  private read(text: string, start: number, end: number): void {
    while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
    const line = start === 0 && end === text.length ? text : text.slice(start, end);
    // The same refusal whether the line came in one chunk or many.
    if (end - start > this.maxLineLength()) this.refuse(line);
    this.line(line, ++this.lineNo);
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
export function* parseAllWith<T>(parser: LineParser<T>, text: TextChunk): Generator<T> {
  yield* parser.push(text);
  yield* parser.end();
}

/** Every item in a stream of chunks (strings or bytes; see {@link ChunkSource}), each yielded as it completes. */
export async function* parseStreamWith<T>(parser: LineParser<T>, source: ChunkSource): AsyncGenerator<T> {
  for await (const chunk of chunksOf(source)) yield* parser.push(chunk);
  yield* parser.end();
}

/** The one item of `text`; a second one (or none) is an error at its line. */
export function parseOneWith<T extends { readonly line: number }>(parser: LineParser<T>, text: TextChunk): T {
  const items = [...parseAllWith(parser, text)];
  if (items.length !== 1) throw new GridFormatError(`expected exactly one grid, found ${items.length}`, items[1]?.line ?? 1);
  return items[0]!;
}
