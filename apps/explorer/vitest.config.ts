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
    testTimeout: 10_000,
    // `expect.poll` waits for a state up to most of the test's budget, not its default second.
    expect: { poll: { timeout: 8_000 } },
  },
});
