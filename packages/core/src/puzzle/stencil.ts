import { ArgumentError } from '../errors.ts';
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
 * A stencil from any offsets: duplicates removed, sorted row-major.
 *
 * @param offsets [row, column] offsets from the pressed cell; include [0, 0] for the cell itself.
 * @param name The name; the centred pattern ({@link formatStencil}) by default.
 * @returns A new stencil.
 * @throws {ArgumentError} for an offset that is not a pair of whole numbers.
 */
export function customStencil(offsets: Iterable<Offset>, name?: string): Stencil {
  const seen = new Map<string, Offset>();
  for (const [dr, dc] of offsets) {
    if (!Number.isSafeInteger(dr) || !Number.isSafeInteger(dc)) throw new ArgumentError(`stencil offset (${dr}, ${dc}) is not whole`);
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
  if (!Object.hasOwn(NEIGHBOURS, name)) throw new ArgumentError(`unknown stencil ${JSON.stringify(name)}; expected one of ${STENCIL_NAMES.join(', ')}`);
  const center = options.center ?? true;
  const offsets: Offset[] = [...NEIGHBOURS[name]];
  if (center) offsets.push([0, 0]);
  return customStencil(offsets, center ? name : `${name}-no-center`);
}

/** True when the stencil toggles the pressed cell itself. */
export function hasCenter(stencil: Stencil): boolean {
  return stencil.offsets.some(([dr, dc]) => dr === 0 && dc === 0);
}

/**
 * The stencil with offsets negated: its matrix is the transpose of the original's.
 *
 * @param stencil Any stencil.
 * @returns `stencil` itself when it is symmetric, else a new one.
 */
export function transposeStencil(stencil: Stencil): Stencil {
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
