import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Signed, type TestApp, signup, startApp } from './support/harness.ts';
import { point, sessionCalls, settings } from './support/sessions.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('sessions, stats and streaks on $name', (target) => {
  let t: TestApp;
  let a: Signed;
  const { start, points, end } = sessionCalls(() => t);

  beforeAll(async () => {
    t = await startApp(target);
    a = await signup(t.app, undefined, 'Alice');
  });
  afterAll(() => t.close());

  it('start -> data points -> end, with the documented response fields', async () => {
    const t0 = t.clock();
    const s = await start(a, t0, { time_zone: 'Europe/Berlin' });
    expect(s.statusCode).toBe(201);
    const id = s.json().session_id as string;
    expect(Object.keys(s.json())).toEqual(['session_id']);
    const dp = await points(a, id, [
      point(t0 + 60_000),
      point(t0 + 120_000, { start_score: 90, end_score: 70 }),
    ]);
    expect(dp.statusCode).toBe(200);
    expect(dp.json()).toEqual({ session_id: id, accepted: 2, duplicates: 0 });
    const e = await end(a, id, t0 + 150_000);
    expect(e.statusCode).toBe(200);
    // average: duration-weighted mid scores (95 and 80) -> 87.5
    expect(e.json()).toEqual({ session_id: id, total_duration: 150, average_score: 87.5 });
    const again = await end(a, id, t0 + 160_000);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Session already ended' });
    expect((await points(a, id, [point(t0 + 170_000)])).statusCode).toBe(400); // after the end
  });

  it('keeps late points from inside an ended session (keepalive racing the beacon), refuses later ones', async () => {
    const t0 = t.clock() + 7200_000;
    const id = (await start(a, t0)).json().session_id as string;
    expect((await end(a, id, t0 + 130_000)).statusCode).toBe(200);
    const late = await points(a, id, [point(t0 + 60_000), point(t0 + 120_000)]);
    expect(late.statusCode).toBe(200);
    expect(late.json()).toMatchObject({ accepted: 2, duplicates: 0 });
    const after = await points(a, id, [point(t0 + 190_000)]);
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ error: 'Session already ended' });
    // Still ended by the client: the late points did not reopen it.
    expect((await end(a, id, t0 + 140_000)).json()).toEqual({ error: 'Session already ended' });
  });

  it('a retried batch never counts twice (idempotent on session + timestamp)', async () => {
    const t0 = t.clock() + 3600_000;
    const id = (await start(a, t0)).json().session_id as string;
    const batch = [point(t0 + 60_000), point(t0 + 120_000)];
    expect((await points(a, id, batch)).json()).toMatchObject({ accepted: 2, duplicates: 0 });
    expect((await points(a, id, batch)).json()).toMatchObject({ accepted: 0, duplicates: 2 });
    expect((await points(a, id, [...batch, point(t0 + 180_000)])).json()).toMatchObject({
      accepted: 1,
      duplicates: 2,
    });
    const stored = await t.app.services.db
      .selectFrom('data_points')
      .select('timestamp')
      .where('session_id', '=', id)
      .execute();
    expect(stored).toHaveLength(3);
    await end(a, id, t0 + 180_000);
  });

  it('validates data points: max 10 per request, the validation rules, strict fields', async () => {
    const t0 = t.clock() + 7200_000;
    const id = (await start(a, t0)).json().session_id as string;
    const eleven = Array.from({ length: 11 }, (_, i) => point(t0 + (i + 1) * 60_000));
    const tooMany = await points(a, id, eleven);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: 'Cannot send more than 10 data points at once' });
    expect(
      (await points(a, id, [point(t0, { good_posture_seconds: 50, bad_posture_seconds: 20 })]))
        .statusCode,
    ).toBe(400);
    expect((await points(a, id, [point(t0, { end_score: 101 })])).statusCode).toBe(400);
    expect((await points(a, id, [point(t0, { duration_seconds: 0 })])).statusCode).toBe(400);
    expect((await points(a, id, [point(t0, { start_score: '90' })])).json()).toEqual({
      error: 'body.data_points.0.start_score must be number',
    });
    expect((await points(a, id, [{ ...point(t0), extra: 1 }])).json()).toEqual({
      error: 'Unknown field "extra" in body.data_points.0',
    });
    expect((await points(a, id, [point(t0, { timestamp: 'yesterday' })])).statusCode).toBe(400);
    expect((await start(a, t0, { time_zone: 'Mars/Olympus' })).statusCode).toBe(400);
    expect((await start(a, t0, { settings: { ...settings, sensitivity: 11 } })).statusCode).toBe(
      400,
    );
    expect((await start(a, t0, { settings: { ...settings, audio_alert: 'yes' } })).statusCode).toBe(
      400,
    );
    expect((await end(a, id, t0 - 1000)).json()).toEqual({
      error: 'end_time is before the session start',
    });
    expect((await end(a, id, t0 + 60_000, { mood: 'great' })).statusCode).toBe(400);
    await end(a, id, t0 + 60_000);
  });

  it('the end body may carry breaks (kept with the extras); a bad count is a 400 that ends nothing', async () => {
    const b = await signup(t.app, undefined, 'Bree');
    const t0 = t.clock();
    const id = (await start(b, t0)).json().session_id as string;
    const bad = await end(b, id, t0 + 600_000, { breaks: -1 });
    expect(bad.statusCode).toBe(400);
    expect((await end(b, id, t0 + 600_000, { breaks: 1.5 })).statusCode).toBe(400);
    const ok = await end(b, id, t0 + 600_000, { breaks: 2 });
    expect(ok.statusCode).toBe(200);
    const row = await t.app.services.db
      .selectFrom('sessions')
      .select(['extras', 'closed_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.closed_by).toBe('client');
    expect(JSON.parse(row.extras!)).toMatchObject({ breaks: 2 });
    // Older clients send no breaks: still accepted.
    const old = (await start(b, t0 + 700_000)).json().session_id as string;
    expect((await end(b, old, t0 + 800_000)).statusCode).toBe(200);
  });
});
