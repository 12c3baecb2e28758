import { defineConfig } from 'vitest/config';

/**
 * Packing and installing take seconds of npm and tsc each, and every test spawns node, npm or tsc, so the
 * budgets are hang guards sized for 2 cores at load 20 (about 11 times slower than idle); nothing is timed.
 */
export default defineConfig({
  test: {
    name: 'packaging',
    include: ['*.test.ts'],
    // The READMEs' install lines run once for every test file (`_setup.ts`).
    globalSetup: ['_setup.ts'],
    testTimeout: 120_000,
  },
});
