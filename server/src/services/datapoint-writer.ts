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
] as const satisfies readonly (keyof PointRow)[];

export interface PointBatch {
  sessionId: string;
  rows: PointRow[];
  /**
   * Move the session's last_point_at forward to the newest of these rows (never back), and when
   * `reopen`, clear the server's quiet-close. False for a session its client ended.
   */
  touch: false | { reopen: boolean };
}

interface Job extends PointBatch {
  resolve(inserted: number): void;
  reject(err: unknown): void;
}

/** Requests whose writes share one transaction, at most. */
const MAX_GROUP = 64;

/**
 * Group commit for data points (performance issue: "batch a write"). Each request's rows wait for
 * the current event-loop turn to end and are then written with every other request's that arrived
 * meanwhile, in one transaction: one commit (one WAL append on SQLite, one fsync on PostgreSQL)
 * for the group instead of one per request. A request still learns exactly how many of its own
 * rows were new. If the group's transaction fails, each request is retried alone, so one bad
 * batch (a session deleted meanwhile) fails only its own request.
 */
export function dataPointWriter(db: Kysely<Database>) {
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

  async function write(executor: Kysely<Database>, jobs: Job[]): Promise<number[]> {
    const inserted: number[] = [];
    const latest = new Map<string, { at: number; reopen: boolean }>();
    for (const job of jobs) {
      const values = job.rows.flatMap((r) => COLUMNS.map((c) => r[c]));
      const res = await insertOf(job.rows.length)(executor, ...values);
      inserted.push(Number(res.numAffectedRows ?? 0n));
      if (job.touch) {
        const at = Math.max(...job.rows.map((r) => r.timestamp));
        const prev = latest.get(job.sessionId);
        latest.set(job.sessionId, {
          at: Math.max(at, prev?.at ?? at),
          reopen: job.touch.reopen || (prev?.reopen ?? false),
        });
      }
    }
    for (const [id, { at, reopen }] of latest)
      await (reopen ? touchReopen : touch)(executor, at, id);
    return inserted;
  }

  let queue: Job[] = [];
  let running = false;

  async function flush(): Promise<void> {
    running = true;
    try {
      while (queue.length) {
        const group = queue.slice(0, MAX_GROUP);
        queue = queue.slice(group.length);
        try {
          const counts = await db.transaction().execute((trx) => write(trx, group));
          group.forEach((job, i) => job.resolve(counts[i]!));
        } catch {
          for (const job of group) {
            try {
              const [n] = await db.transaction().execute((trx) => write(trx, [job]));
              job.resolve(n!);
            } catch (err) {
              job.reject(err);
            }
          }
        }
      }
    } finally {
      running = false;
    }
  }

  return {
    /** Resolves with how many of these rows were new (the rest were already stored). */
    write(batch: PointBatch): Promise<number> {
      return new Promise<number>((resolve, reject) => {
        queue.push({ ...batch, resolve, reject });
        // Everything that arrives before this turn of the event loop ends joins the group; while a
        // group is being written, newcomers wait for the next one.
        if (queue.length === 1 && !running) setImmediate(() => void flush());
      });
    },
  };
}
export type DataPointWriter = ReturnType<typeof dataPointWriter>;
