import { applyPresses, Board, pressCell, type Rule, solve } from '@lightsout/core';

/** Widest board whose first-row effects are found by chasing each top cell (cols chases of the whole board). */
export const EFFECTS_MAX_WORK = 2_000_000;

/** Widest board whose lookup table (every top-row choice, 2^cols of them) is listed. */
export const TABLE_MAX_COLS = 8;

/**
 * Largest board side the chasing lesson is shown for: its steps are worked out on the page's thread, a few
 * hundred milliseconds at 200 × 200 (a 1000-wide board froze the tab for seconds), and a lesson that long
 * is not read anyway.
 */
export const CHASE_MAX_SIDE = 200;

/** One bottom-row pattern that chasing can leave, and the fewest top-row presses that leave it. */
export interface TableEntry {
  /** The bottom row after chasing, as a bit per column (column c is bit c). */
  readonly bottom: number;
  /** The top-row presses, as a bit per column. */
  readonly top: number;
}

/** A step of light chasing: the presses it makes (cells, 0-based) and what it says. */
export type ChaseStep =
  | { readonly kind: 'start' }
  | { readonly kind: 'chase'; readonly pass: 1 | 2; readonly row: number; readonly presses: ReadonlyArray<readonly [number, number]> }
  | { readonly kind: 'leftover'; readonly bottom: Uint8Array }
  | { readonly kind: 'effects'; readonly effects: Uint8Array[] | null }
  | { readonly kind: 'table'; readonly table: TableEntry[] }
  | { readonly kind: 'top'; readonly top: Uint8Array | null; readonly presses: ReadonlyArray<readonly [number, number]>; readonly from: 'effects' | 'solver' }
  | { readonly kind: 'unsolvable'; readonly bottom: Uint8Array }
  | { readonly kind: 'done' };

/**
 * True when light chasing works for the rule on this board: a press in row r + 1 reaches row r only in its own
 * column, and nothing above row r (the classic cross, with or without its centre, on the plane or a cylinder).
 * Checked on the board itself by pressing every cell of rows 1 and rows − 1, so wrapping edges are caught too.
 */
export function canChase(rule: Rule, rows: number, cols: number): boolean {
  if (rows < 2) return false;
  const probe = new Board(rows, cols);
  for (const r of new Set([1, rows - 1])) {
    for (let c = 0; c < cols; c++) {
      probe.words.fill(0);
      pressCell(probe, rule, r, c);
      for (let rr = 0; rr < r - 1; rr++) if (!rowEmpty(probe, rr)) return false;
      for (let cc = 0; cc < cols; cc++) if (probe.get(r - 1, cc) !== (cc === c)) return false;
    }
  }
  return true;
}

/**
 * The steps of light chasing on `lights`: chase each row's lights down by pressing the cells under them, see
 * what is left on the bottom row, find the top-row presses that leave exactly that (from the effect of each
 * top cell, found by chasing it alone; for boards up to {@link TABLE_MAX_COLS} wide also the whole lookup
 * table of bottom patterns), press them, and chase again. Requires {@link canChase}.
 */
export function chaseSteps(lights: Board, rule: Rule): ChaseStep[] {
  const { rows, cols } = lights;
  const steps: ChaseStep[] = [{ kind: 'start' }];
  const board = lights.clone();
  chase(board, rule, 1, steps);
  const bottom = rowBits(board, rows - 1);
  if (bottom.every((v) => v === 0)) {
    steps.push({ kind: 'done' });
    return steps;
  }
  steps.push({ kind: 'leftover', bottom });
  const effects = rows * cols * cols <= EFFECTS_MAX_WORK ? topEffects(rule, rows, cols) : null;
  steps.push({ kind: 'effects', effects });
  const table = effects && cols <= TABLE_MAX_COLS ? lookupTable(effects) : null;
  if (table) steps.push({ kind: 'table', table });
  let top: Uint8Array | null;
  let from: 'effects' | 'solver' = 'effects';
  const entry = table?.find((e) => e.bottom === bottom.reduce((m, v, c) => m | (v << c), 0));
  if (table) top = entry ? Uint8Array.from({ length: cols }, (_, c) => (entry.top >> c) & 1) : null;
  else if (effects) top = solveTop(effects, bottom);
  else {
    // Too wide to chase every top cell here: the solver's presses have the same top row as any solution would
    // after chasing, since the chase fixes every row below the first.
    from = 'solver';
    const result = solve(lights, { rule });
    top = result.solvable ? rowBits(result.presses, 0) : null;
  }
  if (!top) {
    steps.push({ kind: 'unsolvable', bottom });
    return steps;
  }
  const presses: Array<[number, number]> = [];
  top.forEach((v, c) => v && presses.push([0, c]));
  steps.push({ kind: 'top', top, presses, from });
  for (const [r, c] of presses) pressCell(board, rule, r, c);
  chase(board, rule, 2, steps);
  steps.push({ kind: 'done' });
  return steps;
}

