import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** docs/product.md#purpose, docs/constants.md#session: a session counts toward stats and streaks once it lasted 1 minute. */
export const QUALIFYING_SECONDS = 60;

/**
 * The reads behind lifetime stats, streaks and history (services/stats.ts, services/history.ts):
 * a user's qualifying sessions, ended and at least QUALIFYING_SECONDS long, and their data points.
 */
export function statsRepository(db: Kysely<Database>) {
  const qualifying = (userId: string) =>
    db
      .selectFrom('sessions')
      .where('user_id', '=', userId)
      .where('ended_at', 'is not', null)
      .where('total_duration', '>=', QUALIFYING_SECONDS);
  return {
    async totals(userId: string) {
      return qualifying(userId).select(['total_duration', 'total_seconds_bad_posture']).execute();
    },

    /** When each qualifying session started and in which zone, oldest first. */
    async starts(userId: string) {
      return qualifying(userId).select(['started_at', 'time_zone']).orderBy('started_at').execute();
    },

    /** The zone of the latest qualifying session; undefined when there is none. */
    async latestZone(userId: string) {
      return qualifying(userId)
        .select('time_zone')
        .orderBy('started_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** The qualifying sessions started at `since` or later, each with its points' time looking down. */
    async since(userId: string, since: number) {
      return qualifying(userId)
        .select(['started_at', 'time_zone', 'total_duration', 'total_seconds_bad_posture'])
        .select(['average_score', 'num_alerts'])
        .select((eb) =>
          eb
            .selectFrom('data_points')
            .whereRef('data_points.session_id', '=', 'sessions.id')
            .select((p) =>
              p.fn.coalesce(p.fn.sum<number>('looking_down_seconds'), p.lit(0)).as('s'),
            )
            .as('looking_down_seconds'),
        )
        .where('started_at', '>=', since)
        .execute();
    },

    /** Every data point of the user's sessions from `since` on, with its session's zone. */
    async pointsSince(userId: string, since: number) {
      return db
        .selectFrom('data_points')
        .innerJoin('sessions', 'sessions.id', 'data_points.session_id')
        .select(['data_points.timestamp', 'sessions.time_zone'])
        .select(['start_score', 'end_score', 'bad_posture_seconds', 'duration_seconds'])
        .select(['false_alarms', 'missed_slouches', 'looking_down_seconds'])
        .where('sessions.user_id', '=', userId)
        .where('data_points.timestamp', '>=', since)
        .execute();
    },
  };
}
export type StatsRepository = ReturnType<typeof statsRepository>;
