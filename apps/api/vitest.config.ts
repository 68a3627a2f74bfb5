import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // Real PostgreSQL, a fresh database per file and apps built per test: generous, so a loaded machine (two files at
    // once on two cores, or more) is not mistaken for a hang.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
