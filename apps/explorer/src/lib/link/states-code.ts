/**
 * k-state lights in a URL, in whichever of two forms is shorter:
 * - runs: one letter per state (`a` = 0 … `j` = 9), a decimal count after a letter repeating it (`a25` is
 *   25 zeros) — unambiguous because states are letters and counts are digits;
 * - packed (for noisy boards): `_`, then groups of g cells read as base-k numbers below 2²⁴ (g = 15 for
 *   k = 3, 7 for k = 10), each as 4 base64url characters, first cell least significant.
 */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Cells per packed group: the most base-k digits whose value stays below 2²⁴. */
function groupSize(states: number): number {
  let g = 0;
  let power = 1;
  while (power * states <= 2 ** 24) {
    power *= states;
    g++;
  }
  return g;
}

/** The lights (each below `states`) as text: `[0, 0, 0, 2, 1]` → `a3cb`; noisy boards packed. */
export function encodeStates(cells: ArrayLike<number>, states: number): string {
  const runs = encodeRuns(cells);
  const g = groupSize(states);
  if (runs.length <= Math.ceil(cells.length / g) * 4 + 1) return runs;
  let out = '_';
  for (let i = 0; i < cells.length; i += g) {
    let value = 0;
    for (let j = Math.min(cells.length, i + g) - 1; j >= i; j--) value = value * states + cells[j]!;
    out += B64[(value >> 18) & 63]! + B64[(value >> 12) & 63]! + B64[(value >> 6) & 63]! + B64[value & 63]!;
  }
  return out;
}

function encodeRuns(cells: ArrayLike<number>): string {
  let out = '';
  let i = 0;
  while (i < cells.length) {
    const v = cells[i]!;
    let j = i + 1;
    while (j < cells.length && cells[j] === v) j++;
    const run = j - i;
    const letter = String.fromCharCode(97 + v);
    out += run === 1 ? letter : run === 2 ? letter + letter : `${letter}${run}`;
    i = j;
  }
  return out;
}

/** The `length` lights `text` describes, each below `states`; throws an `Error` saying what is wrong. */
export function decodeStates(text: string, length: number, states: number): Uint8Array {
  if (text.startsWith('_')) return decodePacked(text.slice(1), length, states);
  const out = new Uint8Array(length);
  let at = 0;
  let consumed = 0;
  for (const m of text.matchAll(/([a-z])(\d*)/gy)) {
    consumed = m.index + m[0].length;
    const v = m[1]!.charCodeAt(0) - 97;
    if (v >= states) throw new Error(`the lights hold state ${v}, not below ${states}`);
    const run = m[2] === '' ? 1 : Number(m[2]);
    if (at + run > length) throw new Error(`the lights are longer than ${length}`);
    out.fill(v, at, at + run);
    at += run;
  }
  if (consumed !== text.length) throw new Error(`the lights text has an unexpected '${text[consumed]}'`);
  if (at !== length) throw new Error(`the lights give ${at} states, expected ${length}`);
  return out;
}

function decodePacked(text: string, length: number, states: number): Uint8Array {
  const g = groupSize(states);
  if (text.length !== Math.ceil(length / g) * 4) throw new Error(`the packed lights have ${text.length} characters, expected ${Math.ceil(length / g) * 4}`);
  const out = new Uint8Array(length);
  for (let i = 0, at = 0; i < length; i += g, at += 4) {
    let value = 0;
    for (let c = 0; c < 4; c++) {
      const d = B64.indexOf(text[at + c]!);
      if (d < 0) throw new Error(`the packed lights have an unexpected '${text[at + c]}'`);
      value = value * 64 + d;
    }
    for (let j = i; j < Math.min(length, i + g); j++) {
      out[j] = value % states;
      value = Math.floor(value / states);
    }
    if (value !== 0) throw new Error('the packed lights hold a group out of range');
  }
  return out;
}
