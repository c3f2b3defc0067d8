import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dataPointsRepository } from '../../repositories/data-points.ts';
import { sessionsRepository } from '../../repositories/sessions.ts';
import { statsRepository } from '../../repositories/stats.ts';
import { history, hourly } from '../../services/history.ts';
import { closeQuietSessions, pointTotals } from '../../services/session-close.ts';
import { lifetimeStats, streaks } from '../../services/stats.ts';

/**
 * Sessions as the routes use them, over the sessions, data-points and stats repositories and the
 * services: their rows, data-point totals, stats, streaks and history.
 */
function sessionsOf(db: Kysely<Database>, now: () => number, idleMs: number) {
  const sessions = sessionsRepository(db);
  const points = dataPointsRepository(db);
  const stats = statsRepository(db);
  return {
    findOwned: sessions.findOwned,
    create: sessions.create,
    endByClient: sessions.endByClient,

    pointTotals: (sessionId: string) => pointTotals(points, sessionId),

    /** Closes the user's quiet sessions, or all of them (`all`: a new session starts). */
    closeQuiet: (userId: string, opts: { all?: boolean } = {}) =>
      closeQuietSessions({ sessions, points }, now(), idleMs, { userId, ...opts }),

    /** The periodic sweep over every user (docs/api.md#server-rules). */
    closeAllQuiet: () => closeQuietSessions({ sessions, points }, now(), idleMs),

    lifetimeStats: (userId: string) => lifetimeStats(stats, userId),
    streaks: (userId: string) => streaks(stats, userId, now()),
    history: (userId: string, days: number) => history(stats, userId, days, now()),
    hourly: (userId: string, days: number) => hourly(stats, userId, days, now()),
  };
}
export type SessionsFacade = ReturnType<typeof sessionsOf>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsFacade: SessionsFacade;
  }
}

export default fp(
  async (app) => {
    const repo = sessionsOf(app.db, app.now, app.config.sessionIdleMs);
    app.decorate('sessionsFacade', repo);
    // Sessions that go quiet are closed from their last data point (docs/api.md#server-rules).
    const sweep = setInterval(() => {
      repo
        .closeAllQuiet()
        .catch((err: Error) => app.log.warn({ err: err.message }, 'quiet-session sweep failed'));
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'sessions-facade', dependencies: ['database'] },
);
