import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

/** True when any string in the value (nested objects and arrays included) holds U+0000. */
function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  for (const v of Array.isArray(value) ? value : Object.values(value))
    if (hasNul(v, depth + 1)) return true;
  return false;
}

/**
 * PostgreSQL text cannot hold NUL ("invalid byte sequence for encoding UTF8: 0x00"): a NUL in a
 * path parameter, query or body turned into a 500 there, and was stored as is on SQLite. No field
 * of this API has a use for it, so it is refused up front, the same way on both databases
 * (found by the issue 8 fuzz suite; tests/reliability/nul-bytes.reliability.ts).
 */
export function registerNoNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body))
      throw badRequest('Text must not contain NUL characters');
  });
}

/** What an API route without query parameters accepts as its query string: nothing. */
export const NoQuery = { type: 'object', properties: {}, additionalProperties: false } as const;

/**
 * Every API route validates its query: a route that takes none refuses any, so a repeated or
 * unexpected parameter is a 400 and never reaches a handler as an array (docs/api.md#errors).
 */
export function requireQuerySchemas(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.schema?.querystring) return;
    route.schema = { ...route.schema, querystring: NoQuery };
  });
}
