import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { ApiError } from '../errors.ts';

type AjvError = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Turns ajv's output into one sentence a person can act on; the documented message where there is one (docs/api.md#errors). */
export function formatValidation(errors: AjvError[], where: string): string {
  const e = errors[0];
  if (!e) return 'Invalid request';
  const path = `${where}${e.instancePath.replace(/\//g, '.')}`;
  if (e.keyword === 'maxItems' && e.instancePath === '/data_points')
    return 'Cannot send more than 10 data points at once';
  if (e.keyword === 'additionalProperties')
    return `Unknown field "${String(e.params.additionalProperty)}" in ${path}`;
  if (e.keyword === 'required')
    return `Missing field "${String(e.params.missingProperty)}" in ${path}`;
  if (e.keyword === 'format' && e.params.format === 'email') return 'Email is invalid';
  return `${path} ${e.message ?? 'is invalid'}`;
}

/** Registered on the root instance so every route, plugin and 404 shares one JSON error shape. */
export default fp(
  async (app) => {
    app.setSchemaErrorFormatter(
      (errors, where) => new Error(formatValidation(errors as AjvError[], where)),
    );

    app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
      const status = err.statusCode ?? 500;
      if (err.validation) return reply.code(400).send({ error: err.message });
      if (status === 429) return reply.code(429).send({ error: 'Too many requests' });
      // The database went away (restart, failover): a fast 503 the client may retry, not a 500.
      if (status === 500 && isDatabaseUnavailable(err)) {
        req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
        return reply
          .code(503)
          .header('retry-after', '5')
          .send({ error: 'Service temporarily unavailable' });
      }
      if (status >= 500) {
        req.log.error(
          { err: { message: err.message, code: err.code, stack: err.stack } },
          'request failed',
        );
        return reply.code(status).send({
          error: status === 503 ? 'Service temporarily unavailable' : 'Internal server error',
        });
      }
      // fastify's own 4xx (bad JSON, wrong media type, body too large) and our ApiError both carry a
      // safe message; only ours carry a code (fastify's are FST_ names, not part of the API).
      const code = err instanceof ApiError ? err.code : undefined;
      return reply.code(status).send({ error: err.message, ...(code ? { code } : {}) });
    });
  },
  { name: 'errors' },
);
