/**
 * k-state lights in a URL: one letter per state (`a` = 0 … `j` = 9), a decimal count after a letter
 * repeating it (`a25` is 25 zeros). Unambiguous because states are letters and counts are digits.
 */

/** The lights as text, e.g. `[0, 0, 0, 2, 1]` → `a3cb`. */
export function encodeStates(cells: ArrayLike<number>): string {
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
