import { ArgumentError, LimitError } from '../errors.ts';
import { assertIterable, assertOptions, describe } from '../validate.ts';

/**
 * Largest stencil side accepted, in cells (offsets from −32 to 32), by {@link customStencil}, rules and stencil
 * patterns alike: a press reaching 32 cells away is already far outside any use, and every method's work grows
 * with the side.
 */
export const MAX_STENCIL_SIDE = 65;
/** A row/column offset from the pressed cell: (dr, dc). */
export type Offset = readonly [dr: number, dc: number];

/** The set of cells a press toggles, as offsets from the pressed cell. */
export interface Stencil {
  /** Distinct offsets, sorted row-major; (0, 0) is the pressed cell itself. */
  readonly offsets: readonly Offset[];
  /** A short name: `cross`, `moore-no-center`, or the pattern of a custom stencil. */
  readonly name: string;
}

/** The named neighbourhoods. */
export type StencilName = 'cross' | 'moore' | 'diagonal';

/** Every named neighbourhood, in menu order. */
export const STENCIL_NAMES: readonly StencilName[] = ['cross', 'moore', 'diagonal'];

const NEIGHBOURS: Record<StencilName, readonly Offset[]> = {
  cross: [[-1, 0], [0, -1], [0, 1], [1, 0]],
  moore: [[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]],
  diagonal: [[-1, -1], [-1, 1], [1, -1], [1, 1]],
};

/**
 * Checks one stencil offset: a pair of whole numbers within {@link MAX_STENCIL_SIDE}.
 *
 * @param offset Anything.
 * @throws {ArgumentError} for anything but a pair of whole numbers.
 * @throws {LimitError} for an offset past 32 cells (`maxStencilSide`).
 */
export function assertOffset(offset: unknown): asserts offset is Offset {
  if (!Array.isArray(offset) || offset.length !== 2 || !Number.isSafeInteger(offset[0]) || !Number.isSafeInteger(offset[1])) {
    throw new ArgumentError(`a stencil offset must be a pair of whole numbers [dr, dc], got ${Array.isArray(offset) ? `[${offset.map(describe).join(', ')}]` : describe(offset)}`);
  }
  const side = 2 * Math.max(Math.abs(offset[0]), Math.abs(offset[1])) + 1;
  if (side > MAX_STENCIL_SIDE) {
    throw new LimitError(`stencil offset [${offset[0]}, ${offset[1]}] makes a stencil ${side} cells wide, over the limit of ${MAX_STENCIL_SIDE}`, 'maxStencilSide', side, MAX_STENCIL_SIDE);
  }
}

/**
 * A stencil from any offsets: duplicates removed, sorted row-major.
 *
 * @param offsets [row, column] offsets from the pressed cell; include [0, 0] for the cell itself.
 * @param name The name; the centred pattern ({@link formatStencil}) by default.
 * @returns A new stencil.
 * @throws {ArgumentError} for offsets that are not an iterable of pairs of whole numbers, or a name that is not a string.
 * @throws {LimitError} for an offset past 32 cells, a stencil wider than {@link MAX_STENCIL_SIDE} (`maxStencilSide`).
 */
