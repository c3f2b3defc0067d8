import { defineConfig } from '@playwright/test';
import { chromiumArgs, CHROMIUM_PATH } from './e2e/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 3123);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  // The browser half of issue 8 runs in `npm run test:reliability` (which sets RELIABILITY=1), not twice.
  testIgnore: process.env.RELIABILITY ? [] : ['**/reliability*.e2e.ts', '**/privacy*.e2e.ts'],
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 30_000 },
  // Two cores: inference on SwiftShader saturates one core, so browser specs run one at a time.
  workers: 1,
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
