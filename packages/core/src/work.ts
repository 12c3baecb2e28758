/**
 * Long work everywhere in the library takes the same two options: an abort signal, checked before any work
 * and at bounded intervals, and a progress callback whose `done` never goes back under the same `total`.
 */

/**
 * The part of the web platform's `AbortSignal` the library uses; a real `AbortSignal` (browsers, Node, Deno,
 * Bun) is one. Declared here so that the library's types need neither DOM nor Node type definitions.
 */
export interface AbortSignalLike {
  /** True once aborted. */
  readonly aborted: boolean;
  /** Throws the abort reason when aborted. */
  throwIfAborted(): void;
}

/** Options for long-running work. */
export interface WorkOptions {
  /** Aborts the work; the function throws the signal's reason. */
  signal?: AbortSignalLike | undefined;
  /**
   * Called now and then with the work done so far out of `total` (units are the callee's).
   *
   * @param done The work done so far, from 0 to `total`.
   * @param total The work in all.
   */
  onProgress?: ((done: number, total: number) => void) | undefined;
}

/** Progress resolution of {@link phaseOf}: each phase reports thousandths of itself. */
const PER_PHASE = 1000;

/**
 * The options for phase `phase` (0-based) of `phases` consecutive pieces of work: the same signal, and progress
 * mapped onto one scale of `phases × 1000`, so that it keeps rising from one phase to the next.
 */
export function phaseOf(options: WorkOptions | undefined, phase: number, phases: number): WorkOptions {
  const report = options?.onProgress;
  return {
    signal: options?.signal,
    onProgress: report && ((done, total) => report(Math.round(PER_PHASE * (phase + (total > 0 ? Math.min(1, done / total) : 1))), PER_PHASE * phases)),
  };
}
