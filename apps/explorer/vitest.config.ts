import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { coreAlias } from './vite.config.ts';

/**
 * The unit tests, beside the code they test (`src/**`), in Node. The end-to-end tests have their own config
 * (`vitest.e2e.config.ts`, `pnpm test:e2e`) and the docs' screenshots their own script (`pnpm screenshots`).
 */
export default defineConfig({
  plugins: [svelte()],
  resolve: { alias: coreAlias, conditions: ['browser'] },
  test: {
    name: 'explorer',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A hang guard sized for 2 cores at load 20 (about 11 times slower than idle); `expect.poll` waits for a
    // state up to most of the test's budget, not its default second.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    expect: { poll: { timeout: 50_000 } },
  },
});
