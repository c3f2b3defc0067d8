import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from dist/: hashed assets and the models with long cache headers,
 * index.html (never cached) for every client route. /api/* never falls back to the page.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | null): Promise<void> {
  const index = distDir ? readFileSync(join(distDir, 'index.html')) : null;
  if (distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      wildcard: true,
      // Directories (above all '/') are client routes: without this, '/' answers 403 instead of index.html.
      allowedPath: (pathName: string) => !pathName.endsWith('/'),
      setHeaders(res, path: string) {
        const rel = path.slice(distDir.length).replace(/\\/g, '/');
        if (rel.startsWith('/models/') || rel.startsWith('/assets/'))
          res.header('cache-control', YEAR);
        else if (rel === '/sw.js') res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      !index ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    ) {
      return reply.code(404).send({ error: 'Not found' });
    }
    return reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(index);
  });
}
