import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('opt-in analytics events on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());
  const post = (payload: unknown, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': contentType },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const stored = () =>
    t.app.services.db.selectFrom('analytics_events').selectAll().orderBy('id').execute();

  it('stores the three events anonymously, from fetch or a text/plain beacon', async () => {
    const ts = new Date(t.clock()).toISOString();
    expect((await post({ event: 'sign_up', method: 'email', timestamp: ts })).statusCode).toBe(204);
    expect(
      (await post(JSON.stringify({ event: 'streak_day', streak: 4, timestamp: ts }), 'text/plain'))
        .statusCode,
    ).toBe(204);
    expect((await post({ event: 'daily_active_user', timestamp: ts })).statusCode).toBe(204);
    const rows = await stored();
    expect(rows.map((r) => [r.event, r.method, r.streak, r.day])).toEqual([
      ['sign_up', 'email', null, ts.slice(0, 10)],
      ['streak_day', null, 4, ts.slice(0, 10)],
      ['daily_active_user', null, null, ts.slice(0, 10)],
    ]);
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'day',
      'event',
      'id',
      'method',
      'received_at',
      'streak',
    ]);
  });

  it('refuses anything else with a 400 and stores nothing', async () => {
    const before = (await stored()).length;
    const ts = new Date(t.clock()).toISOString();
    for (const bad of [
      { event: 'page_view', timestamp: ts },
      { event: 'sign_up', method: 'email', timestamp: ts, email: 'a@b.c' },
      { event: 'streak_day', streak: '4', timestamp: ts },
      { event: 'sign_up', method: 'facebook', timestamp: ts },
      'not json',
    ]) {
      const res = await post(bad, typeof bad === 'string' ? 'text/plain' : 'application/json');
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    expect((await stored()).length).toBe(before);
  });
});
