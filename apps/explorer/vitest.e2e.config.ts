import { defineConfig } from 'vitest/config';
import { coreAlias } from './vite.config.ts';

/**
 * The end-to-end tests (`e2e/*.test.ts`): the built site in Debian Chromium. One file at a time, so two
 * browsers never compete for a 2-core machine; each test waits for states, never for times. The timeout is
 * a hang guard far above what a test needs on a loaded machine; tests that are heavy by design (the atlas,
 * 1000 × 1000 boards) raise it for themselves. The hook timeout covers building the site when it is stale.
 * `expect.poll` waits for a state up to the test's own budget rather than its default second.
 */
export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    name: 'explorer-e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 25_000, interval: 50 } },
  },
});
