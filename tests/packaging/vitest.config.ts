import { defineConfig } from 'vitest/config';

/**
 * Packing and installing take seconds of npm and tsc each, so the set-up hook and the type checks carry
 * their own generous budgets; nothing here is timed.
 */
export default defineConfig({
  test: {
    name: 'packaging',
    include: ['*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 300_000,
  },
});
