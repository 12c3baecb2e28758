import { defineConfig } from 'vitest/config';

/**
 * Every test is sized by a seeded budget of cases (not by time) to take well under a second on an idle
 * machine; heavier cases belong in the benchmarks (`pnpm bench`). The time limit is only a hang guard, set so
 * that a test of a second still passes on 2 cores at load 20 (about 11 times slower), with room to spare.
 */
export default defineConfig({
  test: {
    name: 'core',
    include: ['src/**/*.test.ts'],
    setupFiles: ['src/_test-seed.ts'],
    // the kernels are generated from wasm/ (not tracked): rebuilt here when their sources changed
    globalSetup: ['scripts/wasm-setup.mjs'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
