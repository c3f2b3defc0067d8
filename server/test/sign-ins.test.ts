// Sign-ins that really end (docs/api.md#sign-ins), on SQLite and PostgreSQL: logout with an expired
// access token, an absolute lifetime that refreshing does not extend, and the account's list of
// sign-ins with ending one or all others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, signup, startApp, uniqueEmail } from './support/harness.ts';
import {
  CHROME,
  FIREFOX,
  SAFARI,
  type Tokens,
  bearer,
  login,
  me,
  refresh,
} from './support/sign-ins.ts';
import { dbTargets } from './support/targets.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe.each(await dbTargets())('sign-ins on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('logout with an expired access token and the refresh token in the body ends the sign-in', async () => {
    const email = uniqueEmail('logout');
    await signup(t.app, email);
    const s = await login(t.app, email, FIREFOX);
    t.clock.advance(HOUR + 1000);
    expect((await me(t.app, s.access_token)).statusCode).toBe(401);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(s.access_token),
      payload: { refresh_token: s.refresh_token },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: 'Logged out' });
    expect((await refresh(t.app, s.refresh_token)).statusCode).toBe(401);
    // without any access token too
    const s2 = await login(t.app, email, FIREFOX);
    const out2 = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { refresh_token: s2.refresh_token },
    });
    expect(out2.statusCode).toBe(200);
    expect((await refresh(t.app, s2.refresh_token)).statusCode).toBe(401);
    expect((await me(t.app, s2.access_token)).statusCode).toBe(401);
  });

  it('logout without any credential is still a 401, and an unknown body field a 400', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/user/logout' })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      payload: { refresh: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a sign-in ends 30 days after it began, however often it was refreshed', async () => {
    const email = uniqueEmail('lifetime');
    await signup(t.app, email);
    let s = await login(t.app, email, CHROME);
    for (const day of [7, 14, 21, 28]) {
      t.clock.advance(7 * DAY);
      const r = await refresh(t.app, s.refresh_token);
      expect(r.statusCode, `day ${day}`).toBe(200);
      s = r.json();
    }
    // ten minutes before the end: one more refresh is fine, and its access token works...
    t.clock.advance(2 * DAY - 10 * 60_000);
    const last = await refresh(t.app, s.refresh_token);
    expect(last.statusCode).toBe(200);
    // and it says so: ten minutes of the sign-in are left
    expect(last.json().refresh_in).toBe(600);
    s = last.json();
    expect((await me(t.app, s.access_token)).statusCode).toBe(200);
    // ...until the 30 days are over, even inside the access token's hour
    t.clock.advance(11 * 60_000);
    expect((await me(t.app, s.access_token)).statusCode).toBe(401);
    expect((await refresh(t.app, s.refresh_token)).statusCode).toBe(401);
  });

  it('SESSION_MAX_AGE_DAYS sets the lifetime', async () => {
    const short = await startApp(target, { SESSION_MAX_AGE_DAYS: '2' });
    try {
      const email = uniqueEmail('short');
      await signup(short.app, email);
      let s = await login(short.app, email, CHROME);
      expect((s as Tokens & { refresh_in: number }).refresh_in).toBe(2 * 86_400);
      short.clock.advance(DAY);
      const r = await refresh(short.app, s.refresh_token);
      expect(r.statusCode).toBe(200);
      s = r.json();
      short.clock.advance(DAY + 1000);
      expect((await refresh(short.app, s.refresh_token)).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('lists the live sign-ins with browser and last use, ends one, then all others', async () => {
    const email = uniqueEmail('list');
    await signup(t.app, email); // a sign-in without a browser name
    const a = await login(t.app, email, FIREFOX);
    const b = await login(t.app, email, SAFARI);
    const c = await login(t.app, email, CHROME);
    t.clock.advance(5 * 60_000);
    const bRefreshed = (await refresh(t.app, b.refresh_token, SAFARI)).json() as Tokens;
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/user/sign-ins',
      headers: bearer(a.access_token),
    });
    expect(list.statusCode).toBe(200);
    const rows = list.json().sign_ins as {
      id: string;
      browser: string;
      browser_name: string | null;
      system: string | null;
      current: boolean;
      created_at: string;
      last_used_at: string;
      expires_at: string;
    }[];
    expect(rows).toHaveLength(4);
    expect(rows[0]!.browser).toBe('Safari on iOS'); // the latest used comes first
    expect(Date.parse(rows[0]!.last_used_at)).toBe(t.clock());
    expect(rows.map((r) => r.browser).sort()).toEqual(
      ['Chrome on macOS', 'Firefox on Windows', 'Safari on iOS', 'Unknown browser'].sort(),
    );
    // The parts the app composes its own label from (src/routes/account/device.ts).
    expect(rows.map((r) => [r.browser_name, r.system, r.browser]).sort()).toEqual(
      [
        ['Chrome', 'macOS', 'Chrome on macOS'],
        ['Firefox', 'Windows', 'Firefox on Windows'],
        ['Safari', 'iOS', 'Safari on iOS'],
        [null, null, 'Unknown browser'],
      ].sort(),
    );
    const current = rows.filter((r) => r.current);
    expect(current.map((r) => r.browser)).toEqual(['Firefox on Windows']);
    expect(Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at)).toBe(30 * DAY);

    // someone else cannot end it
    const other = await signup(t.app);
    const safariId = rows[0]!.id;
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sign-ins/${safariId}`,
      headers: bearer(other.access_token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await me(t.app, bRefreshed.access_token)).statusCode).toBe(200);

    const end = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/sign-ins/${safariId}`,
      headers: bearer(a.access_token),
    });
    expect(end.statusCode).toBe(200);
    expect((await me(t.app, bRefreshed.access_token)).statusCode).toBe(401);
    expect((await refresh(t.app, bRefreshed.refresh_token)).statusCode).toBe(401);

    const others = await t.app.inject({
      method: 'POST',
      url: '/api/user/sign-ins/end-others',
      headers: bearer(a.access_token),
    });
    expect(others.json()).toEqual({ message: 'Ended 2 other sign-ins', ended: 2 });
    expect((await me(t.app, c.access_token)).statusCode).toBe(401);
    expect((await me(t.app, a.access_token)).statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/user/sign-ins',
      headers: bearer(a.access_token),
    });
    expect(after.json().sign_ins.map((r: { current: boolean }) => r.current)).toEqual([true]);
    // what is kept about each sign-in is in the account's export
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/user/export',
      headers: bearer(a.access_token),
    });
    const kept = exported.json().sign_ins as { user_agent: string | null; last_used_at: string }[];
    expect(kept.map((k) => k.user_agent)).toContain(FIREFOX);
    expect(kept.every((k) => typeof k.last_used_at === 'string')).toBe(true);
  });
});
