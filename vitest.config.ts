import { defineConfig } from 'vitest/config';

/** Root test entry: every package and app is a vitest project with its own config. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'tests/*'],
  },
});
