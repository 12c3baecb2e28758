/**
 * A custom stencil as a square grid of toggles (what the stencil editor draws) ⇄ its pattern text
 * (`.#./###/.#.`: rows split by `/`, the middle cell is the pressed one).
 */

/** Grid sides the stencil editor offers. */
export const EDITOR_SIDES: readonly number[] = [3, 5, 7, 9];

/**
 * The smallest odd side of a square grid that holds every `#` of a pattern around its centre: the editor
 * never shows a pattern in a smaller grid, so no offset in force is ever out of sight.
 */
export function patternSide(pattern: string): number {
  const rows = pattern.split('/');
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  let reach = 0;
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (row[c] === '#') reach = Math.max(reach, Math.abs(r - (height - 1) / 2), Math.abs(c - (width - 1) / 2));
    }
  });
  return 2 * Math.ceil(reach) + 1;
}

/** The side × side grid of a pattern, centred; cells outside the grid are dropped. */
export function patternToGrid(pattern: string, side: number): boolean[][] {
  const rows = pattern.split('/');
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const grid = Array.from({ length: side }, () => new Array<boolean>(side).fill(false));
  const half = (side - 1) / 2;
  rows.forEach((row, r) => {
    for (let c = 0; c < row.length; c++) {
      if (row[c] !== '#') continue;
      const gr = r - (height - 1) / 2 + half;
      const gc = c - (width - 1) / 2 + half;
      if (Number.isInteger(gr) && Number.isInteger(gc) && gr >= 0 && gc >= 0 && gr < side && gc < side) grid[gr]![gc] = true;
    }
  });
  return grid;
}

/** The pattern text of a grid (odd side), trimmed to the smallest centred square that holds every `#`. */
export function gridToPattern(grid: readonly (readonly boolean[])[]): string {
  const side = grid.length;
  const half = (side - 1) / 2;
  let reach = 0;
  grid.forEach((row, r) => {
    row.forEach((on, c) => {
      if (on) reach = Math.max(reach, Math.abs(r - half), Math.abs(c - half));
    });
  });
  const lines: string[] = [];
  for (let r = half - reach; r <= half + reach; r++) {
    let line = '';
    for (let c = half - reach; c <= half + reach; c++) line += grid[r]?.[c] ? '#' : '.';
    lines.push(line);
  }
  return lines.join('/');
}
