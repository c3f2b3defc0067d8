import type { DataPointsRepository, PointRow, PointWrites } from '../repositories/data-points.ts';

export type { PointRow };

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
 * Group commit for data points (bench/README.md#server-throughput). Each request's rows wait for
 * the current event-loop turn to end and are then written with every other request's that arrived
 * meanwhile, in one transaction: one commit (one WAL append on SQLite, one fsync on PostgreSQL)
 * for the group instead of one per request. A request still learns exactly how many of its own
 * rows were new. If the group's transaction fails, each request is retried alone, so one bad
 * batch (a session deleted meanwhile) fails only its own request.
 */
export function dataPointWriter(points: DataPointsRepository) {
  async function write(writes: PointWrites, jobs: Job[]): Promise<number[]> {
    const inserted: number[] = [];
    const latest = new Map<string, { at: number; reopen: boolean }>();
    for (const job of jobs) {
      inserted.push(await writes.insert(job.rows));
      if (job.touch) {
        const at = Math.max(...job.rows.map((r) => r.timestamp));
        const prev = latest.get(job.sessionId);
        latest.set(job.sessionId, {
          at: Math.max(at, prev?.at ?? at),
          reopen: job.touch.reopen || (prev?.reopen ?? false),
        });
      }
    }
    for (const [id, { at, reopen }] of latest) await writes.touchSession(id, at, reopen);
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
          const counts = await points.transaction((writes) => write(writes, group));
          group.forEach((job, i) => job.resolve(counts[i]!));
        } catch {
          for (const job of group) {
            try {
              const [n] = await points.transaction((writes) => write(writes, [job]));
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
