import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'core/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'server/test/**/*.test.ts',
      'tests/**/*.test.ts',
      'scripts/**/*.test.ts',
      'eslint/**/*.test.ts',
    ],
    environment: 'node',
    // Two test files at a time. Vitest's default on this 2-core machine is one (cores - 1), which
    // left a core idle: 3.6 min for the suite, 2.6 min with two (docs/testing.md#unit-workers).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
