import type { MinimalOption } from '@lightsout/core';
import { quoteText } from '@lightsout/core/algebra';
import { UsageError } from './errors.ts';

/**
 * What `solve --minimal` asks of the core: `false` (any solution), or the fewest presses with an optional
 * time budget per grid for the exhaustive search.
 */
export type MinimalRequest = false | { readonly budgetSeconds: number | undefined };

/** Longest `--budget`: a day. */
const MAX_BUDGET_SECONDS = 86_400;

/**
 * The `--budget` flag: seconds of exhaustive search per grid, with `--minimal` only.
 *
 * @param text The flag's value, or undefined when absent.
 * @param minimal Whether `--minimal` was given.
 * @param command The command, for the usage message.
 * @returns The request.
 */
export function parseMinimal(text: string | undefined, minimal: boolean, command: string): MinimalRequest {
  if (text === undefined) return minimal ? { budgetSeconds: undefined } : false;
  if (!minimal) throw new UsageError('--budget needs --minimal', command);
  const value = Number(text);
  if (text.trim() === '' || !(value > 0 && value <= MAX_BUDGET_SECONDS)) {
    throw new UsageError(`--budget must be a number of seconds above 0 and at most ${MAX_BUDGET_SECONDS}, found ${quoteText(text)}`, command);
  }
  return { budgetSeconds: value };
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
