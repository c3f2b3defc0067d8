import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  signup,
  startApp,
  uniqueEmail,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const TABLES = [
  'refresh_tokens',
  'token_families',
  'email_tokens',
  'oauth_states',
  'outbox',
  'analytics_events',
] as const;
type Table = (typeof TABLES)[number];

/**
 * The pruner on its own schedule (PRUNE_INTERVAL_MS), against the real app and its clock: rows
 * that nothing reads any more go, live ones stay.
 */
describe.each(await dbTargets())('pruning tables that only grow on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, {
      PRUNE_INTERVAL_MS: '40',
      // A pending OpenID sign-in is stored before the (unreachable) provider is asked.
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'prune-test',
    });
  });
  afterAll(() => t.close());

  const db = () => t.app.services.db;
  async function counts(): Promise<Record<Table, number>> {
    const out = {} as Record<Table, number>;
    for (const table of TABLES) {
      const row = await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  }
  /**
   * Waits for the schedule (not a direct call) to bring the counts to `want`: as soon as they are
   * there, or for up to 15 s on a loaded machine (a CI run once saw nothing pruned in 5 s). When the
   * schedule did not get there, the failure says how many scheduled passes started, finished and
   * failed, and what one pass run by hand prunes, so a stalled schedule, a pass that hangs or fails,
   * and a wrong rule read differently.
   */
  async function until(want: Partial<Record<Table, number>>) {
    const deadline = Date.now() + 15_000;
    let last = await counts();
    while (Date.now() < deadline) {
      last = await counts();
      if (Object.entries(want).every(([k, v]) => last[k as Table] === v)) return last;
      await new Promise((r) => setTimeout(r, 25));
    }
    const passes = { ...t.app.pruner.scheduled };
    const byHand = await t.app.pruner.runOnce();
    expect(
      last,
      `not pruned on the schedule (its passes so far: ${JSON.stringify(passes)}); ` +
        `one pass by hand pruned ${JSON.stringify(byHand)}`,
    ).toMatchObject(want);
    return last;
  }
  const settle = () => new Promise((r) => setTimeout(r, 200));

  it('deletes expired tokens, old states, old mail and old events; keeps what is live', async () => {
    const email = uniqueEmail('prune');
    const kept = await signup(t.app, email); // family + refresh token, verification token, mail
    const ended = await signup(t.app, uniqueEmail('prune-ended'));
    await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearerOf(ended) });
    await t.app.inject({ method: 'GET', url: '/api/auth/google/start?mode=login' });
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { event: 'daily_active_user', timestamp: new Date(t.clock()).toISOString() },
    });
    await t.app.services.mailer.flush();
    await settle();
    const before = await counts();
    for (const table of TABLES) expect(before[table], table).toBeGreaterThan(0);

    // Two hours on: the pending sign-in and the ended sign-in go; live tokens and mail stay.
    t.clock.advance(2 * HOUR);
    await until({ oauth_states: 0, token_families: before.token_families - 1 });
    const mid = await counts();
    expect(mid.refresh_tokens).toBe(before.refresh_tokens - 1); // the ended sign-in's, by cascade
    expect(mid.outbox).toBe(before.outbox);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(kept) });
    expect(me.statusCode).toBe(401); // the access token expired; its refresh token still works
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { authorization: `Bearer ${kept.refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(200);

    // A month on: refresh tokens, e-mail tokens and mail are past their time; a new sign-in stays.
    t.clock.advance(31 * DAY);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    // Sign-ins past their absolute lifetime (SESSION_MAX_AGE_DAYS, 30) go too.
    await until({ refresh_tokens: 1, token_families: 1, email_tokens: 0, outbox: 0 });
    expect((await counts()).analytics_events).toBe(before.analytics_events);

    // Past the analytics retention (400 days by default).
    t.clock.advance(400 * DAY);
    await until({ analytics_events: 0, refresh_tokens: 0 });
  }, 60_000);
});
