import { wordGcd, wordMod } from '../../gf2/one-word-poly.ts';
import { neighbourhoodOf } from '../../puzzle/neighbourhood.ts';
import type { Rule } from '../../puzzle/rule.ts';
import { layerOrder } from './thin-twist.ts';

/**
 * One thin twisted side of a Möbius or Klein table (`fold-nullity-table.ts`): the nullities of m × n for n = 1 or 2
 * and every m up to the table's side, in one pass, where asking `exact` (thin-twist's band elimination) per entry
 * built a neighbourhood, a layer order and a band of O(m) rows for every m.
 *
 * In thin-twist's layer order (layer ℓ: rows ℓ and m − 1 − ℓ, 2n cells) a cell's equation involves the presses of
 * layers ℓ − 1, ℓ, ℓ + 1 (a 3 × 3 stencil; the twist sends a row to the same layer, the other side). Away from the
 * middle of the board these equations do not depend on m: the equations of layers 0 … h − 2 of m = 2h and of
 * m = 2h + 1 are those of any longer board. So the pass eliminates them once, layer after layer, from a template
 * board of the table's length: after layers 0 … k it holds the number of pivots and the residual rows on the
 * presses of layers k and k + 1 (at most 4n ≤ 8 bits). An m with h − 2 = k adds its own last equations (layer
 * h − 1, and the middle row when m is odd), read off a template of m's parity at its middle, and the rank of that
 * small system gives the nullity.
 */

/** Shortest long side the pass describes; shorter boards (the first and last layers close together) are left to `exact`. */
export const THIN_TABLE_MIN_ROWS = 7;

/**
 * A board's equations per layer: `rows[ℓ]` holds, for each cell of layer ℓ in layer order, the presses that toggle
 * it as bits k of press (ℓ − 1)·2n + k.
 */
function layerRows(rule: Rule, long: number, n: number, transposed: boolean): number[][] {
  const shape = transposed ? { rule, rows: n, cols: long } : { rule, rows: long, cols: n };
  const order = layerOrder(shape, transposed);
  const layer = 2 * n;
  const masks = new Int32Array(order.length);
  const hood = neighbourhoodOf(rule, shape.rows, shape.cols);
  const cells = new Int32Array(hood.width);
  for (let j = 0; j < order.length; j++) {
    const pj = order[j]!;
    const count = hood.cells(j, cells, 1);
    for (let k = 0; k < count; k++) {
      const pi = order[cells[k]!]!;
      const bit = pj - (Math.floor(pi / layer) - 1) * layer;
      if (bit < 0 || bit >= 3 * layer) throw new Error('internal error: a press reaches past the neighbouring layers');
      masks[pi] = masks[pi]! | (1 << bit);
    }
  }
  const rows: number[][] = [];
  for (let i = 0; i < order.length; i += layer) rows.push([...masks.subarray(i, Math.min(i + layer, order.length))]);
  return rows;
}

/** A basis of the rows' span (at most one row per leading bit). */
function basisOf(rows: readonly number[]): number[] {
  const lead: number[] = [];
  for (let row of rows) {
    for (let top = 31 - Math.clz32(row); row !== 0 && lead[top] !== undefined; top = 31 - Math.clz32(row)) row ^= lead[top]!;
    if (row !== 0) lead[31 - Math.clz32(row)] = row;
  }
  return lead.filter((row) => row !== undefined);
}

/**
 * The nullities of m × n boards (n the twisted side, 1 or 2) for every m ≤ maxRows on the rule's Möbius strip or
 * Klein bottle (see the file comment).
 *
 * @param rule A rule of reach 1 along the long side on one twisted axis (the fold table's rules).
 * @param n The twisted side, 1 or 2.
 * @param maxRows The longest long side.
 * @param transposed True when the board's rows twist (n is then the number of rows).
 * @returns `out[m − 1]` the nullity of the board of long side m, or −1 below {@link THIN_TABLE_MIN_ROWS}.
 */
