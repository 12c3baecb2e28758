import { defineConfig } from 'vitest/config';
import { coreAlias } from './vite.config.ts';

/**
 * The end-to-end tests (`e2e/*.test.ts`): the built site in Debian Chromium. One file at a time, so two
 * browsers never compete for a 2-core machine; each test waits for states, never for times. The timeout is
 * a hang guard far above what a test needs on a loaded machine (the slowest took 11 s on 2 cores at load
 * 18, so 2 minutes holds at load 20 and beyond); tests that are heavy by design (the atlas, 1000 × 1000
 * boards) set their own. The hook timeout covers building the site when it is stale.
 * `expect.poll` waits for a state up to the test's own budget rather than its default second.
 */
export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    name: 'explorer-e2e',
    include: ['e2e/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    expect: { poll: { timeout: 100_000, interval: 50 } },
  },
});
