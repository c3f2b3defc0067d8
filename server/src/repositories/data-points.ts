import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.ts';
import type { DataPointsTable, Database } from '../db/schema.ts';

/** One stored data point: exactly a data_points row. */
export type PointRow = DataPointsTable;

const COLUMNS = [
  'session_id',
  'timestamp',
  'start_score',
  'end_score',
  'good_posture_seconds',
  'bad_posture_seconds',
  'duration_seconds',
  'received_at',
  'false_alarms',
  'missed_slouches',
  'looking_down_seconds',
] as const satisfies readonly (keyof PointRow)[];

/** The writes of a data-point request, on the transaction they share with their group. */
export interface PointWrites {
  /** Resolves with how many of the rows were new (the rest were already stored). */
  insert(rows: PointRow[]): Promise<number>;
  /** Moves the session's last_point_at forward to `at` (never back); `reopen` clears a quiet-close. */
  touchSession(sessionId: string, at: number, reopen: boolean): Promise<void>;
}

/** Data points: the group commit's writes (services/data-point-writer.ts) and a session's points. */
export function dataPointsRepository(db: Kysely<Database>) {
  const inserts = new Map<number, ReturnType<typeof preparedQuery<Database, unknown>>>();
  const insertOf = (n: number) => {
    let q = inserts.get(n);
    if (!q) {
      q = preparedQuery(db, n * COLUMNS.length, (d, ...a) =>
        d
          .insertInto('data_points')
          .values(
            Array.from({ length: n }, (_, r) =>
              Object.fromEntries(COLUMNS.map((c, i) => [c, a[r * COLUMNS.length + i]])),
            ) as never,
          )
          // (session_id, timestamp) is the idempotency key: a retried batch inserts nothing twice.
          .onConflict((oc) => oc.columns(['session_id', 'timestamp']).doNothing()),
      );
      inserts.set(n, q);
    }
    return q;
  };
  // last_point_at only moves forward, whatever order concurrent requests commit in.
  const forward = (reopen: boolean) =>
    preparedQuery(db, 2, (d, latest, id) =>
      d
        .updateTable('sessions')
        .set((eb) => ({
          last_point_at: eb
            .case()
            .when('last_point_at', 'is', null)
            .then(latest as never)
            .when('last_point_at', '<', latest as never)
            .then(latest as never)
            .else(eb.ref('last_point_at'))
            .end(),
          ...(reopen ? { ended_at: null, closed_by: null } : {}),
        }))
        .where('id', '=', id!),
    );
  const touch = forward(false);
  const touchReopen = forward(true);

  const writesOn = (trx: Kysely<Database>): PointWrites => ({
    async insert(rows) {
      const values = rows.flatMap((r) => COLUMNS.map((c) => r[c]));
      const res = await insertOf(rows.length)(trx, ...values);
      return Number(res.numAffectedRows ?? 0n);
    },
    async touchSession(sessionId, at, reopen) {
      await (reopen ? touchReopen : touch)(trx, at, sessionId);
    },
  });

  return {
    /** Runs `work` in one transaction: its writes commit together or not at all. */
    transaction<T>(work: (writes: PointWrites) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(writesOn(trx)));
    },

    /** A session's points, oldest first. */
    async ofSession(sessionId: string): Promise<PointRow[]> {
      return db
        .selectFrom('data_points')
        .selectAll()
        .where('session_id', '=', sessionId)
        .orderBy('timestamp')
        .execute();
    },
  };
}
export type DataPointsRepository = ReturnType<typeof dataPointsRepository>;
