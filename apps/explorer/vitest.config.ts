import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { coreAlias } from './vite.config.ts';

/**
 * One project, two globs: unit tests beside the code (node) and end-to-end tests (`e2e/`), which drive
 * Debian Chromium against the built site and so need `vite build` first (turbo's `test` depends on `build`).
 */
export default defineConfig({
  plugins: [svelte()],
  resolve: { alias: coreAlias, conditions: ['browser'] },
  test: {
    name: 'explorer',
    include: ['src/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