/** The lights after `upTo` steps (presses commute, so they are applied all at once). */
export function lightsAfter(lights: Board, rule: Rule, steps: readonly ChaseStep[], upTo: number): Board {
  return applyPresses(lights, pressesUpTo(lights.rows, lights.cols, steps, upTo), rule);
}

/** Every press made in the first `upTo` steps, as a board (a cell pressed twice counts as not pressed). */
export function pressesUpTo(rows: number, cols: number, steps: readonly ChaseStep[], upTo: number): Board {
  const presses = new Board(rows, cols);
  for (const step of steps.slice(0, upTo + 1)) {
    if (step.kind === 'chase' || step.kind === 'top') for (const [r, c] of step.presses) presses.toggle(r, c);
  }
  return presses;
}

/** The bottom row left by pressing top cell c alone and chasing, for each c. */
export function topEffects(rule: Rule, rows: number, cols: number): Uint8Array[] {
  return Array.from({ length: cols }, (_, c) => {
    const board = new Board(rows, cols);
    pressCell(board, rule, 0, c);
    chase(board, rule, 1, null);
    return rowBits(board, rows - 1);
  });
}

/**
 * Every bottom row that chasing can leave and the fewest top-row presses that leave it: each of the 2^cols
 * top-row choices leaves the XOR of its cells' effects (presses add mod 2), so the table is derived from the
 * effects, not remembered. The all-dark bottom row is left out.
 */
export function lookupTable(effects: readonly Uint8Array[]): TableEntry[] {
  const cols = effects.length;
  const masks = effects.map((e) => e.reduce((m, v, c) => m | (v << c), 0));
  const best = new Map<number, number>();
  for (let top = 1; top < 1 << cols; top++) {
    let bottom = 0;
    for (let c = 0; c < cols; c++) if ((top >> c) & 1) bottom ^= masks[c]!;
    if (bottom === 0) continue;
    const known = best.get(bottom);
    if (known === undefined || popcount(top) < popcount(known) || (popcount(top) === popcount(known) && top < known)) best.set(bottom, top);
  }
  return [...best].map(([bottom, top]) => ({ bottom, top })).sort((a, b) => a.bottom - b.bottom);
}

/** Top-row presses p with Σ p_c·effect_c = bottom over GF(2), by elimination on the cols × cols system; null when none. */
export function solveTop(effects: readonly Uint8Array[], bottom: Uint8Array): Uint8Array | null {
  const cols = effects.length;
  // Row i of [E | bottom]: equation for bottom cell i; column c is top cell c.
  const rows = Array.from({ length: cols }, (_, i) => {
    const row = new Uint8Array(cols + 1);
    for (let c = 0; c < cols; c++) row[c] = effects[c]![i]!;
    row[cols] = bottom[i]!;
    return row;
  });
  const pivots: number[] = [];
  for (let c = 0; c < cols; c++) {
    const r0 = pivots.length;
    const found = rows.findIndex((row, r) => r >= r0 && row[c] === 1);
    if (found < 0) continue;
    [rows[r0], rows[found]] = [rows[found]!, rows[r0]!];
    for (let r = 0; r < cols; r++) {
      if (r !== r0 && rows[r]![c]) for (let j = 0; j <= cols; j++) rows[r]![j]! ^= rows[r0]![j]!;
    }
    pivots.push(c);
  }
  if (rows.some((row, r) => r >= pivots.length && row[cols] === 1)) return null;
  const top = new Uint8Array(cols);
  pivots.forEach((c, r) => {
    top[c] = rows[r]![cols]!;
  });
  return top;
}

/** Chases rows 0..rows−2 of `board` in place, recording one step per row with lights when `steps` is given. */
function chase(board: Board, rule: Rule, pass: 1 | 2, steps: ChaseStep[] | null): void {
  for (let r = 0; r + 1 < board.rows; r++) {
    const presses: Array<[number, number]> = [];
    for (let c = 0; c < board.cols; c++) if (board.get(r, c)) presses.push([r + 1, c]);
    if (presses.length === 0) continue;
    for (const [pr, pc] of presses) pressCell(board, rule, pr, pc);
    steps?.push({ kind: 'chase', pass, row: r, presses });
  }
}

function rowBits(board: Board, r: number): Uint8Array {
  return Uint8Array.from({ length: board.cols }, (_, c) => (board.get(r, c) ? 1 : 0));
}

function rowEmpty(board: Board, r: number): boolean {
  for (let c = 0; c < board.cols; c++) if (board.get(r, c)) return false;
  return true;
}

function popcount(x: number): number {
  let n = 0;
  for (let v = x; v !== 0; v &= v - 1) n++;
  return n;
}
