/**
 * Seeded case budgets for the core's tests. As vitest's set-up file (`setupFiles`) it makes fast-check run
 * seeded, so each property checks the same cases, a fixed number of them, on every run and every machine (a
 * failure still names its seed and path); `FC_SEED=<integer>` explores other cases. `cases(n)` sizes a
 * heavy property: `n` cases in the suite, `n × LIGHTSOUT_TEST_SCALE` in the deeper run (`pnpm verify`).
 */
import fc from 'fast-check';

/** An integer from the environment, or undefined when unset or not one. */
function envInteger(name: string): number | undefined {
  const value = Number(process.env[name] ?? '');
  return process.env[name] && Number.isSafeInteger(value) ? value : undefined;
}

/** The seed every property runs with. */
export const TEST_SEED = envInteger('FC_SEED') ?? 20261126;
/** How many times its suite budget a heavy property runs (1 in the suite). */
const SCALE = Math.max(1, envInteger('LIGHTSOUT_TEST_SCALE') ?? 1);

fc.configureGlobal({ seed: TEST_SEED });

/** The case budget of a heavy property: `n` in the suite, scaled up by `LIGHTSOUT_TEST_SCALE` (`pnpm verify`). */
export function cases(n: number): number {
  return n * SCALE;
}
