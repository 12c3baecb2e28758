import type { MinimalOption } from '@lightsout/core';
import { quoteText } from '@lightsout/core/algebra';
import { UsageError } from './errors.ts';
import { jobsFlag } from './jobs-flag.ts';

/**
 * What `solve --minimal` asks of the core: `false` (any solution), or the fewest presses with an optional
 * time budget per grid for the exhaustive search, on `jobs` threads (1: in the command's own thread).
 */
export type MinimalRequest = false | { readonly budgetSeconds: number | undefined; readonly jobs: number };

/** Longest `--budget`: a day. */
const MAX_BUDGET_SECONDS = 86_400;

/**
 * The `--budget` and `--jobs` flags: seconds of exhaustive search per grid and threads, with `--minimal` only.
 *
 * @param text The `--budget` value, or undefined when absent.
 * @param minimal Whether `--minimal` was given.
 * @param command The command, for the usage message.
 * @param jobsText The `--jobs` value, or undefined when absent (one thread).
 * @returns The request.
 */
export function parseMinimal(text: string | undefined, minimal: boolean, command: string, jobsText?: string): MinimalRequest {
  if (!minimal) {
    if (text !== undefined) throw new UsageError('--budget needs --minimal', command);
    if (jobsText !== undefined) throw new UsageError('--jobs needs --minimal', command);
    return false;
  }
  const jobs = jobsFlag(jobsText, 1, command);
  if (text === undefined) return { budgetSeconds: undefined, jobs };
  const value = Number(text);
  if (text.trim() === '' || !(value > 0 && value <= MAX_BUDGET_SECONDS)) {
    throw new UsageError(`--budget must be a number of seconds above 0 and at most ${MAX_BUDGET_SECONDS}, found ${quoteText(text)}`, command);
  }
  return { budgetSeconds: value, jobs };
}

/**
 * The core's option for one grid: with a budget, the exhaustive search runs whatever its estimate, until the
 * budget (counted from now) runs out; without one, the core's default bounds.
 *
 * @param request The request.
 * @returns The `minimal` option of the core's solve functions.
 */
export function minimalOption(request: MinimalRequest): MinimalOption {
  if (request === false) return false;
  if (request.budgetSeconds === undefined) return true;
  return { maxExactSolutions: 2n ** 64n, maxExactWork: Number.POSITIVE_INFINITY, deadline: Date.now() + request.budgetSeconds * 1000 };
}
