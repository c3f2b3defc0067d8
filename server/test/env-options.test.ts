import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

// What an environment variable opens up: another origin (CORS_ORIGIN), other interfaces (HOST),
// Google sign-in (OIDC_CLIENT_ID and OIDC_CLIENT_SECRET).
describe('CORS for an API on its own host (CORS_ORIGIN)', () => {
  it('answers preflight for listed origins only, without credentials', async () => {
    const [sqlite] = await dbTargets();
    const dir = mkdtempSync(join(tmpdir(), 'posture-cors-'));
    const config = loadConfig(
      {
        DATABASE_URL: join(dir, 'db.sqlite'),
        DATA_DIR: dir,
        DIST_DIR: join(dir, 'none'),
        CORS_ORIGIN: 'https://app.example',
      },
      dir,
    );
    const app = await buildApp({ config, logger: false });
    try {
      const pre = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url: '/api/user/login',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        });
      const ok = await pre('https://app.example');
      expect(ok.headers['access-control-allow-origin']).toBe('https://app.example');
      expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
      expect(
        (await pre('https://evil.example')).headers['access-control-allow-origin'],
      ).toBeUndefined();
    } finally {
      await app.close();
      await sqlite!.dispose('');
    }
  });
});

// The answer reads the settings only: SQLite is enough.
const [sqlite] = await dbTargets();
describe('GET /api/auth/providers', () => {
  it.each([
    [{}, false],
    [{ OIDC_CLIENT_ID: 'client', OIDC_CLIENT_SECRET: 'secret' }, true],
  ])('with %o says google: %s', async (env, google) => {
    const t = await startApp(sqlite!, env);
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ google });
    } finally {
      await t.close();
    }
  });
});

const SECRET = 'spa-test-secret-0123456789-0123456789-abcdef';

describe('HOST', () => {
  it('binds 127.0.0.1 unless HOST opens it up', () => {
    const dir = mkdtempSync(join(tmpdir(), 'posture-host-'));
    expect(loadConfig({ JWT_SECRET: SECRET }, dir).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: SECRET, HOST: '0.0.0.0' }, dir).host).toBe('0.0.0.0');
  });
});
