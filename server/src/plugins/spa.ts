import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isClientPath } from '../../../core/paths.ts';

const YEAR = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

/** The page shell in each encoding `vite build` wrote (scripts/precompress.ts). */
function loadShell(distDir: string): Map<Encoding | 'identity', Buffer> {
  const shell = new Map<Encoding | 'identity', Buffer>();
  const file = join(distDir, 'index.html');
  shell.set('identity', readFileSync(file));
  for (const [enc, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const)
    if (existsSync(file + ext)) shell.set(enc, readFileSync(file + ext));
  return shell;
}

/** br, then gzip, when Accept-Encoding allows it (q > 0; '*' counts for both). */
export function pickEncoding(header: string | undefined, offered: Encoding[]): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const qp = params.find((p) => p.trim().startsWith('q='));
    q.set(name!.trim(), qp ? Number(qp.trim().slice(2)) : 1);
  }
  const weight = (e: string) => q.get(e) ?? q.get('*') ?? 0;
  const best = offered.filter((e) => weight(e) > 0).sort((a, b) => weight(b) - weight(a));
  return best[0] ?? null;
}

/** The last path segment names a file (robots.txt, manifest.json, a chunk): no page answers it. */
function looksLikeFile(path: string): boolean {
  let name = path.split('/').pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape is not a file name either way
  }
  return /\.[a-z0-9]+$/i.test(name);
}

/**
 * Serves the built SPA from dist/ (docs/architecture.md): hashed assets with long cache headers, the
 * models revalidated by ETag, precompressed copies by Accept-Encoding, and index.html (never cached) for every
 * client route (core/paths.ts). Any other page path answers 404 with the same shell, so the
 * client renders its own 404 page; a missing file answers a plain 404. /api/* never falls back to
 * the page, and source maps are never served (server/README.md#serving-the-app).
 */
/** The shells of the pages reached by a link with a code or token (docs/deploy.md#nginx). */
export const TOKEN_PAGES = new Set(['/auth/google/callback', '/reset-password', '/verify-email']);

export default fp<{ distDir: string | null }>(
  async (app: FastifyInstance, { distDir }) => {
    const shell = distDir ? loadShell(distDir) : null;
    if (distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        wildcard: true,
        preCompressed: true,
        // Directories (above all '/') are client routes: without this, '/' answers 403 instead of
        // index.html. Source maps stay on disk for local debugging and are not published, nor is
        // anything under a dot folder (Vite's .vite/manifest.json).
        allowedPath: (pathName: string) =>
          !pathName.endsWith('/') && !pathName.endsWith('.map') && !/(^|\/)\./.test(pathName),
        setHeaders(res, path: string) {
          const rel = path.slice(distDir.length).replace(/\\/g, '/');
          if (rel.startsWith('/assets/')) res.header('cache-control', YEAR);
          // The models keep their names across `npm run models:refresh`, so a browser asks again each
          // time (a 304 by ETag when they did not change) instead of keeping stale weights for a year.
          else if (rel.startsWith('/models/') || /^\/sw\.js(\.br|\.gz)?$/.test(rel))
            res.header('cache-control', 'no-cache');
          else res.header('cache-control', 'public, max-age=3600');
        },
      });
    }

    function sendShell(req: FastifyRequest, reply: FastifyReply, status: 200 | 404) {
      const offered = (['br', 'gzip'] as const).filter((e) => shell!.has(e));
      const enc = pickEncoding(req.headers['accept-encoding'], offered);
      // Pages whose URL carries a single-use code or link token are never stored by a cache.
      const secret = TOKEN_PAGES.has(req.url.split('?')[0] ?? '');
      void reply
        .code(status)
        .header('cache-control', secret ? 'no-store' : 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (enc) void reply.header('content-encoding', enc);
      return reply.send(shell!.get(enc ?? 'identity'));
    }

    app.setNotFoundHandler((req, reply) => {
      const path = req.url.split('?')[0] ?? '';
      const page = req.method === 'GET' || req.method === 'HEAD';
      if (path === '/api' || path.startsWith('/api/') || !shell || !page)
        return reply.code(404).send({ error: 'Not found' });
      if (isClientPath(path)) return sendShell(req, reply, 200);
      if (looksLikeFile(path)) return reply.code(404).type('text/plain').send('Not found');
      return sendShell(req, reply, 404);
    });
  },
  { name: 'spa' },
);
