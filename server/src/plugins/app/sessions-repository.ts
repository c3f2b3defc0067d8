import type { Kysely } from 'kysely';
import { preparedQuery } from '../../db/prepared.ts';
import type { Database, SessionsTable } from '../../db/schema.ts';
import { history, hourly } from '../../services/history.ts';
import { closeQuietSessions, pointTotals } from '../../services/session-close.ts';
import { lifetimeStats, streaks } from '../../services/stats.ts';
import { namedPlugin } from '../named.ts';

/** The client's end of a session: its totals, as the end route computed them. */
export type SessionEnd = Pick<
  SessionsTable,
  | 'ended_at'
  | 'final_score'
  | 'num_alerts'
  | 'total_seconds_bad_posture'
  | 'total_episodes'
  | 'total_duration'
  | 'average_score'
  | 'extras'
>;

/** Every query on sessions (and their data-point totals, stats, streaks and history) outside the group commit. */
export function sessionsRepository(db: Kysely<Database>, now: () => number, idleMs: number) {
  // Every data-point request asks this: compiled once (db/prepared.ts).
  const owned = preparedQuery<Database, SessionsTable>(db, 2, (d, id, userId) =>
    d.selectFrom('sessions').selectAll().where('id', '=', id).where('user_id', '=', userId),
  );
  return {
    /** the session if it belongs to the user; another user's session reads as missing */
    async findOwned(id: string, userId: string): Promise<SessionsTable | undefined> {
      return (await owned(db, id, userId)).rows[0];
    },

    async create(row: SessionsTable): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    /**
     * Ends a session that is open or was closed by the server for going quiet; false when another
     * end won (two ends racing: the loser sees the session as already ended).
     */
    async endByClient(id: string, end: SessionEnd): Promise<boolean> {
      const r = await db
        .updateTable('sessions')
        .set({ ...end, closed_by: 'client' })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('ended_at', 'is', null), eb('closed_by', '=', 'server')]))
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },

    pointTotals: (sessionId: string) => pointTotals(db, sessionId),

    /** Closes the user's quiet sessions, or all of them (`all`: a new session starts). */
    closeQuiet: (userId: string, opts: { all?: boolean } = {}) =>
      closeQuietSessions(db, now(), idleMs, { userId, ...opts }),

    /** The periodic sweep over every user (docs/api.md#server-rules). */
    closeAllQuiet: () => closeQuietSessions(db, now(), idleMs),

    lifetimeStats: (userId: string) => lifetimeStats(db, userId),
    streaks: (userId: string) => streaks(db, userId, now()),
    history: (userId: string, days: number) => history(db, userId, days, now()),
    hourly: (userId: string, days: number) => hourly(db, userId, days, now()),
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    sessionsRepository: SessionsRepository;
  }
}

export default namedPlugin(
  { name: 'sessions-repository', dependencies: ['database'] },
  async (app) => {
    const repo = sessionsRepository(app.db, app.now, app.config.sessionIdleMs);
    app.decorate('sessionsRepository', repo);
    // Sessions that go quiet are closed from their last data point (docs/api.md#server-rules).
    const sweep = setInterval(() => {
      repo
        .closeAllQuiet()
        .catch((err: Error) => app.log.warn({ err: err.message }, 'quiet-session sweep failed'));
    }, 60_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
);
