import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.ts';
import type { Database, SessionsTable } from '../db/schema.ts';

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

/** The server's end of a quiet session: its totals, computed from its data points. */
export type ServerEnd = Omit<SessionEnd, 'extras'>;

/** Every query on `sessions` but the stats reads (repositories/stats.ts) and the group commit's touch. */
export function sessionsRepository(db: Kysely<Database>) {
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

    /** The open sessions of one user, or of every user. */
    async listOpen(userId?: string) {
      let q = db
        .selectFrom('sessions')
        .select(['id', 'started_at', 'last_point_at'])
        .where('ended_at', 'is', null);
      if (userId) q = q.where('user_id', '=', userId);
      return q.execute();
    },

    /** Ends a session the server closed; 0 when it was no longer open, else 1. */
    async endByServer(id: string, end: ServerEnd): Promise<number> {
      const r = await db
        .updateTable('sessions')
        .set({ ...end, closed_by: 'server' })
        .where('id', '=', id)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
  };
}
export type SessionsRepository = ReturnType<typeof sessionsRepository>;
