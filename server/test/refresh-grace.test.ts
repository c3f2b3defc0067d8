import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Signed,
  type TestApp,
  bearerOf,
  refreshWith,
  signup,
  startApp,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

// server/README.md#security-and-behaviour: two tabs refreshing at the same moment must not look
// like token theft.
const GRACE_MS = 10_000; // REFRESH_REUSE_GRACE_S default

const me = (t: TestApp, s: { access_token: string }) =>
  t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) });

/** Refresh tokens of the user: all of them, and the live ones (unused, family not revoked). */
async function tokensOf(t: TestApp, s: Signed) {
  const rows = await t.app.services.db
    .selectFrom('refresh_tokens')
    .innerJoin('token_families', 'token_families.id', 'refresh_tokens.family_id')
    .select(['refresh_tokens.used_at', 'token_families.revoked_at'])
    .where('refresh_tokens.user_id', '=', s.user.user_id)
    .execute();
  const live = rows.filter((r) => r.used_at === null && r.revoked_at === null);
  return { all: rows.length, live: live.length };
}

async function parallelRefresh(t: TestApp, token: string, n: number) {
  const answers = await Promise.all(Array.from({ length: n }, () => refreshWith(t, token)));
  const codes = answers.map((a) => a.statusCode);
  const bodies = answers.map((a) => a.json() as { access_token: string; refresh_token: string });
  return { codes, bodies, successors: new Set(bodies.map((b) => b.refresh_token)) };
}

describe.each(await dbTargets())('refresh reuse grace interval on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('10 and then 50 parallel refreshes of one token all answer 200 with one successor; the sign-in stays alive', async () => {
    const s = await signup(t.app);
    const ten = await parallelRefresh(t, s.refresh_token, 10);
    expect(ten.codes).toEqual(Array(10).fill(200));
    expect(ten.successors.size).toBe(1);
    const [successor] = ten.successors;
    expect(successor).not.toBe(s.refresh_token);
    expect((await me(t, s)).statusCode).toBe(200);
    expect(await tokensOf(t, s)).toEqual({ all: 2, live: 1 });

    const fifty = await parallelRefresh(t, successor!, 50);
    expect(fifty.codes).toEqual(Array(50).fill(200));
    expect(fifty.successors.size).toBe(1);
    expect(fifty.successors.has(successor!)).toBe(false);
    // The login's access token and every access token handed out still work: nothing was revoked.
    expect((await me(t, s)).statusCode).toBe(200);
    for (const b of [...ten.bodies, ...fifty.bodies].slice(0, 12))
      expect((await me(t, b)).statusCode).toBe(200);
    // No fork: one new token per rotation, and exactly one live token in the family.
    expect(await tokensOf(t, s)).toEqual({ all: 3, live: 1 });
    const [latest] = fifty.successors;
    expect((await refreshWith(t, latest!)).statusCode).toBe(200);
  });

  it('inside the interval a rotated token answers with the live end of its chain', async () => {
    const s = await signup(t.app);
    const b = (await refreshWith(t, s.refresh_token)).json();
    t.clock.advance(GRACE_MS / 2);
    const c = (await refreshWith(t, b.refresh_token)).json();
    t.clock.advance(GRACE_MS / 2 - 1);
    const late = await refreshWith(t, s.refresh_token);
    expect(late.statusCode).toBe(200);
    expect(late.json().refresh_token).toBe(c.refresh_token);
    expect((await me(t, late.json())).statusCode).toBe(200);
    expect(await tokensOf(t, s)).toEqual({ all: 3, live: 1 });
  });

  // The documented case (11 s later) and the boundary itself (exactly 10 s is no longer inside).
  it.each([11_000, GRACE_MS])(
    '%i ms after the rotation, reuse of the rotated token still revokes the whole family',
    async (later) => {
      const s = await signup(t.app);
      const b = (await refreshWith(t, s.refresh_token)).json();
      t.clock.advance(later);
      const replay = await refreshWith(t, s.refresh_token);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ error: 'Invalid or expired refresh token' });
      expect((await me(t, s)).statusCode).toBe(401);
      expect((await me(t, b)).statusCode).toBe(401);
      expect((await refreshWith(t, b.refresh_token)).statusCode).toBe(401);
      expect((await tokensOf(t, s)).live).toBe(0);
    },
  );

  it('a logged-out sign-in is not brought back by a rotated token inside the interval', async () => {
    const s = await signup(t.app);
    const b = (await refreshWith(t, s.refresh_token)).json();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearerOf(b),
    });
    expect(out.statusCode).toBe(200);
    expect((await refreshWith(t, s.refresh_token)).statusCode).toBe(401);
    expect((await me(t, s)).statusCode).toBe(401);
  });

  it('the database never holds a successor in plaintext', async () => {
    const s = await signup(t.app);
    const b = (await refreshWith(t, s.refresh_token)).json();
    const rows = await t.app.services.db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('user_id', '=', s.user.user_id)
      .execute();
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(b.refresh_token);
    expect(dump).not.toContain(s.refresh_token);
  });
});

describe.each(await dbTargets())('REFRESH_REUSE_GRACE_S=0 on $name', (target) => {
  it('turns the interval off: an immediate reuse revokes the family, as with no interval', async () => {
    const t = await startApp(target, { REFRESH_REUSE_GRACE_S: '0' });
    try {
      const s = await signup(t.app);
      const many = await parallelRefresh(t, s.refresh_token, 10);
      expect(many.codes.filter((c) => c === 200)).toHaveLength(1);
      expect((await refreshWith(t, s.refresh_token)).statusCode).toBe(401);
      expect((await me(t, s)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
