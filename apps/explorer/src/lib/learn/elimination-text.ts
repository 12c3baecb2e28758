import { superscript } from '../ui/text.ts';
import type { EliminationFrame } from './elimination.ts';

const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** The unknown for cell j (0-based, row-major), 1-based as people read it: `x₁₂`. */
export function unknown(j: number): string {
  return `x${[...String(j + 1)].map((d) => SUBSCRIPTS[Number(d)]).join('')}`;
}

/** Row and column (1-based) of cell j of a board `cols` wide: `row 2, column 3`. */
export function cellName(j: number, cols: number): string {
  return `row ${Math.floor(j / cols) + 1}, column ${(j % cols) + 1}`;
}

/** "1 press", "3 presses": a count with its noun in the right number. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

/** What a frame of the elimination does, in a sentence or two beside the matrix. */
export function describeFrame(frame: EliminationFrame, cols: number): string {
  const { step } = frame;
  const n = frame.rows.length;
  switch (step.kind) {
    case 'start':
      return `Why this is linear algebra: pressing a cell twice undoes it, and the order of presses does not matter (try both on the Board page). So a solution is just a set of cells, a vector x of 0s and 1s, added mod 2: a vector over GF(2). Each light gives one equation: the presses that reach cell i, added mod 2, must equal its light bᵢ; together A·x = b. Column j of A is the toggle pattern of cell j, what pressing it toggles; ${unknown(0)}…${unknown(n - 1)} say which cells to press. Elimination brings [A | b] to reduced form with row operations that keep the solutions: swapping two rows, and adding (XOR) one row to another.`;
    case 'pivot':
      return `Column ${step.col + 1} (${unknown(step.col)}, ${cellName(step.col, cols)}): row ${step.row + 1} has a 1 here, so it becomes the pivot row. Every other row with a 1 in this column gets the pivot row added to it.`;
    case 'swap':
      return `Column ${step.col + 1}: the first row at or below row ${step.row + 1} with a 1 in this column is row ${step.from + 1}; swap it up to row ${step.row + 1}.`;
    case 'xor':
      return `Row ${step.target + 1} has a 1 in column ${step.col + 1}: add row ${step.source + 1} to it (XOR, since 1 + 1 = 0 mod 2). The 1 in column ${step.col + 1} becomes 0; the equations still have the same solutions.`;
    case 'free':
      return `Column ${step.col + 1} (${unknown(step.col)}) has no 1 at or below row ${frame.pivots.length + 1}: there is no pivot for it, so ${unknown(step.col)} is a free unknown, and any value of it can be balanced by the pivot unknowns.`;
    case 'reduced': {
      const free = n - frame.pivots.length;
      return `Reduced form: every pivot column holds a single 1. ${rankSentence(frame.pivots.length, n)} ${plural(free, 'free column')} (the nullity) span the kernel of A: the quiet patterns.${free === 0 ? ' With no free unknowns the solution is unique.' : ''}`;
    }
    case 'quiet':
      return `Free column ${step.col + 1}: set ${unknown(step.col)} = 1, the other free unknowns 0, and b = 0; each pivot row then says what its pivot unknown must be. These ${plural(step.pattern.count(), 'press', 'presses')} (framed) change no light: a quiet pattern. Adding it to any solution gives another.`;
    case 'solution':
      return `Read the solution off the reduced form: set the free unknowns to 0; each pivot row then reads x_pivot = b. Pressing these ${plural(step.presses.count(), 'cell')} (dotted) turns every light off.`;
    case 'contradiction':
      return `Row ${step.row + 1} reads 0 = 1: no presses can satisfy it, so these lights cannot be solved. It is the sum of the original equations of the framed cells, a quiet pattern: every press toggles an even number of them, yet ${plural(step.overlap, 'of them is', 'of them are')} lit, an odd number, and no press can change that parity.`;
  }
}

/**
 * What the rank says about every board of the shape: `Rank 23 of 25: 2²³ of the 2²⁵ boards are solvable
 * (1 in 4), each in 2² = 4 ways.`
 */
export function rankSentence(rank: number, n: number): string {
  const free = n - rank;
  const share = free === 0 ? 'all of them' : free < 31 ? `1 in ${(2 ** free).toLocaleString('en')}` : `1 in 2${superscript(free)}`;
  const ways = free === 0 ? 'each in exactly one way' : free < 31 ? `each in 2${superscript(free)} = ${(2 ** free).toLocaleString('en')} ways` : `each in 2${superscript(free)} ways`;
  return `Rank ${rank} of ${n}: 2${superscript(rank)} of the 2${superscript(n)} boards are solvable (${share}), ${ways}.`;
}