export function customStencil(offsets: Iterable<Offset>, name?: string): Stencil {
  assertIterable(offsets, 'offsets');
  if (name !== undefined && typeof name !== 'string') throw new ArgumentError(`a stencil name must be a string, got ${describe(name)}`);
  const seen = new Map<string, Offset>();
  for (const offset of offsets) {
    assertOffset(offset);
    const [dr, dc] = offset;
    seen.set(`${dr},${dc}`, [dr, dc]);
  }
  const sorted = [...seen.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return { offsets: sorted, name: name ?? formatStencil(sorted) };
}

/**
 * A named neighbourhood; `center: false` gives the form in which a press leaves its own cell alone.
 *
 * @param name One of {@link STENCIL_NAMES}.
 * @param options `center`: whether a press toggles its own cell (true by default).
 * @returns A new stencil.
 */
export function namedStencil(name: StencilName, options: { center?: boolean } = {}): Stencil {
  if (typeof name !== 'string' || !Object.hasOwn(NEIGHBOURS, name)) throw new ArgumentError(`unknown stencil ${typeof name === 'string' ? JSON.stringify(name) : describe(name)}; expected one of ${STENCIL_NAMES.join(', ')}`);
  assertOptions(options);
  const center = options.center ?? true;
  const offsets: Offset[] = [...NEIGHBOURS[name]];
  if (center) offsets.push([0, 0]);
  return customStencil(offsets, center ? name : `${name}-no-center`);
}

/**
 * Checks a stencil that may come from plain JavaScript or JSON: an object with at least one offset, each a pair of
 * whole numbers within {@link MAX_STENCIL_SIDE}.
 *
 * @param stencil Anything.
 * @throws {ArgumentError} for anything else.
 * @throws {LimitError} for an offset past 32 cells (`maxStencilSide`).
 */
export function assertStencil(stencil: unknown): asserts stencil is Stencil {
  const offsets = (stencil as { offsets?: unknown } | null)?.offsets;
  if (!Array.isArray(offsets) || offsets.length === 0) throw new ArgumentError(`a stencil needs at least one offset, got ${describe(stencil)}`);
  offsets.forEach(assertOffset);
}

/** True when the stencil toggles the pressed cell itself. */
export function hasCenter(stencil: Stencil): boolean {
  return stencil.offsets.some(([dr, dc]) => dr === 0 && dc === 0);
}

/** True when the stencil is symmetric under (dr, dc) ↦ (dc, dr): it looks the same on the transposed board (every named stencil is). */
export function mirrorsOnDiagonal(stencil: Stencil): boolean {
  const has = new Set(stencil.offsets.map(([dr, dc]) => `${dr},${dc}`));
  return stencil.offsets.every(([dr, dc]) => has.has(`${dc},${dr}`));
}

/**
 * The stencil with offsets negated: its matrix is the transpose of the original's.
 *
 * @param stencil Any stencil.
 * @returns `stencil` itself when it is symmetric, else a new one.
 */
export function transposeStencil(stencil: Stencil): Stencil {
  assertStencil(stencil);
  const flipped = stencil.offsets.map(([dr, dc]): Offset => [-dr || 0, -dc || 0]);
  const symmetric = flipped.every(([dr, dc]) => stencil.offsets.some(([r, c]) => r === dr && c === dc));
  return symmetric ? stencil : customStencil(flipped);
}

/**
 * Largest |dr| and |dc| over the offsets.
 *
 * @param stencil Any stencil.
 * @returns The largest distances, in rows and in columns.
 */
export function stencilReach(stencil: Stencil): {
  /** Largest |dr|. */
  rows: number;
  /** Largest |dc|. */
  cols: number;
} {
  let rows = 0;
  let cols = 0;
  for (const [dr, dc] of stencil.offsets) {
    rows = Math.max(rows, Math.abs(dr));
    cols = Math.max(cols, Math.abs(dc));
  }
  return { rows, cols };
}

/**
 * The pattern text of a set of offsets, centred: rows joined by `/`, `#` toggled, `.` not.
 *
 * @param offsets [row, column] offsets from the centre.
 * @returns One `#`/`.` row per row offset, 2·max|dr| + 1 rows of 2·max|dc| + 1 characters.
 */
export function formatStencil(offsets: readonly Offset[]): string {
  if (!Array.isArray(offsets)) throw new ArgumentError(`offsets must be an array of [dr, dc] pairs, got ${describe(offsets)}`);
  offsets.forEach(assertOffset);
  let rr = 0;
  let rc = 0;
  for (const [dr, dc] of offsets) {
    rr = Math.max(rr, Math.abs(dr));
    rc = Math.max(rc, Math.abs(dc));
  }
  const lines: string[] = [];
  for (let dr = -rr; dr <= rr; dr++) {
    let line = '';
    for (let dc = -rc; dc <= rc; dc++) line += offsets.some(([r, c]) => r === dr && c === dc) ? '#' : '.';
    lines.push(line);
  }
  return lines.join('/');
}
