import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { OPERATIONS, SECURITY } from '../docs/operations.ts';
import { DOCS_CSS_PATH, docsPage, type OpenApiDoc } from '../docs/page.ts';
import { DOCS_CSS } from '../docs/style.ts';

/**
 * The page's own CSP, stricter than the app's: nothing runs, nothing is fetched but our
 * stylesheet, no inline style (docs/api.md#openapi).
 */
export const DOCS_CSP =
  "default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The OpenAPI document (served at /api/openapi.json by routes/health.ts) and its page /api/docs:
 * each operation gets its summary and security from docs/operations.ts, components are named by
 * their $id (plugins/wire-schemas.ts registers them).
 */
export default fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || route.method === 'HEAD' || route.schema?.hide) return;
      const key = `${String(route.method)} ${route.url.slice('/api'.length)}`;
      const op = OPERATIONS[key];
      if (!op) throw new Error(`No summary for ${key} in server/src/docs/operations.ts`);
      route.schema = { ...route.schema, summary: op.summary, security: SECURITY[op.auth] };
    });
    await app.register(swagger, {
      // Components are named by their $id, not def-0, def-1...
      refResolver: {
        buildLocalReference: (json, _base, _fragment, i) =>
          typeof json.$id === 'string' ? json.$id : `def-${i}`,
      },
      openapi: {
        info: {
          title: 'Posture Coach account API',
          version: '1.0.0',
          description: 'docs/api.md#calls, mounted under /api.',
        },
        servers: [{ url: '/api' }],
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            refresh: {
              type: 'http',
              scheme: 'bearer',
              description: 'The refresh token (docs/api.md#tokens), only for POST /user/refresh.',
            },
          },
        },
      },
    });

    let page: string | null = null;
    app.get('/api/docs', { schema: { hide: true } }, async (_req, reply) => {
      page ??= docsPage(app.swagger() as unknown as OpenApiDoc);
      return reply
        .header('content-security-policy', DOCS_CSP)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page);
    });
    app.get(DOCS_CSS_PATH, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .header('content-security-policy', DOCS_CSP)
        .header('cache-control', 'no-cache')
        .type('text/css; charset=utf-8')
        .send(DOCS_CSS),
    );
  },
  { name: 'api-docs' },
);
