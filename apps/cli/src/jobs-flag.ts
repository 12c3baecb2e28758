import { quoteText } from '@lightsout/core/algebra';
import { UsageError } from './errors.ts';

/** The most threads `--jobs` accepts (`solve --minimal`, `nullity` sweeps, `count`): more than the cores only share them. */
export const MAX_JOBS = 256;

/**
 * The `--jobs` flag as a number of threads.
 *
 * @param text The flag's value, or undefined when absent.
 * @param fallback The number when the flag is absent (at most {@link MAX_JOBS} is kept).
 * @param command The command, for the usage message.
 * @returns A whole number from 1 to {@link MAX_JOBS}.
 * @throws {UsageError} for anything else.
 */
export function jobsFlag(text: string | undefined, fallback: number, command: string): number {
  if (text === undefined) return Math.min(fallback, MAX_JOBS);
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 1 || value > MAX_JOBS) {
    throw new UsageError(`--jobs must be a whole number from 1 to ${MAX_JOBS}, found ${quoteText(text)}`, command);
  }
  return value;
}
