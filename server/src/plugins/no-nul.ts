import fp from 'fastify-plugin';
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
 * (found by the reliability fuzz suite; tests/reliability/nul-bytes.reliability.ts).
 */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (req) => {
      if (hasNul(req.params) || hasNul(req.query) || hasNul(req.body))
        throw badRequest('Text must not contain NUL characters');
    });
  },
  { name: 'no-nul' },
);
