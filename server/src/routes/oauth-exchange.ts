import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../auth/tokens.ts';
import { badRequest } from '../errors.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { signIn } from '../services/users.ts';
import { errors } from '../../../core/api/schemas/common.ts';
import { ExchangeBody } from '../../../core/api/schemas/oauth.ts';
import { AuthResponse } from '../../../core/api/schemas/user.ts';

export const CODE_FAILED = 'This sign-in link is invalid or expired. Please sign in again.';
export const NOT_STARTED_HERE =
  'This sign-in was not started in this browser, so it was not used. Please sign in again.';

/** PKCE S256 (RFC 7636 section 4.2): the challenge /auth/google/start was given for this verifier. */
const challengeOf = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const same = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /auth/google/exchange (docs/api.md#authentication): the callback page redeems the one-time
 * code of a finished provider sign-in with the browser's verifier, whose S256 challenge started
 * it; the answer is the sign-in, `no-store`. A code works once, for 60 s.
 */
const oauthExchange: FastifyPluginAsyncTypebox = async (app) => {
  const { oauthCodesRepository: codes, usersRepository: users } = app;
  app.post(
    '/auth/google/exchange',
    {
      schema: {
        tags: ['oauth'],
        body: ExchangeBody,
        response: { 200: AuthResponse, ...errors(400, 429) },
      },
      ...limiter(app, 'oauth-exchange', { perIp: app.config.rateLimit.ipMax }),
    },
    async (req, reply) => {
      void reply.header('cache-control', 'no-store');
      const row = await codes.consume(sha256(req.body.code));
      if (!row) throw badRequest(CODE_FAILED);
      if (!same(challengeOf(req.body.verifier), row.challenge)) throw badRequest(NOT_STARTED_HERE);
      const user = await users.findById(row.user_id);
      // The password or owner changed since the provider vouched: that sign-in is no more.
      if (!user || user.credentials_version !== row.credentials_version)
        throw badRequest(CODE_FAILED);
      return signIn(app, user, req.headers['user-agent']);
    },
  );
};

export default oauthExchange;
