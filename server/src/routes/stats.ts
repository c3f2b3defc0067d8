import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../errors.ts';
import { requireUser, userOf } from '../plugins/auth.ts';
import { errors } from '../schemas/common.ts';
import { LifetimeStats, Streaks, UserParams } from '../schemas/stats.ts';

const stats: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionsRepository: sessions } = app;
  const auth = requireUser(app);

  /** /users/{id}/... must be the token's own user; anything else is 404 (docs/api.md#server-rules). */
  async function ownUser(req: Parameters<typeof userOf>[0], userId: string) {
    if (userOf(req).userId !== userId) throw notFound('Not found');
    // Close this user's quiet sessions first, so stats never wait for the periodic sweep.
    await sessions.closeQuiet(userId);
  }

  app.get(
    '/users/:userId/stats/lifetime',
    {
      schema: {
        tags: ['stats'],
        params: UserParams,
        response: { 200: LifetimeStats, ...errors(401, 404) },
      },
      preHandler: auth,
    },
    async (req) => {
      await ownUser(req, req.params.userId);
      return sessions.lifetimeStats(req.params.userId);
    },
  );

  app.get(
    '/users/:userId/streaks',
    {
      schema: {
        tags: ['stats'],
        params: UserParams,
        response: { 200: Streaks, ...errors(401, 404) },
      },
      preHandler: auth,
    },
    async (req) => {
      await ownUser(req, req.params.userId);
      return sessions.streaks(req.params.userId);
    },
  );
};

export default stats;
