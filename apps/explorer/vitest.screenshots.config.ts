import { defineConfig } from 'vitest/config';
import { coreAlias } from './vite.config.ts';

/** `pnpm screenshots`: draws the README's screenshots into `docs/screenshots/` (never run by the tests). */
export default defineConfig({
  resolve: { alias: coreAlias },
  test: {
    name: 'explorer-screenshots',
    include: ['e2e/screenshots.run.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
