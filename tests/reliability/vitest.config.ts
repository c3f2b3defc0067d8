import { defineConfig } from 'vitest/config';

// The reliability suites run only through `npm run test:reliability` (scripts/reliability.mjs): they
// start servers, stop databases and hold load for a minute, so they stay out of `npm test`, and
// run one file at a time so load figures are not disturbed by the next suite.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/reliability/**/*.reliability.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
