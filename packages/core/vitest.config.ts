import { defineConfig } from 'vitest/config';

/**
 * A short global budget catches a hang quickly; the few tests heavy by design raise their own
 * (`it(name, fn, 120_000)`), and heavier cases belong in the benchmarks (`pnpm bench`), not here.
 */
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
