// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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

/**
 * Import boundaries (docs/architecture.md#boundaries), split by where code runs: core/ (shared,
 * pure) imports nothing outside itself; the app (src/), the workers (workers/) and the server
 * (server/) import core/ and never each other. A bridge starts its worker with
 * `new Worker(new URL(...))`, which is not an import. Paths are matched as written, so each rule
 * is made per folder depth: `../` repeated `depth` times reaches the repository root.
 */
const CORE_ONLY =
  'core/ imports nothing outside core/ (the app, the workers and the server all import it): pass values in, or move the shared piece into core/.';
const PURE_IMPORTS =
  'Pure core: core/posture and core/session import only their own folder (tests beside them may add vitest and tests/support).';
const SRC_WORKERS =
  'src/ may not import workers/: the page reaches a worker through its bridge (src/pipeline/pose-bridge.ts, draw-bridge.ts), and what they share lives in core/protocol (pose.ts: PoseApi, EngineSummary, DetectorInfo, BackendName, ModelType, FOREGROUND_INTERVAL_MS, lostBackend...; draw.ts: DrawApi, PLACEHOLDERS).';
const SRC_SERVER =
  'src/ may not import server/: the API wire types live in core/api/types.ts, the route paths in core/paths.ts.';
const WORKERS_SRC =
  'workers/ may not import src/: shared types and helpers live in core/ (core/protocol/pose.ts, core/protocol/draw.ts, the engine in core/posture).';
const WORKERS_SERVER = 'workers/ may not import server/: shared code lives in core/.';
const SERVER_SRC =
  'server/ may not import src/ (the app): route paths live in core/paths.ts, API wire types in core/api/types.ts, the engine in core/posture.';
const SERVER_WORKERS = 'server/ may not import workers/: shared code lives in core/.';
const STATE_UI =
  'src/state (stores) never imports src/components or src/routes: move the shared code into src/state or core/ (route paths: core/paths.ts), or pass it in.';
const BROWSER_STATE =
  'src/browser (adapters) never imports src/state (stores): take what it needs from the caller as arguments or callbacks (openWidget takes `log`).';
const BROWSER_PIPELINE =
  'src/browser (adapters) never imports src/pipeline: the pipeline uses the adapters, not the other way round; move the shared piece into core/ or pass it in.';
const PIPELINE_UI =
  'src/pipeline (camera and workers) never imports src/state, src/components or src/routes: it reports through its PipelineEvents, and the monitor session (src/state/monitor-session) drives it.';
const UI_PIPELINE =
  'src/components and src/routes never import src/pipeline: read the monitor session (src/state/monitor-session/index.ts: useMonitor, monitorActions, its re-exported types) or core/protocol.';

/** A path that starts with `../` exactly `n` times: from a file `n` folders down, the repository root. */
const up = (/** @type {number} */ n) => `^(\\.\\./){${n}}`;

/**
 * The import patterns each folder bans, for a file `depth` folders below the root. A folder's rules
 * include those of the folders around it (a later block replaces a rule, it does not add to it).
 * @typedef {Record<string, (depth: number) => { regex: string, message: string }[]>} Boundaries
 * @type {Boundaries}
 */
const BOUNDARIES = {
  core: (d) => [{ regex: `${up(d)}|^(?!\\.)`, message: CORE_ONLY }],
  'core/posture': () => [{ regex: '^(?!\\./)', message: PURE_IMPORTS }],
  'core/session': () => [{ regex: '^(?!\\./)', message: PURE_IMPORTS }],
  src: (d) => [
    { regex: `${up(d)}workers(/|$)`, message: SRC_WORKERS },
    { regex: `${up(d)}server(/|$)`, message: SRC_SERVER },
  ],
  'src/state': (d) => [{ regex: `${up(d - 1)}(components|routes)(/|$)`, message: STATE_UI }],
  'src/browser': (d) => [
    { regex: `${up(d - 1)}state(/|$)`, message: BROWSER_STATE },
    { regex: `${up(d - 1)}pipeline(/|$)`, message: BROWSER_PIPELINE },
  ],
  'src/pipeline': (d) => [
    { regex: `${up(d - 1)}(state|components|routes)(/|$)`, message: PIPELINE_UI },
  ],
  'src/components': (d) => [{ regex: `${up(d - 1)}pipeline(/|$)`, message: UI_PIPELINE }],
  'src/routes': (d) => [{ regex: `${up(d - 1)}pipeline(/|$)`, message: UI_PIPELINE }],
  workers: (d) => [
    { regex: `${up(d)}src(/|$)`, message: WORKERS_SRC },
    { regex: `${up(d)}server(/|$)`, message: WORKERS_SERVER },
  ],
  server: (d) => [
    { regex: `${up(d)}src(/|$)`, message: SERVER_SRC },
    { regex: `${up(d)}workers(/|$)`, message: SERVER_WORKERS },
  ],
};

/** Tests beside core/ may also import vitest and tests/support (nothing else outside core/). */
const PURE_TEST = '^(?!\\./|vitest$|\\.\\./\\.\\./tests/support/)';
const coreTest = (/** @type {number} */ d) => [
  { regex: `${up(d)}(?!tests/support/)|^(?!\\.|vitest$)`, message: CORE_ONLY },
];
/** @type {Boundaries} */
const TEST_BOUNDARIES = {
  core: coreTest,
  'core/posture': () => [{ regex: PURE_TEST, message: PURE_IMPORTS }],
  'core/session': () => [{ regex: PURE_TEST, message: PURE_IMPORTS }],
};

/**
 * One config block per folder and depth (1 to 6 folders down), outer folders first.
 * @param {Boundaries} table
 * @param {string} name
 * @param {string} ext
 */
function boundaryBlocks(table, name, ext) {
  /** @type {import('eslint').Linter.Config[]} */
  const blocks = [];
  for (const folder of Object.keys(table)) {
    const own = folder.split('/').length;
    for (let d = own; d <= 6; d++) {
      const patterns = Object.entries(table)
        .filter(([f]) => folder === f || folder.startsWith(`${f}/`))
        .flatMap(([, banned]) => banned(d));
      blocks.push({
        name: `boundaries/${name}/${folder}/${d}`,
        files: [`${folder}/${'*/'.repeat(d - own)}${ext}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      });
    }
  }
  return blocks;
}

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
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundaryBlocks(BOUNDARIES, 'code', '*.{ts,tsx}'),
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
