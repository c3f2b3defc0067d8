// @ts-check
// The import-boundary rules that eslint.config.js spreads in: one no-restricted-imports block
// per folder and depth.
/**
 * Import boundaries (docs/architecture.md#boundaries), split by where code runs: core/ (shared,
 * pure) imports nothing outside itself; the app (src/), the workers (workers/) and the server
 * (server/) import core/ and never each other. A bridge starts its worker with
 * `new Worker(new URL(...))`, which is not an import. Paths are matched as written, so each rule
 * is made per folder depth: `../` repeated `depth` times reaches the repository root.
 */
const CORE_ONLY =
  'core/ imports nothing outside core/ (the app, the workers and the server all import it): pass values in, or move the shared piece into core/.';
/**
 * The one package core/ may use, and only in core/api: the wire schemas are TypeBox objects, which
 * the server validates with and the client takes its types from (docs/decisions.md#wire-schemas).
 */
const CORE_PACKAGES = { 'core/api': 'typebox' };
const PURE_IMPORTS =
  'Pure core: core/posture and core/recording import only their own folder (tests beside them may add vitest and tests/support).';
const SRC_WORKERS =
  'src/ may not import workers/: the page reaches a worker through its bridge (src/pipeline/pose-bridge.ts, draw-bridge.ts), and what they share lives in core/protocol (pose.ts: PoseApi, EngineSummary, DetectorInfo, BackendName, ModelType, FOREGROUND_INTERVAL_MS, lostBackend...; draw.ts: DrawApi, PLACEHOLDERS).';
const SRC_SERVER =
  'src/ may not import server/: the API wire types live in core/api/types.ts (Static<> of core/api/schemas), the route paths in core/paths.ts.';
const WORKERS_SRC =
  'workers/ may not import src/: shared types and helpers live in core/ (core/protocol/pose.ts, core/protocol/draw.ts, the engine in core/posture).';
const WORKERS_SERVER = 'workers/ may not import server/: shared code lives in core/.';
const SERVER_SRC =
  'server/ may not import src/ (the app): route paths live in core/paths.ts, the API wire schemas in core/api/schemas, the engine in core/posture.';
const SERVER_WORKERS = 'server/ may not import workers/: shared code lives in core/.';
const STATE_UI =
  'src/state (stores) never imports src/components or src/routes: move the shared code into src/state or core/ (route paths: core/paths.ts), or pass it in.';
const BROWSER_STATE =
  'src/browser (adapters) never imports src/state (stores): take what it needs from the caller as arguments or callbacks (openWidget takes `log`).';

/** A path that starts with `../` exactly `n` times: from a file `n` folders down, the repository root. */
const BROWSER_PIPELINE =
  'src/browser (adapters) never imports src/pipeline: the pipeline uses the adapters, not the other way round; move the shared piece into core/ or pass it in.';
const PIPELINE_UI =
  'src/pipeline (camera and workers) never imports src/state, src/components or src/routes: it reports through its PipelineEvents, and the monitor session (src/state/monitor-session) drives it.';
const UI_PIPELINE =
  'src/components and src/routes never import src/pipeline: read the monitor session (src/state/monitor-session/index.ts: useMonitor, monitorActions, its re-exported types) or core/protocol.';

const up = (/** @type {number} */ n) => `^(\\.\\./){${n}}`;

/**
 * The import patterns each folder bans, for a file `depth` folders below the root. A folder's rules
 * include those of the folders around it (a later block replaces a rule, it does not add to it).
 * @typedef {Record<string, (depth: number, folder: string) => { regex: string, message: string }[]>} Boundaries
 * @type {Boundaries}
 */
export const BOUNDARIES = {
  core: (d, folder) => {
    const allowed = CORE_PACKAGES[/** @type {keyof typeof CORE_PACKAGES} */ (folder)];
    return [{ regex: `${up(d)}|^(?!\\.${allowed ? `|${allowed}$` : ''})`, message: CORE_ONLY }];
  },
  'core/api': () => [],
  'core/posture': () => [{ regex: '^(?!\\./)', message: PURE_IMPORTS }],
  // The settings' ranges are defined once, in core/posture/settings.ts (pure as well).
  'core/recording': () => [
    { regex: '^(?!\\./|\\.\\./posture/settings\\.ts$)', message: PURE_IMPORTS },
  ],
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
export const TEST_BOUNDARIES = {
  core: coreTest,
  'core/posture': () => [{ regex: PURE_TEST, message: PURE_IMPORTS }],
  'core/recording': () => [{ regex: PURE_TEST, message: PURE_IMPORTS }],
};

/**
 * One config block per folder and depth (1 to 6 folders down), outer folders first.
 * @param {Boundaries} table
 * @param {string} name
 * @param {string} ext
 */
export function boundaryBlocks(table, name, ext) {
  /** @type {import('eslint').Linter.Config[]} */
  const blocks = [];
  for (const folder of Object.keys(table)) {
    const own = folder.split('/').length;
    for (let d = own; d <= 6; d++) {
      const patterns = Object.entries(table)
        .filter(([f]) => folder === f || folder.startsWith(`${f}/`))
        .flatMap(([, banned]) => banned(d, folder));
      blocks.push({
        name: `boundaries/${name}/${folder}/${d}`,
        files: [`${folder}/${'*/'.repeat(d - own)}${ext}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      });
    }
  }
  return blocks;
}
