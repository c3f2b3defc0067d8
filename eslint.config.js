// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The pure core (src/posture, src/session) takes time and data as arguments and
 * never reaches for the browser. Each ban names the adapter that owns the thing.
 */
const pureBans = [
  { name: 'window', message: 'Pure core: no window. Pass values in; browser access lives in src/browser/*.' },
  { name: 'document', message: 'Pure core: no document. DOM work belongs in src/components or src/browser.' },
  { name: 'navigator', message: 'Pure core: no navigator. Use src/browser/camera.ts or src/browser/notifications.ts.' },
  { name: 'localStorage', message: 'Pure core: no localStorage. Use src/browser/storage.ts and pass the data in.' },
  { name: 'sessionStorage', message: 'Pure core: no sessionStorage. Use src/browser/storage.ts and pass the data in.' },
  { name: 'fetch', message: 'Pure core: no fetch. Network calls go through src/api/client.ts.' },
  { name: 'XMLHttpRequest', message: 'Pure core: no XMLHttpRequest. Network calls go through src/api/client.ts.' },
  { name: 'setTimeout', message: 'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.' },
  { name: 'setInterval', message: 'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.' },
  { name: 'clearTimeout', message: 'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.' },
  { name: 'clearInterval', message: 'Pure core: no timers. Take `now` as an argument; schedule in src/state or the worker loop.' },
  { name: 'requestAnimationFrame', message: 'Pure core: no frame callbacks. The draw worker (workers/draw) owns drawing.' },
  { name: 'performance', message: 'Pure core: no clock. Take `now` (ms) as an argument.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'public/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/posture/**/*.ts', 'src/session/**/*.ts'],
    languageOptions: { globals: { ...globals.es2021 } },
    rules: {
      'no-restricted-globals': ['error', ...pureBans],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Pure core: no clock. Take `now` (ms) as an argument.' },
        { object: 'Math', property: 'random', message: 'Pure core: no hidden randomness. Pass ids or a random source in.' },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**', 'e2e/**', 'bench/**'],
    rules: {
      // Tests may measure and wait; the ban is for the product code.
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
);