export function thinTablePass(rule: Rule, n: number, maxRows: number, transposed: boolean): Int32Array {
  const out = new Int32Array(maxRows).fill(-1);
  if (maxRows < THIN_TABLE_MIN_ROWS) return out;
  const layer = 2 * n;
  const low = (1 << layer) - 1;
  const hEven = maxRows >> 1; // the even template 2·hEven: its layers 0 … hEven − 2 are every entry's
  const even = layerRows(rule, 2 * hEven, n, transposed);
  const hOdd = (maxRows - 1) >> 1;
  const odd = layerRows(rule, 2 * hOdd + 1, n, transposed);
  // the last equations of m = 2h (layer h − 1) and m = 2h + 1 (layer h − 1 and the middle row), on the presses of
  // layers h − 2 … h as bits of press (h − 2)·2n + k
  const lastEven = even[hEven - 1]!;
  const lastOdd = [...odd[hOdd - 1]!, ...odd[hOdd]!.map((row) => row << layer)];
  let residual = basisOf(even[0]!.map((row) => row >>> layer)); // layer 0 reaches no layer −1
  let pivots = 0;
  for (let k = 0; ; k++) {
    // residual: the equations of layers 0 … k reduced to the presses of layers k and k + 1 (bits of press k·2n + ·)
    const h = k + 2;
    if (2 * h >= THIN_TABLE_MIN_ROWS && 2 * h <= maxRows) out[2 * h - 1] = layer * h - pivots - basisOf([...residual, ...lastEven]).length;
    if (2 * h + 1 >= THIN_TABLE_MIN_ROWS && 2 * h + 1 <= maxRows) out[2 * h] = layer * h + n - pivots - basisOf([...residual, ...lastOdd]).length;
    if (h >= hEven) return out;
    // add layer k + 1's equations and eliminate the presses of layer k
    const rows = [...residual, ...even[k + 1]!];
    for (let bit = 0; bit < layer; bit++) {
      const at = rows.findIndex((row) => (row >>> bit) & 1);
      if (at < 0) continue;
      const pivot = rows[at]!;
      rows.splice(at, 1);
      pivots++;
      for (let i = 0; i < rows.length; i++) if ((rows[i]! >>> bit) & 1) rows[i] = rows[i]! ^ pivot;
    }
    residual = basisOf(rows.map((row) => (row & ~low) >>> layer));
  }
}

/** Shortest twisted side {@link oneRowTablePass} describes: from 3 cells a 3 × 3 stencil's shifts land on distinct cells. */
export const ONE_ROW_MIN_COLS = 3;

/**
 * The nullities of the Klein bottle's boards of one wrapping row (one column when transposed) and every twisted
 * side n ≤ maxCols. One row is a ring of n cells (the twist mirrors a side of one cell: a wrap), a press at cell j
 * toggling j + d for the stencil's distinct shifts d along it, so the nullity is deg gcd(p, sⁿ + 1) with
 * p = Σ s^(d + 1) freed of its factors s (units modulo sⁿ + 1), sⁿ modulo p stepped along n.
 *
 * @param rule A rule of reach 1 along the twisted side on the Klein bottle (the fold table's rules).
 * @param maxCols The longest twisted side.
 * @param transposed True when the board's rows twist (the board is then one column).
 * @returns `out[n − 1]` the nullity of the board of twisted side n, or −1 below {@link ONE_ROW_MIN_COLS}.
 */
export function oneRowTablePass(rule: Rule, maxCols: number, transposed: boolean): Int32Array {
  const out = new Int32Array(maxCols).fill(-1);
  const side = 7; // a template ring: the cells a press at its middle reaches give the shifts
  const hood = transposed ? neighbourhoodOf(rule, side, 1) : neighbourhoodOf(rule, 1, side);
  const cells = new Int32Array(hood.width);
  let p = 0;
  for (let k = 0, count = hood.cells(3, cells, 1); k < count; k++) {
    const d = cells[k]! - 3;
    if (d < -1 || d > 1) throw new Error('internal error: a press reaches past its neighbours on the ring');
    p |= 1 << (d + 1);
  }
  while (p !== 0 && (p & 1) === 0) p >>>= 1;
  if (p === 0) throw new Error('internal error: a press reaches no cell of its ring');
  let power = 1; // sⁿ modulo p
  for (let n = 1; n <= maxCols; n++) {
    power = wordMod(power << 1, p);
    if (n < ONE_ROW_MIN_COLS) continue;
    out[n - 1] = 31 - Math.clz32(wordGcd(p, power ^ 1));
  }
  return out;
}
