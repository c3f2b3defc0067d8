// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { BOUNDARIES, TEST_BOUNDARIES, boundaryBlocks } from './eslint/boundaries.js';
import { importCyclesPlugin } from './eslint/import-cycles.js';

/**
 * The pure core (core/: posture, session, protocol, paths, API types) takes time and data as
 * arguments and never reaches for the browser. Each ban names the adapter that owns the thing.
 */
const pureBans = [
  {
    name: 'window',
    message: 'Pure core: no window. Pass values in; browser access lives in src/browser/*.',
  },
  {
    name: 'document',
    message: 'Pure core: no document. DOM work belongs in src/components or src/browser.',
  },
  {
    name: 'navigator',
    message:
      'Pure core: no navigator. Use src/browser/camera.ts or src/browser/alerts/notifications.ts.',
  },
  { name: 'fetch', message: 'Pure core: no fetch. Network calls go through src/api/client.ts.' },
  {
    name: 'XMLHttpRequest',
    message: 'Pure core: no XMLHttpRequest. Network calls go through src/api/client.ts.',
  },
  {
    name: 'setTimeout',
    message:
      'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.',
  },
  {
    name: 'setInterval',
    message:
      'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.',
  },
  {
    name: 'clearTimeout',
    message:
      'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.',
  },
  {
    name: 'clearInterval',
    message:
      'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.',
  },
  {
    name: 'requestAnimationFrame',
    message: 'Pure core: no frame callbacks. The draw worker (workers/draw) owns drawing.',
  },
  { name: 'performance', message: 'Pure core: no clock. Take `now` (ms) as an argument.' },
];

/**
 * Web storage has one owner, src/browser/storage.ts (docs/architecture.md#storage): it never throws,
 * falls back to memory and lets tests swap the backend. Everything else goes through it.
 */
const STORAGE_HELP =
  'Use src/browser/storage.ts (readText/readJson/writeJson/removeKey; tabStorage for this tab only; setAppStorage(memoryStorage()) in tests).';
const storageBans = ['localStorage', 'sessionStorage'].map((name) => ({
  name,
  message: `No direct ${name}. ${STORAGE_HELP}`,
}));
const storagePropertyBans = ['globalThis', 'window', 'self'].flatMap((object) =>
  ['localStorage', 'sessionStorage'].map((property) => ({
    object,
    property,
    message: `No direct ${property}. ${STORAGE_HELP}`,
  })),
);
const pureClockBans = [
  {
    object: 'Date',
    property: 'now',
    message: 'Pure core: no clock. Take `now` (ms) as an argument.',
  },
  {
    object: 'Math',
    property: 'random',
    message: 'Pure core: no hidden randomness. Pass ids or a random source in.',
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-e2e/**',
      'node_modules/**',
      'data/**',
      'public/**',
      'coverage/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every file: storage through the adapter.
    rules: {
      'no-restricted-globals': ['error', ...storageBans],
      'no-restricted-properties': ['error', ...storagePropertyBans],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  ...boundaryBlocks(BOUNDARIES, 'code', '*.{ts,tsx}'),
  {
    // Product code (docs/architecture.md#boundaries): no import circles, and files a reader takes
    // in whole; a longer one is split along the seam a reader would expect.
    files: ['core/**/*.ts', 'src/**/*.{ts,tsx}', 'workers/**/*.ts', 'server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { local: importCyclesPlugin },
    rules: {
      'local/no-import-cycle': 'error',
    },
  },
  {
    // Every file a person edits, tests and scripts too: one a reader takes in whole; a longer one
    // is split along the seam a reader would expect.
    files: ['**/*.{ts,tsx,mjs,js}'],
    rules: {
      'max-lines': ['error', { max: 200, skipBlankLines: false, skipComments: false }],
    },
  },
  ...boundaryBlocks(TEST_BOUNDARIES, 'tests', '*.test.{ts,tsx}'),
  {
    files: ['core/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-globals': ['error', ...pureBans, ...storageBans],
      'no-restricted-properties': ['error', ...pureClockBans, ...storagePropertyBans],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'e2e/**', 'bench/**'],
    rules: {
      // Tests may measure and wait; the ban is for the product code. Storage still goes through the
      // adapter (setAppStorage(memoryStorage()) or tests/support/storage.ts).
      'no-restricted-globals': ['error', ...storageBans],
      'no-restricted-properties': ['error', ...storagePropertyBans],
    },
  },
  {
    files: [
      // The adapter itself, and its test (which checks node has no localStorage).
      'src/browser/storage.ts',
      'src/browser/storage.test.ts',
      // Playwright's page.evaluate bodies run in the page, where only the real storage exists.
      'e2e/**',
    ],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
);
