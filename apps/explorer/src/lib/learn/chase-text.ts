import type { ChaseStep } from './chase.ts';
import { plural } from './elimination-text.ts';

/** A row of bits as the columns that are 1, 1-based: `columns 1, 4 and 5`. */
export function columnList(bits: ArrayLike<number>): string {
  const cols: number[] = [];
  for (let c = 0; c < bits.length; c++) if (bits[c]) cols.push(c + 1);
  if (cols.length === 0) return 'no column';
  if (cols.length === 1) return `column ${cols[0]}`;
  return `columns ${cols.slice(0, -1).join(', ')} and ${cols.at(-1)}`;
}

/** What a chase step does, in a sentence or two beside the board. */
export function describeChase(step: ChaseStep, rows: number, cols: number): string {
  switch (step.kind) {
    case 'start':
      return `Light chasing: go down the board row by row, and under every light press the cell directly below it. That press turns the light off and touches nothing above it, so each row stays dark once it is done; all the lights gather on the bottom row.`;
    case 'chase': {
      const lit = step.presses.map(([, c]) => c + 1);
      const where = lit.length === 1 ? `column ${lit[0]}` : `columns ${lit.join(', ')}`;
      return `${step.pass === 2 ? 'Second chase. ' : ''}Row ${step.row + 1} has ${plural(lit.length, 'light')} (${where}): press the ${lit.length === 1 ? 'cell' : 'cells'} below ${lit.length === 1 ? 'it' : 'them'} in row ${step.row + 2}. Row ${step.row + 1} is now dark.`;
    }
    case 'leftover':
      return `Every row but the last is dark; the bottom row still has lights in ${columnList(step.bottom)}. Chasing cannot touch it: a press in the bottom row would relight the row above. The way out is to start again with the right presses in the top row.`;
    case 'effects':
      return step.effects
        ? `Which top-row presses leave exactly this bottom row? Press one top cell on a dark board and chase it down: it leaves its own pattern on the bottom row (listed beside the board, one per column). Presses add mod 2, so any set of top presses leaves the XOR of their patterns.`
        : `Which top-row presses leave exactly this bottom row? On a board ${cols.toLocaleString('en')} wide, chasing every top cell separately is too much work to show, so the top row is taken from the solver's solution: any solution's top row, chased down, clears the board, since the chase fixes every row below the first.`;
    case 'table':
      return `The lookup table, derived from those patterns: each of the ${(2 ** cols).toLocaleString('en')} choices of top-row presses leaves the XOR of their patterns on the bottom. ${plural(step.table.length, 'bottom row', 'bottom rows')} other than all dark can be left; the table gives the fewest top presses for each. Any other bottom row can never be cleared.`;
    case 'top':
      return step.from === 'effects'
        ? `Press the top row in ${columnList(step.top ?? [])}. On a dark board these presses, chased down, would leave exactly the bottom row that is lit now; here the two cancel, so chasing once more turns everything off.`
        : `Press the top row as the solver's solution does: ${columnList(step.top ?? [])}.`;
    case 'unsolvable':
      return `No choice of top-row presses leaves this bottom row (${columnList(step.bottom)}), so no presses at all turn these lights off: the board cannot be solved.`;
    case 'done':
      return `Every light is off: ${rows.toLocaleString('en')} × ${cols.toLocaleString('en')} solved by chasing.`;
  }
}
