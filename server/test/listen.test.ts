import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { dbTargets } from './support/targets.ts';

const PASSWORD = 'Listen-Pass1';

/** A dist/ like `vite build` makes: the page, a hashed asset and a model shard. */
function fakeDist(dir: string): string {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, 'models', 'blazepose'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Posture Coach</title><div id="root"></div>',
  );
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'models', 'blazepose', 'blazepose-lite.bin'), Buffer.alloc(16));
  return dist;
}

describe.each(await dbTargets())('a real listening server on $name', (target) => {
  let app: FastifyInstance;
  let base: string;
  let url: string;
  const logs: string[] = [];
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'posture-listen-'));
    url = target.freshUrl(dir);
    const config = loadConfig(
      {
        DATABASE_URL: url,
        DATA_DIR: dir,
        DIST_DIR: fakeDist(dir),
        MAIL_OUTBOX: join(dir, 'outbox'),
        PUBLIC_URL: 'http://127.0.0.1',
        JWT_SECRET: 'listen-test-secret-0123456789-0123456789-abc',
        MAX_EVENT_LOOP_DELAY_MS: '0',
      },
      dir,
    );
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await buildApp({ config, logger: { ...loggerOptions, level: 'info', stream } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await target.dispose(url);
  });

  it('serves the SPA with index.html fallback, long-cached assets, revalidated models, and the CSP', async () => {
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const csp = home.headers.get('content-security-policy') ?? '';
    for (const d of [
      "default-src 'self'",
      "script-src 'self' 'wasm-unsafe-eval'",
      "worker-src 'self' blob:",
      "img-src 'self' data: blob:",
      "media-src 'self' blob: mediastream:",
      "connect-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "frame-ancestors 'none'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(home.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(home.headers.get('x-content-type-options')).toBe('nosniff');
    const route = await fetch(`${base}/account`);
    expect(route.status).toBe(200);
    expect(route.headers.get('content-type')).toContain('text/html');
    const model = await fetch(`${base}/models/blazepose/blazepose-lite.bin`);
    expect(model.status).toBe(200);
    expect(model.headers.get('cache-control')).toBe('no-cache');
    expect(model.headers.get('etag')).toBeTruthy();
    expect((await fetch(`${base}/assets/index-abc123.js`)).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    const api = await fetch(`${base}/api/does-not-exist`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: 'Not found' });
  });

  it('walks signup -> session -> beacon end over HTTP, and the logs hold no secrets', async () => {
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${base}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const signup = await post('/user/signup', {
      first_name: 'Lena',
      last_name: 'Listen',
      email: `listen-${target.name}@example.test`,
      password: PASSWORD,
    });
    expect(signup.status).toBe(201);
    const tokens = (await signup.json()) as { access_token: string; refresh_token: string };
    const login = await post('/user/login', {
      email: `listen-${target.name}@example.test`,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    const refreshed = await fetch(`${base}/api/user/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(refreshed.status).toBe(200);
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const start = await post(
      '/sessions',
      {
        settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
        start_time: new Date(Date.now() - 120_000).toISOString(),
        time_zone: 'Europe/Paris',
      },
      auth,
    );
    const { session_id } = (await start.json()) as { session_id: string };
    // What navigator.sendBeacon(url, string) sends: text/plain, no Authorization header.
    // A query the route does not take is refused (and, like every query, never logged).
    const queried = await fetch(`${base}/api/sessions/${session_id}/end?auth_token=nope`, {
      method: 'POST',
    });
    expect(queried.status).toBe(400);
    const beacon = await fetch(`${base}/api/sessions/${session_id}/end`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({
        end_time: new Date().toISOString(),
        final_score: 91,
        num_alerts: 1,
        total_seconds_bad_posture: 12,
        total_episodes: 1,
        auth_token: tokens.access_token,
      }),
    });
    expect(beacon.status).toBe(200);
    expect(
      ((await beacon.json()) as { total_duration: number }).total_duration,
    ).toBeGreaterThanOrEqual(119);
    await fetch(`${base}/api/user/verify?token=secret-looking-token-value`);

    const text = logs.filter((l) => !l.includes('mail written to the outbox')).join('');
    expect(text).toContain('/api/sessions/');
    for (const secret of [
      PASSWORD,
      tokens.access_token,
      tokens.refresh_token,
      'secret-looking-token-value',
      'auth_token=nope',
    ])
      expect(text).not.toContain(secret);
  });
});
