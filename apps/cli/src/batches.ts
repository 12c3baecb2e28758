import { GridFormatError } from '@lightsout/core';
import { InputError } from './errors.ts';
import type { Input } from './io.ts';

/** A text parser that completes items chunk by chunk (of UTF-8 bytes): the core's `GridParser` and `StateGridParser`. */
export interface ChunkParser<T> {
  push(chunk: Uint8Array): T[];
  end(): T[];
}

/**
 * The items `parser` reads from an input, in batches: those completed by each chunk read. One await per chunk
 * rather than per grid keeps a file of millions of small grids from spending its time in promise hops.
 * `formatError` turns the parser's format errors into {@link InputError}s naming the input.
 */
export async function* readBatches<T>(input: Input, parser: ChunkParser<T>, formatError: (error: GridFormatError) => InputError): AsyncGenerator<T[]> {
  try {
    for await (const chunk of input.chunks) {
      const items = parser.push(chunk);
      if (items.length > 0) yield items;
    }
    const last = parser.end();
    if (last.length > 0) yield last;
  } catch (error) {
    if (error instanceof GridFormatError) throw formatError(error);
    throw error;
  }
}

/** The one board of an input that must hold exactly one grid (a `--target`). */
export async function readOnlyBoard<B>(input: Input, batches: AsyncIterable<ReadonlyArray<{ board: B; line: number }>>): Promise<B> {
  let found: B | undefined;
  for await (const batch of batches) {
    for (const { board, line } of batch) {
      if (found) throw new InputError(input.name, line, 1, 'expected exactly one grid, found a second one');
      found = board;
    }
  }
  if (!found) throw new InputError(input.name, 1, 1, 'expected a grid, found none');
  return found;
}
