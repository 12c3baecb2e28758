import { ArgumentError } from '../errors.ts';
import { describe } from '../validate.ts';

/**
 * The character of state v (0..35): `0`–`9`, then `a`–`z`.
 *
 * @param v The state, 0 to 35.
 * @returns One character.
 * @throws {ArgumentError} for anything else.
 */
export function stateSymbol(v: number): string {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= MAX_SYMBOL_STATES) throw new ArgumentError(`a state with a symbol is a whole number from 0 to 35, got ${describe(v)}`);
  return v < 10 ? String.fromCharCode(48 + v) : String.fromCharCode(87 + v);
}

/**
 * The state a character names: `0`–`9`, `a`–`z`/`A`–`Z` (10..35), `.` = 0, `#` = 1; −1 for anything else.
 *
 * @param code A UTF-16 code unit, as `charCodeAt` gives it.
 * @returns The state, 0 to 35, or −1.
 */
export function symbolState(code: number): number {
  if (typeof code !== 'number') return -1;
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 122) return code - 87;
  if (code >= 65 && code <= 90) return code - 55;
  if (code === 46) return 0;
  if (code === 35) return 1;
  return -1;
}

/** Largest number of states written one character per cell; above it cells are decimal numbers. */
export const MAX_SYMBOL_STATES = 36;
