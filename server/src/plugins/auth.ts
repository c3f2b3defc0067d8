import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../errors.ts';

/**
 * Reads "Authorization: Bearer <credentials>"; null when there is no bearer credential at all (no
 * header, another scheme, "Bearer" alone). Whatever follows "Bearer " is the credential, even when
 * it is malformed ("Bearer two words"): it then fails verification and gets a 401, instead of
 * being read as no credential (which made such a request anonymous feedback; found by the
 * fast-check suite, tests/reliability/fuzz-inject.reliability.ts).
 */
export function bearer(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S.*?)\s*$/i.exec(h);
  return m?.[1] ?? null;
}

/**
 * Verifies an access JWT (HS256 pinned, iss/aud/exp) and that its sign-in family is still live,
 * so logout, password reset and account deletion cut access at once, not after the hour.
 */
export async function authenticateToken(
  app: FastifyInstance,
  token: string | null,
): Promise<{ userId: string; familyId: string }> {
  if (!token) throw unauthorized('Authentication required');
  const claims = await app.access.verify(token);
  if (!claims || !(await app.refresh.isFamilyLive(claims.sid, claims.sub)))
    throw unauthorized('Invalid or expired access token');
  return { userId: claims.sub, familyId: claims.sid };
}

/** `req.auth`: null until requireUser's preHandler sets it. */
export default fp(
  async (app) => {
    app.decorateRequest('auth', null);
  },
  { name: 'auth' },
);

/** preHandler for routes that need a signed-in user. */
export function requireUser(app: FastifyInstance) {
  return async (req: FastifyRequest) => {
    req.auth = await authenticateToken(app, bearer(req));
  };
}

export function userOf(req: FastifyRequest): { userId: string; familyId: string } {
  if (!req.auth) throw unauthorized();
  return req.auth;
}
