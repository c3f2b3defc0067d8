import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type Signed,
  type TestApp,
  bearerOf,
  signup,
  startApp,
  uniqueEmail,
} from './support/harness.ts';
import { PUBLIC, REDIRECT, signInWithProvider } from './support/oidc-flow.ts';
import { OIDC_CLIENT, startOidcProvider } from './support/oidc-provider.ts';
import { dbTargets } from './support/targets.ts';

const MINUTE = 60_000;

/**
 * Deleting the account and exporting all of it take more than a bearer token
 * (docs/api.md#server-rules): the account's password, or a sign-in made in the last 5 minutes
 * (the only way for an account without a password). A stolen token alone does neither.
 */
describe.each(await dbTargets())('confirming deletion and export on $name', (target) => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startOidcProvider>>;
  beforeAll(async () => {
    provider = await startOidcProvider(REDIRECT);
    t = await startApp(target, {
      PUBLIC_URL: PUBLIC,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: OIDC_CLIENT.id,
      OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  const del = (s: Signed, body?: object) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: bearerOf(s),
      ...(body ? { payload: body } : {}),
    });
  const exportPost = (s: Signed, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/user/export', headers: bearerOf(s), payload: body });
  const exportGet = (s: Signed) =>
    t.app.inject({ method: 'GET', url: '/api/user/export', headers: bearerOf(s) });
  const exists = async (s: Signed) =>
    (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('id', '=', s.user.user_id)
        .execute()
    ).length === 1;
  const PASSWORD_REQUIRED = { error: 'Enter your password to confirm.', code: 'password_required' };

  it('a sign-in older than 5 minutes deletes nothing without the password, nor with a wrong one', async () => {
    const s = await signup(t.app);
    t.clock.advance(5 * MINUTE + 1000);
    const bare = await del(s);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual(PASSWORD_REQUIRED);
    const wrong = await del(s, { password: 'Not-the-pass1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({
      error: 'The password is not correct.',
      code: 'password_incorrect',
    });
    expect(await exists(s)).toBe(true);
    const right = await del(s, { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(await exists(s)).toBe(false);
  });

  it('within 5 minutes of signing in, the sign-in itself confirms', async () => {
    const s = await signup(t.app);
    t.clock.advance(4 * MINUTE);
    const res = await del(s);
    expect(res.statusCode).toBe(200);
    expect(await exists(s)).toBe(false);
  });

  it('a refresh does not make a sign-in recent; a new login does', async () => {
    const email = uniqueEmail('refresh');
    const s = await signup(t.app, email);
    t.clock.advance(10 * MINUTE);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { authorization: `Bearer ${s.refresh_token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await exportGet({ ...s, ...refreshed.json() })).statusCode).toBe(403);
    expect((await exportGet(await loginAs(email))).statusCode).toBe(200);
  });

  async function loginAs(email: string): Promise<Signed> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('export: GET needs a recent sign-in; POST takes the password instead', async () => {
    const s = await signup(t.app);
    expect((await exportGet(s)).statusCode).toBe(200);
    t.clock.advance(6 * MINUTE);
    const get = await exportGet(s);
    expect(get.statusCode).toBe(403);
    expect(get.json()).toEqual(PASSWORD_REQUIRED);
    expect((await exportPost(s, {})).json()).toEqual(PASSWORD_REQUIRED);
    const wrong = await exportPost(s, { password: 'Not-the-pass1' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('password_incorrect');
    const right = await exportPost(s, { password: PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.user_id).toBe(s.user.user_id);
  });

  it('an account without a password needs a sign-in from the last 5 minutes', async () => {
    const email = uniqueEmail('google');
    const cb = await signInWithProvider(t.app, 'login', email);
    const s = {
      access_token: cb.searchParams.get('access_token')!,
      refresh_token: cb.searchParams.get('refresh_token')!,
      user: {
        user_id: cb.searchParams.get('user_id')!,
        email_address: email,
        first_name: '',
      },
    };
    expect((await exportGet(s)).statusCode).toBe(200);
    t.clock.advance(6 * MINUTE);
    const again = {
      error:
        'Sign in again to confirm: without a password, this needs a sign-in from the last 5 minutes.',
      code: 'recent_sign_in_required',
    };
    const bare = await del(s);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual(again);
    // A password the account does not have confirms nothing.
    expect((await del(s, { password: PASSWORD })).json()).toEqual(again);
    expect(await exists(s)).toBe(true);
    const fresh = await signInWithProvider(t.app, 'login', email);
    const res = await del({ ...s, access_token: fresh.searchParams.get('access_token')! });
    expect(res.statusCode).toBe(200);
    expect(await exists(s)).toBe(false);
  });

  it('wrong passwords are limited per account (429 with Retry-After)', async () => {
    const limited = await startApp(target, { RATE_LIMIT_ACCOUNT_MAX: '3' });
    try {
      const s = await signup(limited.app);
      limited.clock.advance(6 * MINUTE);
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'DELETE',
          url: '/api/user',
          headers: bearerOf(s),
          payload: { password: `Wrong-pass${i}` },
        });
        codes.push(res.statusCode);
        if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(codes).toEqual([403, 403, 403, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
