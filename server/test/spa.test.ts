import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { parse } from 'regexparam';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchRoute } from 'wouter';
import { precompressDir } from '../../scripts/precompress.ts';
import { CLIENT_PATHS, isClientPath } from '../../core/paths.ts';
import { pickEncoding } from '../src/plugins/spa.ts';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const SHELL = `<!doctype html><html><head><title>Posture Coach</title></head><body><div id="root"></div>${'<!-- padding the shell past the compression threshold -->'.repeat(20)}</body></html>`;
const JS = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};`;
const MODEL = JSON.stringify({
  weightsManifest: [
    {
      paths: ['x.bin'],
      weights: Array(200).fill({ name: 'conv', shape: [3, 3], dtype: 'float32' }),
    },
  ],
});

/** A dist/ as `vite build` leaves it, precompressed by the same code as the build. */
async function fixtureDist(dir: string): Promise<string> {
  const dist = join(dir, 'dist');
  for (const d of ['assets', 'models/blazepose', '.vite'])
    mkdirSync(join(dist, d), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets/index-abc123.js'), JS);
  writeFileSync(join(dist, 'assets/index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
  writeFileSync(join(dist, 'assets/index-abc123.css'), 'body{margin:0}'.repeat(60));
  writeFileSync(join(dist, 'assets/tiny.js'), 'console.log(1)');
  writeFileSync(join(dist, 'models/blazepose/blazepose-lite.json'), MODEL);
  writeFileSync(join(dist, 'models/blazepose/blazepose-lite.bin'), Buffer.alloc(4096, 7));
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  copyFileSync(new URL('../../public/robots.txt', import.meta.url), join(dist, 'robots.txt'));
  await precompressDir(dist);
  return dist;
}

describe('precompressDir', () => {
  it('writes .br and .gz next to text assets only, and skips tiny files', async () => {
    const dist = await fixtureDist(mkdtempSync(join(tmpdir(), 'posture-precompress-')));
    for (const f of ['index.html', 'assets/index-abc123.js', 'assets/index-abc123.css'])
      for (const ext of ['.br', '.gz']) expect(existsSync(join(dist, f + ext)), f + ext).toBe(true);
    expect(existsSync(join(dist, 'models/blazepose/blazepose-lite.json.br'))).toBe(true);
    expect(existsSync(join(dist, 'models/blazepose/blazepose-lite.bin.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets/index-abc123.js.map.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets/tiny.js.br'))).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('prefers br, honours q-values and refuses what is not offered', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', ['br', 'gzip'])).toBe('br');
    expect(pickEncoding('gzip', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.9', ['br', 'gzip'])).toBe('gzip');
    expect(pickEncoding('identity', ['br', 'gzip'])).toBeNull();
    expect(pickEncoding('*', ['gzip'])).toBe('gzip');
    expect(pickEncoding(undefined, ['br'])).toBeNull();
  });
});

describe('the client route list', () => {
  it("agrees with wouter's matcher on every route and on near misses", () => {
    const routerMatches = (path: string) =>
      CLIENT_PATHS.some((route) => matchRoute(parse, route, path)[0]);
    const probes = CLIENT_PATHS.flatMap((p) => [p, `${p}/`, p.toUpperCase(), `${p}x`, `${p}/x`]);
    for (const path of [...probes, '/nope', '/app/app', '//', '/manifest.json'])
      expect(isClientPath(path), path).toBe(routerMatches(path));
  });
});

// The SPA plugin does not touch the database: SQLite only.
const [sqlite] = await dbTargets();
describe('serving the built SPA', () => {
  let t: TestApp;
  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  beforeAll(async () => {
    t = await startApp(sqlite!, {
      DIST_DIR: await fixtureDist(mkdtempSync(join(tmpdir(), 'posture-spa-'))),
    });
  });
  afterAll(() => t.close());

  it.each([
    ['/assets/index-abc123.js', JS, 'javascript'],
    ['/assets/index-abc123.css', 'body{margin:0}'.repeat(60), 'text/css'],
    ['/models/blazepose/blazepose-lite.json', MODEL, 'application/json'],
    ['/', SHELL, 'text/html'],
    ['/app', SHELL, 'text/html'],
  ])('%s: br, gzip or identity by Accept-Encoding, with Vary', async (url, body, type) => {
    const br = await get(url, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain(type);
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(body.length / 2);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(body);

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(body);

    for (const plain of [await get(url, 'identity'), await get(url)]) {
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(body);
    }
  });

  it('keeps the cache rules on compressed copies', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('the shells of the pages reached with a code or link token are no-store', async () => {
    for (const path of ['/auth/google/callback?code=x', '/reset-password?token=x', '/verify-email'])
      expect((await get(path, 'br')).headers['cache-control'], path).toBe('no-store');
    expect((await get('/login', 'br')).headers['cache-control']).toBe('no-cache');
  });

  it('revalidates the models by ETag: unchanged answers 304, never a year-long stale copy', async () => {
    const url = '/models/blazepose/blazepose-lite.json';
    const first = await get(url, 'br');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves a real robots.txt', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });

  it('answers every client route with the shell, and other pages 404 with the same shell', async () => {
    for (const path of CLIENT_PATHS) {
      const res = await get(`${path}?x=1`);
      expect(res.statusCode, path).toBe(200);
      expect(res.body).toBe(SHELL);
    }
    for (const path of ['/nope', '/app/extra', '/accounts']) {
      const res = await get(path, 'br');
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SHELL);
    }
  });

  it('answers missing files, source maps and the build manifest with a plain 404', async () => {
    for (const path of [
      '/manifest.json',
      '/favicon.ico',
      '/assets/index-abc123.js.map',
      '/.vite/manifest.json',
      '/%2evite/manifest.json',
      '/assets/index-abc123.js%2Emap',
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).not.toContain('text/html');
      expect(res.body).not.toContain('secret.ts');
    }
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found' });
  });
});
