// The data-point group commit (services/data-point-writer.ts) and compiled-once queries
// (db/prepared.ts) against the real databases: SQLite always, PostgreSQL when it answers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/db/connect.ts';
import { preparedQuery } from '../src/db/prepared.ts';
import type { Database } from '../src/db/schema.ts';
import { dataPointsRepository } from '../src/repositories/data-points.ts';
import { type PointRow, dataPointWriter } from '../src/services/data-point-writer.ts';
import { dbTargets } from './support/targets.ts';

const T0 = Date.parse('2026-03-10T12:00:00Z');

describe.each(await dbTargets())('data-point writes on $name', (target) => {
  let handle: Db;
  let url: string;
  let db: Kysely<Database>;

  beforeAll(async () => {
    url = target.freshUrl(mkdtempSync(join(tmpdir(), 'posture-writer-')));
    handle = await openDatabase(url);
    db = handle.db;
    await db
      .insertInto('users')
      .values({
        id: 'u1',
        email: 'writer@example.test',
        first_name: 'W',
        last_name: 'R',
        password_hash: null,
        is_verified: 1,
        oauth_provider: null,
        oauth_subject: null,
        created_at: T0,
        updated_at: T0,
      })
      .execute();
  });
  afterAll(async () => {
    await handle?.close();
    await target.dispose(url);
  });

  let sessions = 0;
  async function newSession(ended: { at: number; by: 'client' | 'server' } | null = null) {
    const id = `s${++sessions}`;
    await db
      .insertInto('sessions')
      .values({
        id,
        user_id: 'u1',
        started_at: T0,
        time_zone: 'UTC',
        sensitivity: 5,
        alert_frequency: 15,
        audio_alert: 1,
        last_point_at: null,
        ended_at: ended?.at ?? null,
        closed_by: ended?.by ?? null,
        final_score: null,
        num_alerts: null,
        total_seconds_bad_posture: null,
        total_episodes: null,
        total_duration: null,
        average_score: null,
        extras: null,
      })
      .execute();
    return id;
  }
  const minutes = (sessionId: string, from: number, count: number): PointRow[] =>
    Array.from({ length: count }, (_, i) => ({
      session_id: sessionId,
      timestamp: T0 + 60_000 * (from + i),
      start_score: 90,
      end_score: 80 + i,
      good_posture_seconds: 50,
      bad_posture_seconds: 10,
      duration_seconds: 60,
      received_at: T0,
      false_alarms: 0,
      missed_slouches: 0,
      looking_down_seconds: 0,
    }));
  const stored = async (sessionId: string) =>
    (
      await db
        .selectFrom('data_points')
        .select(['timestamp', 'end_score'])
        .where('session_id', '=', sessionId)
        .orderBy('timestamp')
        .execute()
    ).map((r) => [Number(r.timestamp), Number(r.end_score)]);
  const session = (id: string) =>
    db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('a compiled-once query binds each call its own arguments', async () => {
    const a = await newSession();
    const b = await newSession();
    const byId = preparedQuery<Database, { id: string }>(db, 2, (d, id, user) =>
      d.selectFrom('sessions').select('id').where('id', '=', id).where('user_id', '=', user),
    );
    expect((await byId(db, a, 'u1')).rows).toEqual([{ id: a }]);
    expect((await byId(db, b, 'u1')).rows).toEqual([{ id: b }]);
    expect((await byId(db, a, 'someone-else')).rows).toEqual([]);
    await expect(byId(db, a)).rejects.toThrow('2 arguments expected');
  });

  it('refuses a build that turns an argument into SQL text', async () => {
    const unsafe = preparedQuery(db, 1, (d, table) =>
      d.selectFrom(sql.raw(table!).as('t') as never).selectAll(),
    );
    await expect(async () => unsafe(db, 'sessions')).rejects.toThrow(
      'argument 0 is not a bound parameter',
    );
  });

  it('requests in one event-loop turn are written together and each learns its own new rows', async () => {
    const id = await newSession();
    const w = dataPointWriter(dataPointsRepository(db));
    // 12 requests at once: pairs overlap by 5 minutes, as retried batches do.
    const counts = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        w.write({ sessionId: id, rows: minutes(id, i * 5, 10), touch: { reopen: false } }),
      ),
    );
    expect(counts[0]).toBe(10);
    expect(counts.slice(1)).toEqual(Array(11).fill(5));
    const rows = await stored(id);
    expect(rows).toHaveLength(65);
    // The first write of a minute wins; a retry never overwrites it.
    expect(rows[5]).toEqual([T0 + 5 * 60_000, 85]);
    expect(Number((await session(id)).last_point_at)).toBe(T0 + 64 * 60_000);
  });

  it('a failing request fails alone; the rest of its group is stored', async () => {
    const id = await newSession();
    const w = dataPointWriter(dataPointsRepository(db));
    const results = await Promise.allSettled([
      w.write({ sessionId: id, rows: minutes(id, 0, 3), touch: { reopen: false } }),
      // No such session: the foreign key refuses it, and the group's transaction with it.
      w.write({ sessionId: 'gone', rows: minutes('gone', 0, 3), touch: { reopen: false } }),
      w.write({ sessionId: id, rows: minutes(id, 3, 3), touch: { reopen: false } }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await stored(id)).toHaveLength(6);
    expect(await stored('gone')).toHaveLength(0);
  });

  it('last_point_at never moves back, and a quiet-closed session reopens', async () => {
    const id = await newSession({ at: T0 + 30 * 60_000, by: 'server' });
    const w = dataPointWriter(dataPointsRepository(db));
    await w.write({ sessionId: id, rows: minutes(id, 40, 2), touch: { reopen: true } });
    let row = await session(id);
    expect([row.ended_at, row.closed_by, Number(row.last_point_at)]).toEqual([
      null,
      null,
      T0 + 41 * 60_000,
    ]);
    // An older batch (a late retry) stores its points but leaves the newest time alone.
    expect(
      await w.write({ sessionId: id, rows: minutes(id, 10, 2), touch: { reopen: false } }),
    ).toBe(2);
    row = await session(id);
    expect(Number(row.last_point_at)).toBe(T0 + 41 * 60_000);
  });

  it('points for a session its client ended are stored without touching the session', async () => {
    const id = await newSession({ at: T0 + 30 * 60_000, by: 'client' });
    const w = dataPointWriter(dataPointsRepository(db));
    expect(await w.write({ sessionId: id, rows: minutes(id, 28, 2), touch: false })).toBe(2);
    const row = await session(id);
    expect([Number(row.ended_at), row.closed_by, row.last_point_at]).toEqual([
      T0 + 30 * 60_000,
      'client',
      null,
    ]);
  });
});
