import { globSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const INCLUDE = [
  'core/**/*.test.ts',
  'src/**/*.test.{ts,tsx}',
  'workers/**/*.test.ts',
  'server/test/**/*.test.ts',
  'tests/**/*.test.ts',
  'scripts/**/*.test.ts',
  'eslint/**/*.test.ts',
];
// A file that replaces a module, a global, an environment variable or the clock gets a fresh
// module graph and globals of its own; every other file shares its worker's, which saves the
// imports each file would repeat (docs/testing.md#unit-workers).
const NEEDS_ISOLATION =
  /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules|useFakeTimers)\(|process\.env\.\w+ *=[^=]|globalThis\.\w+ *=[^=]/;
const isolated = globSync(INCLUDE, { exclude: (name) => name === 'node_modules' }).filter((file) =>
  NEEDS_ISOLATION.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  test: {
    environment: 'node',
    // Three test files at a time on these 2 cores: the longest files mostly wait (the login soft
    // limit's real delays), so a third worker overlaps them (docs/testing.md#unit-workers).
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'isolated', include: isolated } },
      {
        extends: true,
        test: {
          name: 'shared',
          include: INCLUDE,
          exclude: isolated,
          isolate: false,
          // A helper may fake the clock where the words above do not show: each file must give
          // its worker back with real timers (the guard fails the file that does not).
          setupFiles: ['tests/support/shared-worker-guard.ts'],
        },
      },
    ],
  },
});
