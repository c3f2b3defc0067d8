// Build step of the service worker (docs/decisions.md#service-worker): writes dist/sw.js from
// src/service-worker/sw.js with the build's file list, each file with its content hash, and a
// version derived from that list. A hand-written step instead of vite-plugin-pwa/Workbox: same
// precache and cleanup, a 30-times smaller worker and ~320 fewer packages (the decision has the
// numbers).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export interface PrecacheFile {
  url: string;
  /** Content hash for a name without one; null when the name is already hashed (assets/). */
  rev: string | null;
  /** Cached at install (route chunks, CSS, the shell); otherwise on first use. */
  install: boolean;
}

/** JS and CSS above this size (the 2 MB pose worker) and wasm are cached on first use. */
export const INSTALL_MAX_BYTES = 512 * 1024;
const TEMPLATE = fileURLToPath(new URL('../src/service-worker/sw.js', import.meta.url));

const hash = (data: string | Uint8Array) =>
  createHash('sha256').update(data).digest('hex').slice(0, 16);

/** Files of `public/` as URL -> bytes (the manifest, icons, favicon, models). */
function publicFiles(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.set(`/${relative(dir, path).replace(/\\/g, '/')}`, readFileSync(path));
    }
  };
  walk(dir);
  return out;
}

/**
 * The list from the bundle's file names and sizes, index.html's bytes and public/'s files. Pure,
 * so a test can build two versions of it.
 */
export function precacheList(
  bundle: Map<string, number>,
  indexHtml: string | Uint8Array,
  pub: Map<string, Uint8Array>,
): PrecacheFile[] {
  const files: PrecacheFile[] = [{ url: '/index.html', rev: hash(indexHtml), install: true }];
  for (const [name, size] of [...bundle].sort(([a], [b]) => a.localeCompare(b))) {
    if (!name.startsWith('assets/') || name.endsWith('.map')) continue;
    const code = /\.(js|css)$/.test(name);
    files.push({ url: `/${name}`, rev: null, install: code && size <= INSTALL_MAX_BYTES });
  }
  for (const [url, bytes] of [...pub].sort(([a], [b]) => a.localeCompare(b))) {
    if (url === '/robots.txt' || url.endsWith('.md') || url.endsWith('/LICENSE')) continue;
    // The installed app's files are small and cached at install; the models on first use.
    files.push({ url, rev: hash(bytes), install: !url.startsWith('/models/') });
  }
  return files;
}

/** sw.js for this list: its version is a hash of the list. */
export function renderServiceWorker(files: PrecacheFile[], template: string): string {
  const list = JSON.stringify(files);
  return template
    .replace("'__PRECACHE_VERSION__'", JSON.stringify(hash(list)))
    .replace("'__PRECACHE_FILES__'", list);
}

/** Vite plugin: emits sw.js next to index.html once the bundle is complete. */
export function serviceWorker(): Plugin {
  let publicDir = '';
  return {
    name: 'posture-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      publicDir = resolve(config.root, config.publicDir);
    },
    generateBundle(_options, bundle) {
      const sizes = new Map<string, number>();
      let html: string | Uint8Array = '';
      for (const out of Object.values(bundle)) {
        const body = out.type === 'chunk' ? out.code : out.source;
        if (out.fileName === 'index.html') html = body;
        sizes.set(out.fileName, typeof body === 'string' ? Buffer.byteLength(body) : body.length);
      }
      if (!html) this.error('index.html is not in the bundle');
      const files = precacheList(sizes, html, publicFiles(publicDir));
      const source = renderServiceWorker(files, readFileSync(TEMPLATE, 'utf8'));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
      const n = files.filter((f) => f.install).length;
      this.info(`${n} files cached at install, ${files.length - n} on first use`);
    },
  };
}
