import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../errors.ts';
import { requireUser, userOf } from '../plugins/auth.ts';
import { errors } from '../../../core/api/schemas/common.ts';
import {
  DaysQuery,
  History,
  Hourly,
  LifetimeStats,
  Streaks,
  UserParams,
} from '../../../core/api/schemas/stats.ts';
import { HISTORY_DAYS_DEFAULT, HISTORY_DAYS_MAX } from '../services/history.ts';

/** `?days=`: a whole number from 1 to 90, 30 when absent (docs/api.md#history). */
function daysOf(raw: string | undefined): number {
  if (raw === undefined) return HISTORY_DAYS_DEFAULT;
  const n = /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= HISTORY_DAYS_MAX))
    throw badRequest(`days must be a whole number from 1 to ${HISTORY_DAYS_MAX}`);
  return n;
}

const stats: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionsFacade: sessions } = app;
  const auth = requireUser(app);

  /** /users/{id}/... must be the token's own user; anything else is 404 (docs/api.md#server-rules). */
  async function ownUser(req: Parameters<typeof userOf>[0], userId: string) {
    if (userOf(req).userId !== userId) throw notFound('Not found');
    // Close this user's quiet sessions first, so stats never wait for the periodic sweep.
    await sessions.closeQuiet(userId);
  }

  /** Totals of all time: the user's id is all they read. */
  const TOTALS = [
    {
      url: '/users/:userId/stats/lifetime',
      response: LifetimeStats,
      read: (id: string) => sessions.lifetimeStats(id),
    },
    {
      url: '/users/:userId/streaks',
      response: Streaks,
      read: (id: string) => sessions.streaks(id),
    },
  ] as const;
  for (const route of TOTALS)
    app.get(
      route.url,
      {
        schema: {
          tags: ['stats'],
          params: UserParams,
          response: { 200: route.response, ...errors(401, 404) },
        },
        preHandler: auth,
      },
      async (req) => {
        await ownUser(req, req.params.userId);
        return route.read(req.params.userId);
      },
    );

  /** Per day or per hour over the last `?days=`. */
  const SPANS = [
    {
      url: '/users/:userId/history',
      response: History,
      read: (id: string, days: number) => sessions.history(id, days),
    },
    {
      url: '/users/:userId/stats/hourly',
      response: Hourly,
      read: (id: string, days: number) => sessions.hourly(id, days),
    },
  ] as const;
  for (const route of SPANS)
    app.get(
      route.url,
      {
        schema: {
          tags: ['stats'],
          params: UserParams,
          querystring: DaysQuery,
          response: { 200: route.response, ...errors(400, 401, 404) },
        },
        preHandler: auth,
      },
      async (req) => {
        await ownUser(req, req.params.userId);
        return route.read(req.params.userId, daysOf(req.query.days));
      },
    );
};

export default stats;
