import type { ArgsDef } from 'citty';
import { parseJobs } from './jobs.ts';

/**
 * `count --jobs N`. One thread by default: this thread parses every grid, and for the grids measured (10⁴ grids of
 * 32×32, 20 of 1000×1000, 200 of 300×301) parsing costs more than checking, so workers only added the cost of
 * passing the boards to them. Worth it when checking dominates: many distinct shapes, rules with large kernels.
 */
export const countJobsArgs = {
  jobs: { type: 'string', valueHint: 'N', description: 'Worker threads checking the grids while this one reads them (default: 1, this thread alone)' },
} satisfies ArgsDef;

/** The worker threads that check an input's grids: `--jobs N` as given (1: none, this thread checks), else 1. */
export function countJobs(text: string | undefined): number {
  return text === undefined ? 1 : parseJobs(text, Number.POSITIVE_INFINITY, 'count');
}
