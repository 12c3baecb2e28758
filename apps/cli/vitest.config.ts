import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * CLI tests run against the core's source, so they need no build; tests of dist/cli.js need `build` first.
 * The time limits are hang guards sized for 2 cores at load 20, where a node start-up alone can take seconds;
 * tests/bin.test.ts runs its binaries once, in a set-up hook, and its tests check what they printed.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@lightsout\/core\/algebra$/, replacement: fileURLToPath(new URL('../../packages/core/src/algebra.ts', import.meta.url)) },
      { find: /^@lightsout\/core$/, replacement: fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)) },
    ],
  },
  test: {
    name: 'cli',
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
