import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** CLI tests run against the core's source, so they need no build; tests of dist/cli.js need `build` first. */
export default defineConfig({
  resolve: {
    alias: { '@lightsout/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)) },
  },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
