import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

// The installable app (docs/product.md#installable-app): public/manifest.webmanifest and its icons,
// served from a dist/ as `vite build` leaves it (Vite copies public/ as is), through the real SPA
// plugin.
const publicDir = new URL('../../public/', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, publicDir));

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(read('manifest.webmanifest').toString()) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Icon[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(buf: Buffer): string {
  expect(buf.subarray(1, 4).toString()).toBe('PNG');
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

async function fixtureDist(dir: string): Promise<string> {
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), read('../index.html'));
  cpSync(publicDir, dist, { recursive: true, filter: (src) => !src.includes('/models') });
  await precompressDir(dist);
  return dist;
}

// The SPA plugin does not touch the database: SQLite only.
const [sqlite] = await dbTargets();
describe('the web app manifest', () => {
  let t: TestApp;
  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
  beforeAll(async () => {
    t = await startApp(sqlite!, {
      DIST_DIR: await fixtureDist(mkdtempSync(join(tmpdir(), 'posture-manifest-'))),
    });
  });
  afterAll(() => t.close());

  it('is linked from index.html, with the dark theme colour matching (the manifest has one)', () => {
    const html = read('../index.html').toString();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    // One theme-color per scheme in index.html; the manifest cannot vary by scheme, so it keeps the
    // dark one (docs/product.md#theme).
    const dark =
      /<meta\s+name="theme-color"\s+content="([^"]+)"\s+media="\(prefers-color-scheme: dark\)"/;
    expect(html.match(dark)?.[1]).toBe(manifest.theme_color);
  });

  it('is served as application/manifest+json, compressed for Chromium, not cached for a year', async () => {
    for (const encoding of [undefined, 'gzip, deflate, br, zstd']) {
      const res = await get('/manifest.webmanifest', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/manifest+json');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      const body = encoding ? brotliDecompressSync(res.rawPayload) : res.rawPayload;
      if (encoding) expect(res.headers['content-encoding']).toBe('br');
      expect(JSON.parse(body.toString())).toEqual(manifest);
    }
  });

  // Chromium's installability rules: a name, a start URL in scope, standalone display, a PNG icon
  // of at least 144 px for "any" purpose (plus the maskable one Android asks for).
  it("meets Chromium's installability rules", () => {
    expect(manifest.name).toBe('Posture Coach');
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.start_url).toBe('/app');
    expect(manifest.display).toBe('standalone');
    for (const c of [manifest.theme_color, manifest.background_color])
      expect(c).toMatch(/^#[0-9a-f]{6}$/);
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    const any = png.filter((i) => (i.purpose ?? 'any').split(' ').includes('any'));
    expect(any.map((i) => i.sizes).sort()).toEqual(['192x192', '512x512']);
    expect(png.some((i) => i.purpose === 'maskable' && i.sizes === '512x512')).toBe(true);
  });

  it('serves every icon it names, at the size it declares', async () => {
    for (const icon of manifest.icons) {
      const res = await get(icon.src);
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type'], icon.src).toContain(icon.type);
      if (icon.type === 'image/png') expect(pngSize(res.rawPayload), icon.src).toBe(icon.sizes);
    }
  });
});
