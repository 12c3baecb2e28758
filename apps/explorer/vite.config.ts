import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

/** The core is compiled from source, so the explorer never waits for (or drifts from) a core build. */
export const coreAlias = {
  // the subpath first: an alias also matches what starts with its key and a '/'
  '@lightsout/core/algebra': fileURLToPath(new URL('../../packages/core/src/algebra.ts', import.meta.url)),
  '@lightsout/core': fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url)),
};

/**
 * `base: './'`: every asset and the worker are loaded relative to the page, so the same `dist/` works at a
 * domain's root or under any sub-path (a project page such as `https://user.github.io/lights-out/`).
 */
export default defineConfig({
  base: './',
  plugins: [svelte()],
  resolve: { alias: coreAlias },
  worker: { format: 'es' },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
  server: { port: 5173 },
  preview: { port: 4173 },
});
