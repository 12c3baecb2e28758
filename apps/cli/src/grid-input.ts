import { type Board, GridFormatError, GridParser, type StateBoard, StateGridParser } from '@lightsout/core';
import { InputError } from './errors.ts';
import { type CliIO, type Input, openInput } from './io.ts';

/** A grid as read: a bit board for two states, a `StateBoard` for K > 2, and the line it starts on. */
export interface ReadGrid {
  readonly board: Board | StateBoard;
  readonly line: number;
}

/**
 * The grids of an input, in batches: those completed by each chunk read. One await per chunk rather than per
 * grid keeps a file of millions of small grids from spending its time in promise hops. Two states: `#`/`.`
 * grids, rows of `1` and `0` read alike (the digits option, as users of other Lights Out tools write them);
 * K > 2: the k-state format, a header without a state count taking K. Format errors name the input.
 */
export async function* readGrids(input: Input, states: number): AsyncGenerator<ReadGrid[]> {
  const parser = states === 2 ? new GridParser({ digits: true }) : new StateGridParser({ states });
  try {
    for await (const chunk of input.chunks) {
      const grids = parser.push(chunk);
      if (grids.length > 0) yield grids;
    }
    const last = parser.end();
    if (last.length > 0) yield last;
  } catch (error) {
    if (!(error instanceof GridFormatError)) throw error;
    // A header `M N K` with K > 2 read as two states: say which flag reads it.
    if (states === 2 && error.states !== undefined) {
      throw new InputError(input.name, error.line, error.column ?? 1, `the header declares ${error.states} states; pass --states ${error.states}`);
    }
    throw InputError.fromGrid(input.name, error);
  }
}

/** Reads a file that must hold exactly one grid (a `--target`). */
export async function readSingleGrid(path: string, io: CliIO, states: number): Promise<Board | StateBoard> {
  const input = await openInput(path, io);
  let found: Board | StateBoard | undefined;
  for await (const batch of readGrids(input, states)) {
    for (const { board, line } of batch) {
      if (found) throw new InputError(input.name, line, 1, 'expected exactly one grid, found a second one');
      found = board;
    }
  }
  if (!found) throw new InputError(input.name, 1, 1, 'expected a grid, found none');
  return found;
}
