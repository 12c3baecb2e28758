import type { Board } from '@lightsout/core';
import { MAX_PATTERN_THUMBNAILS } from '../limits.ts';
import { fromData } from '../worker/protocol.ts';
import { type RuleSpec, ruleLabel } from '../rule/rule-spec.ts';
import { LatestJob } from '../worker/latest-job.ts';
import type { RunJob } from '../worker/run-job.ts';

/**
 * The facts of the current shape and rule, computed in the worker: the nullity and the first quiet
 * patterns (the kernel basis). Asking again for another shape cancels the question before.
 */
export class FactsState {
  /** Dimension of the kernel; `null` until known. */
  nullity = $state<number | null>(null);
  /** The first quiet patterns of the basis (at most {@link MAX_PATTERN_THUMBNAILS}). */
  patterns = $state.raw<Board[]>([]);
  /** True while computing the nullity. */
  loading = $state(false);
  /** True while computing the quiet patterns (after the nullity is known). */
  patternsLoading = $state(false);
  /** Why the facts are unavailable, if they are. */
  error = $state<string | null>(null);

  private key = '';
  private readonly latest = new LatestJob();

  constructor(private readonly run: RunJob) {}

  /**
   * The whole basis of quiet patterns of rows × cols under the rule (not only the thumbnails), for a file;
   * the caller checks its size first (`patternExportProblem`).
   */
  async basis(rows: number, cols: number, spec: RuleSpec, maxPatterns: number, signal?: AbortSignal): Promise<Board[]> {
    const { patterns } = await this.run({ kind: 'shape', rows, cols, rule: spec, maxPatterns }, { signal });
    return patterns.map(fromData);
  }

  /** Solutions of every solvable board: 2^nullity, exact. */
  get solutions(): bigint | null {
    return this.nullity === null ? null : 2n ** BigInt(this.nullity);
  }

  /**
   * Computes the facts for rows × cols under the rule, unless they are already known or on their way:
   * first the nullity (cheap), then the quiet patterns (a kernel basis, which can take far longer when the
   * nullity is large), so the numbers never wait for the pictures.
   */
  async load(rows: number, cols: number, spec: RuleSpec): Promise<void> {
    const key = `${rows}x${cols} ${ruleLabel(spec)}`;
    if (key === this.key) return;
    this.key = key;
    this.loading = true;
    this.patternsLoading = false;
    this.error = null;
    this.nullity = null;
    this.patterns = [];
    await this.latest.run(
      async (signal, current) => {
        const ask = (maxPatterns: number) => this.run({ kind: 'shape', rows, cols, rule: spec, maxPatterns }, { signal });
        const { nullity } = await ask(0);
        if (!current()) return;
        this.nullity = nullity;
        this.loading = false;
        if (nullity === 0) return;
        this.patternsLoading = true;
        const { patterns } = await ask(MAX_PATTERN_THUMBNAILS);
        if (!current()) return;
        this.patterns = patterns.map(fromData);
      },
      {
        onError: (message) => {
          this.error = message;
          this.key = ''; // let a later visit try again
        },
        onSettled: () => {
          this.loading = false;
          this.patternsLoading = false;
        },
      },
    );
  }
}
