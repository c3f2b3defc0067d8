import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { newId, randomToken, sha256 } from '../auth/tokens.ts';
import { limiter } from '../plugins/rate-limit.ts';
import { oidcClient, randomNonce, randomPKCECodeVerifier, randomState } from '../services/oidc.ts';
import { linkOrCreate } from '../services/oauth-users.ts';
import { NOT_STARTED_HERE } from './oauth-exchange.ts';
import { CallbackQuery, Providers } from '../../../core/api/schemas/oauth.ts';

/**
 * The S256 challenge of the PKCE verifier the browser keeps while its sign-in is pending
 * (src/api/oauth-binding.ts); the callback page redeems the sign-in's code with the verifier.
 */
const BINDING = '^[A-Za-z0-9_-]{16,128}$';

/**
 * Sign-in with Google (or any OIDC issuer): code flow with state, nonce and PKCE. The popup lands
 * on the SPA's /auth/google/callback with the docs/api.md#calls query parameters, or error + error_description.
 */
const oauth: FastifyPluginAsyncTypebox = async (app) => {
  const { config, oauthStatesRepository: states, oauthCodesRepository: codes } = app;
  const client = oidcClient(config.oidc);
  const redirectUri = `${config.publicUrl}/api/auth/google/callback`;
  const back = (reply: FastifyReply, params: Record<string, string>) =>
    reply
      .header('cache-control', 'no-store')
      .redirect(
        `${config.publicUrl}/auth/google/callback?${new URLSearchParams(params).toString()}`,
        302,
      );
  const fail = (reply: FastifyReply, error: string, description: string, extra = {}) =>
    back(reply, { error, error_description: description, ...extra });

  // docs/api.md#authentication: the client shows 'Sign in with Google' only when this says true.
  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['oauth'],
        response: { 200: Providers },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-cache');
      return { google: client.configured() };
    },
  );

  app.get(
    '/auth/google/start',
    {
      schema: {
        tags: ['oauth'],
        querystring: Type.Object(
          {
            mode: Type.Optional(Type.Union([Type.Literal('login'), Type.Literal('signup')])),
            // docs/api.md#authentication: the browser's pending sign-in, handed back on the callback.
            binding: Type.Optional(Type.String({ pattern: BINDING })),
          },
          { additionalProperties: false },
        ),
      },
      ...limiter(app, 'oauth-start', { perIp: config.rateLimit.ipMax }),
    },
    async (req, reply) => {
      if (!client.configured())
        return fail(
          reply,
          'oauth_not_configured',
          'Google sign-in is not configured on this server.',
        );
      // The binding rides in the state, so it comes back only through this pending sign-in.
      const state = req.query.binding ? `${randomState()}.${req.query.binding}` : randomState();
      const nonce = randomNonce();
      const verifier = randomPKCECodeVerifier();
      await states.create({
        state,
        nonce,
        code_verifier: verifier,
        mode: req.query.mode ?? 'login',
      });
      try {
        const url = await client.authorizationUrl(redirectUri, state, nonce, verifier);
        return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
      } catch (err) {
        req.log.error({ err: (err as Error).message }, 'OIDC discovery failed');
        return fail(
          reply,
          'provider_unavailable',
          'The sign-in provider could not be reached. Please try again.',
        );
      }
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: { tags: ['oauth'], querystring: CallbackQuery },
      ...limiter(app, 'oauth-callback', { perIp: config.rateLimit.ipMax }),
    },
    async (req, reply) => {
      const query = req.query as Record<string, string | undefined>;
      // The state row is consumed at once: a state works for one callback only, and only for 10 minutes.
      const pending = query.state ? await states.consume(query.state) : undefined;
      if (!pending)
        return fail(
          reply,
          'invalid_state',
          'The sign-in attempt expired or was not started here. Please try again.',
        );
      const binding = pending.state.split('.')[1];
      const bound: Record<string, string> = binding ? { binding } : {};
      if (query.error)
        return fail(
          reply,
          query.error,
          query.error_description ?? 'OAuth authentication failed',
          bound,
        );
      let claims;
      try {
        const current = new URL(redirectUri);
        current.search = new URL(req.url, 'http://x').search;
        claims = await client.exchange(current, {
          state: pending.state,
          nonce: pending.nonce,
          verifier: pending.code_verifier,
        });
      } catch (err) {
        req.log.warn({ err: (err as Error).message }, 'OIDC code exchange failed');
        return fail(reply, 'oauth_failed', 'OAuth authentication failed', bound);
      }
      // The code is redeemed with the browser's verifier: a sign-in started without its
      // challenge could be redeemed by anyone the link reaches, so it makes none.
      if (!binding) return fail(reply, 'binding_missing', NOT_STARTED_HERE);
      const outcome = await linkOrCreate(app, claims, pending.mode, newId);
      if ('error' in outcome) return fail(reply, outcome.error, outcome.description, bound);
      // No tokens in the URL (proxy logs, history, cache): a one-time code, stored hashed, that the
      // page redeems with POST /auth/google/exchange (routes/oauth-exchange.ts).
      const code = randomToken();
      await codes.create({
        code_hash: sha256(code),
        user_id: outcome.user.id,
        credentials_version: outcome.user.credentials_version,
        challenge: binding,
        mode: pending.mode,
      });
      return back(reply, { code, mode: pending.mode });
    },
  );
};

export default oauth;
