import { defineConfig } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3123);
// The browser half of the reliability suite (tests/reliability/README.md) runs in `npm run test:reliability` (which sets RELIABILITY=1), not twice.
const NOT_HERE = process.env.RELIABILITY ? [] : ['**/reliability*.e2e.ts', '**/privacy*.e2e.ts'];
// Screens and sign-in with no pose analysis: a few seconds each, no timing asserted.
const SCREENS = [
  'account-german',
  'account-joined',
  'account-sign-ins',
  'auth',
  'auth-google',
  'french',
  'german',
  'http-answers',
  'install',
  'monitor-camera-denied',
  'oidc',
  'screens',
  'screens-offline',
  'smoke',
  'spanish',
  'sw-update',
  'theme',
].map((f) => `**/${f}.e2e.ts`);
// The model's own checks: landmarks against expected ones and a pinned WebGPU, no timing asserted
// (they tolerate a busy CPU: their limits are minutes).
const MODELS = ['**/models.e2e.ts', '**/pipeline-webgpu.e2e.ts'];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  testIgnore: NOT_HERE,
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Two cores: inference keeps one busy, so specs that track run one at a time. `npm test` runs the
  // two projects that never track side by side first (`--workers=2`), then 'camera' alone.
  workers: 1,
  projects: [
    { name: 'screens', testMatch: SCREENS, workers: 1 },
    { name: 'models', testMatch: MODELS, workers: 1 },
    { name: 'camera', testIgnore: [...NOT_HERE, ...SCREENS, ...MODELS], workers: 1 },
  ],
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.PW_REPORTER ? [[process.env.PW_REPORTER]] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs() },
    permissions: ['camera'],
    trace: 'retain-on-failure',
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
