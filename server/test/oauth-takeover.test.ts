import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  mailFor,
  signup,
  startApp,
  tokenFrom,
} from './support/harness.ts';
import {
  PUBLIC,
  REDIRECT,
  challengeOf,
  providerCallback,
  signInWithProvider,
} from './support/oidc-flow.ts';
import { OIDC_CLIENT, startOidcProvider } from './support/oidc-provider.ts';
import { dbTargets } from './support/targets.ts';

/**
 * Account takeover before first use (docs/decisions.md, "Google sign-in on an unverified account"):
 * a squatter signs up with someone else's address; when the owner signs in with the provider, the
 * squatter's password and sign-ins end. And the callback carries a one-time code, not tokens
 * (docs/api.md#authentication).
 */
describe.each(await dbTargets())(
  'Google sign-in and pre-registered accounts on $name',
  (target) => {
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

    const login = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email, password: PASSWORD },
      });
    const me = (access: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: bearerOf({ access_token: access }),
      });
    const refresh = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: { authorization: `Bearer ${token}` },
      });

    it("the owner's Google sign-in ends the squatter's password, refresh and access tokens", async () => {
      const email = `owner-${target.name}@example.test`;
      const squatter = await signup(t.app, email, 'Mallory');
      expect((await me(squatter.access_token)).statusCode).toBe(200);

      const back = await signInWithProvider(t.app, 'login', email);
      expect(back.searchParams.get('error')).toBeNull();
      expect(back.searchParams.get('user_id')).toBe(squatter.user.user_id);
      const owner = back.searchParams.get('access_token')!;

      expect((await login(email)).statusCode).toBe(401);
      expect((await refresh(squatter.refresh_token)).statusCode).toBe(401);
      expect((await me(squatter.access_token)).statusCode).toBe(401);
      // The owner is signed in, under the provider's name rather than the one the squatter typed.
      const profile = await me(owner);
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toMatchObject({ is_verified: true, oauth_provider: 'google' });
      expect(profile.json().first_name).not.toBe('Mallory');
    });

    it('a verified password account keeps its password and sign-ins when Google is linked', async () => {
      const email = `verified-${target.name}@example.test`;
      const first = await signup(t.app, email);
      const mail = await mailFor(t, email, /Verify/);
      const verify = await t.app.inject({
        method: 'GET',
        url: `/api/user/verify?token=${tokenFrom(mail!.link)}`,
      });
      expect(verify.statusCode).toBe(200);

      const back = await signInWithProvider(t.app, 'login', email);
      expect(back.searchParams.get('user_id')).toBe(first.user.user_id);
      expect((await login(email)).statusCode).toBe(200);
      expect((await me(verify.json().access_token)).statusCode).toBe(200);
    });

    it('the callback carries a one-time code, redeemed once, only with the verifier that started it', async () => {
      const verifier = 'v3rifier_0123456789abcdefghijklmnop';
      const back = await providerCallback(t.app, 'login', 'binder', 'login', challengeOf(verifier));
      for (const secret of ['access_token', 'refresh_token', 'binding'])
        expect(back.searchParams.get(secret)).toBeNull();
      const code = back.searchParams.get('code')!;
      expect(code).toBeTruthy();
      const exchange = (payload: object) =>
        t.app.inject({ method: 'POST', url: '/api/auth/google/exchange', payload });
      const wrong = await exchange({ code, verifier: 'someone-elses-verifier-0123456789' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatch(/not started in this browser/);
      // The wrong verifier used the code up: a code works once, whoever tries it.
      expect((await exchange({ code, verifier })).statusCode).toBe(400);

      const again = await providerCallback(
        t.app,
        'login',
        'binder',
        'login',
        challengeOf(verifier),
      );
      const ok = await exchange({ code: again.searchParams.get('code'), verifier });
      expect(ok.statusCode).toBe(200);
      expect(ok.headers['cache-control']).toBe('no-store');
      expect((await me(ok.json().access_token)).statusCode).toBe(200);
      const replay = await exchange({ code: again.searchParams.get('code'), verifier });
      expect(replay.json()).toEqual({
        error: 'This sign-in link is invalid or expired. Please sign in again.',
      });
    });

    it('a code is good for 60 s; a sign-in started without a challenge gets none', async () => {
      const verifier = 'v3rifier_late_0123456789abcdefghij';
      const back = await providerCallback(t.app, 'login', 'late', 'login', challengeOf(verifier));
      t.clock.advance(61_000);
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/auth/google/exchange',
        payload: { code: back.searchParams.get('code'), verifier },
      });
      expect(late.statusCode).toBe(400);
      const plain = await providerCallback(t.app, 'login', 'late');
      expect(plain.searchParams.get('code')).toBeNull();
      expect(plain.searchParams.get('error')).toBe('binding_missing');
      const aborted = await providerCallback(
        t.app,
        'login',
        'late',
        'abort',
        challengeOf(verifier),
      );
      expect(aborted.searchParams.get('error')).toBe('access_denied');
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/auth/google/start?mode=login&binding=a.b',
      });
      expect(bad.statusCode).toBe(400);
    });
  },
);
