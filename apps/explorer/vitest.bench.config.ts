import { defineConfig } from 'vitest/config';
import { coreAlias } from './vite.config.ts';

/** `pnpm bench`: timings of the built site in Chromium (`bench/*.run.ts`), written to `bench-results/`; never a test. */
export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    name: 'explorer-bench',
    include: ['bench/**/*.run.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 180_000,
  },
});
