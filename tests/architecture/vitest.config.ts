import { defineConfig } from 'vitest/config';

/** Reads source files only: no build, no spawn. */
export default defineConfig({
  test: {
    name: 'architecture',
    include: ['*.test.ts'],
  },
});
