// The built service worker across two versions: the real sw.js template with two precache lists,
// run against an in-memory CacheStorage and a counted network. A changed build deletes the old
// version's caches; a changed model is fetched again (past the HTTP cache), an unchanged one not.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { memoryCaches, startWorker } from '../tests/support/sw-worker.ts';
import { precacheList, renderServiceWorker } from './sw-precache.ts';

const TEMPLATE = readFileSync(new URL('../src/service-worker/sw.js', import.meta.url), 'utf8');

function build(chunk: string, model: string) {
  const network = new Map([
    ['/index.html', `<script src="/assets/${chunk}"></script>`],
    [`/assets/${chunk}`, `code of ${chunk}`],
    ['/assets/Privacy-aaaa.js', 'privacy route'],
    ['/assets/Privacy-aaaa.css', 'privacy css'],
    ['/assets/pose.worker-bbbb.js', 'x'.repeat(600 * 1024)],
    ['/manifest.webmanifest', '{}'],
    ['/models/blazepose/full.bin', model],
    ['/models/blazepose/lite.bin', 'lite weights'],
  ]);
  const bundle = new Map(
    [...network]
      .filter(([u]) => u.startsWith('/assets/'))
      .map(([u, body]) => [u.slice(1), body.length] as [string, number]),
  );
  const pub = new Map(
    [...network]
      .filter(([u]) => !u.startsWith('/assets/') && u !== '/index.html')
      .map(([u, body]) => [u, Buffer.from(body)] as [string, Buffer]),
  );
  const files = precacheList(bundle, network.get('/index.html')!, pub);
  return { network, files, source: renderServiceWorker(files, TEMPLATE) };
}

describe('service worker versions (src/service-worker/sw.js + scripts/sw-precache.ts)', () => {
  it('the API never reaches the worker (a static route to the network); without addRoutes it is still passed on', async () => {
    const v1 = build('index-1111.js', 'full v1');
    const routed = await startWorker(v1.source, memoryCaches().api, v1.network);
    expect(routed.routes).toEqual([
      { condition: { urlPattern: { pathname: '/api/*' } }, source: 'network' },
    ]);
    const older = await startWorker(v1.source, memoryCaches().api, v1.network, false);
    expect(older.routes).toEqual([]);
    expect(await older.request('/api/user')).toBe('not handled');
    expect(await older.request('/index.html')).toContain('index-1111.js');
  });

  it('caches every route chunk and stylesheet at install; big files and models on first use', () => {
    const { files } = build('index-1111.js', 'full v1');
    const at = (u: string) => files.find((f) => f.url === u);
    expect(at('/assets/Privacy-aaaa.js')).toMatchObject({ install: true, rev: null });
    expect(at('/assets/Privacy-aaaa.css')).toMatchObject({ install: true, rev: null });
    expect(at('/index.html')).toMatchObject({ install: true, rev: expect.any(String) });
    expect(at('/manifest.webmanifest')).toMatchObject({ install: true });
    expect(at('/assets/pose.worker-bbbb.js')).toMatchObject({ install: false });
    expect(at('/models/blazepose/full.bin')).toMatchObject({
      install: false,
      rev: expect.any(String),
    });
  });

  it('a new build deletes the old caches; a changed model is fetched again, an unchanged one is not', async () => {
    const { stores, api } = memoryCaches();
    const v1 = build('index-1111.js', 'full v1');
    const one = await startWorker(v1.source, api, v1.network);
    expect(one.fetched.map((f) => f.url).sort()).toEqual(
      v1.files
        .filter((f) => f.install)
        .map((f) => f.url)
        .sort(),
    );
    expect(await one.request('/models/blazepose/full.bin')).toBe('full v1');
    expect(await one.request('/models/blazepose/lite.bin')).toBe('lite weights');
    expect([...stores.keys()]).toHaveLength(1);
    const oldCache = [...stores.keys()][0];

    // The same build is the same version: nothing new.
    expect(build('index-1111.js', 'full v1').source).toBe(v1.source);

    // Version 2: a changed entry chunk and a changed full model.
    const v2 = build('index-2222.js', 'full v2');
    expect(v2.source).not.toBe(v1.source);
    const two = await startWorker(v2.source, api, v2.network);
    expect([...stores.keys()]).not.toContain(oldCache);
    expect([...stores.keys()]).toHaveLength(1);
    // Install downloaded what changed (the entry chunk, index.html), nothing it already had.
    expect(two.fetched.map((f) => f.url).sort()).toEqual(['/assets/index-2222.js', '/index.html']);
    expect(await two.request('/models/blazepose/full.bin')).toBe('full v2');
    expect(await two.request('/models/blazepose/lite.bin')).toBe('lite weights');
    expect(await two.request('/assets/Privacy-aaaa.js')).toBe('privacy route');
    const modelFetches = two.fetched.filter((f) => f.url.startsWith('/models/'));
    // Only the changed model went to the network, and past the HTTP cache (long max-age there).
    expect(modelFetches).toEqual([{ url: '/models/blazepose/full.bin', cache: 'no-cache' }]);
  });

  it("skips waiting only when the page asks ('Reload to update'), never by itself", async () => {
    const v1 = build('index-1111.js', 'full v1');
    const worker = await startWorker(v1.source, memoryCaches().api, v1.network);
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    worker.message({ type: 'OTHER' });
    worker.message(null);
    expect(worker.skipWaiting).not.toHaveBeenCalled();
    worker.message({ type: 'SKIP_WAITING' });
    expect(worker.skipWaiting).toHaveBeenCalledTimes(1);
  });
});
