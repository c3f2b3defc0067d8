import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiError, notFound, unauthorized } from '../errors.ts';
import { authenticateToken, bearer, requireUser, userOf } from '../plugins/auth.ts';
import { MessageBody, errors } from '../../../core/api/schemas/common.ts';
import {
  EndedBody,
  LogoutBody,
  SignInList,
  SignInParams,
} from '../../../core/api/schemas/sign-ins.ts';
import { describeUserAgent, userAgentParts } from '../services/user-agent.ts';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** Logout and the account's sign-ins (docs/api.md#sign-ins): list them, end one, end the others. */
const signIns: FastifyPluginAsyncTypebox = async (app) => {
  const { refresh, signIns: store } = app;
  const auth = requireUser(app);
  const maxAge = app.config.sessionMaxAgeMs;

  app.post(
    '/user/logout',
    {
      schema: {
        tags: ['user'],
        description:
          'Ends the sign-in of the bearer access token, or of `refresh_token` in the body (which works after the access token expired).',
        body: LogoutBody,
        response: { 200: MessageBody, ...errors(400, 401) },
      },
      // The body is optional: a logout without one is checked as an empty object.
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => {
      const token = bearer(req);
      const refreshToken = req.body?.refresh_token;
      let ended = false;
      if (token) {
        try {
          await refresh.revokeFamily((await authenticateToken(app, token)).familyId);
          ended = true;
        } catch (err) {
          // An expired or ended access token: the refresh token, if sent, still names the sign-in.
          if (!(err instanceof ApiError) || !refreshToken) throw err;
        }
      }
      if (refreshToken) {
        const family = await store.familyOf(refreshToken);
        if (family) await refresh.revokeFamily(family);
        ended = true;
      }
      if (!ended) throw unauthorized('Authentication required');
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/user/sign-ins',
    {
      schema: { tags: ['user'], response: { 200: SignInList, ...errors(401) } },
      preHandler: auth,
    },
    async (req) => {
      const { userId, familyId } = userOf(req);
      const rows = await store.list(userId);
      return {
        sign_ins: rows.map((r) => {
          const { browser, system } = userAgentParts(r.user_agent);
          return {
            id: r.id,
            browser: describeUserAgent(r.user_agent),
            browser_name: browser,
            system,
            created_at: iso(r.created_at),
            last_used_at: iso(r.last_used_at ?? r.created_at),
            expires_at: iso(Number(r.created_at) + maxAge),
            current: r.id === familyId,
          };
        }),
      };
    },
  );

  app.delete(
    '/user/sign-ins/:id',
    {
      schema: {
        tags: ['user'],
        params: SignInParams,
        response: { 200: MessageBody, ...errors(400, 401, 404) },
      },
      preHandler: auth,
    },
    async (req) => {
      if (!(await store.end(userOf(req).userId, req.params.id)))
        throw notFound('Sign-in not found');
      return { message: 'Signed out' };
    },
  );

  app.post(
    '/user/sign-ins/end-others',
    {
      schema: { tags: ['user'], response: { 200: EndedBody, ...errors(401) } },
      preHandler: auth,
    },
    async (req) => {
      const { userId, familyId } = userOf(req);
      const ended = await store.endOthers(userId, familyId);
      return {
        message: ended === 1 ? 'Ended 1 other sign-in' : `Ended ${ended} other sign-ins`,
        ended,
      };
    },
  );
};

export default signIns;
