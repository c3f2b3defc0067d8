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
import { PUBLIC, REDIRECT, signInWithProvider } from './support/oidc-flow.ts';
import { OIDC_CLIENT, startOidcProvider } from './support/oidc-provider.ts';
import { dbTargets } from './support/targets.ts';

/**
 * Account takeover before first use (docs/decisions.md, "Google sign-in on an unverified account"):
 * a squatter signs up with someone else's address; when the owner signs in with the provider, the
 * squatter's password and sign-ins end. And the callback hands back the browser's binding value.
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

    it('the callback hands back the binding of the sign-in this browser started', async () => {
      const binding = 'b1nd-ing_0123456789abcdef';
      const ok = await signInWithProvider(t.app, 'login', 'binder', 'login', binding);
      expect(ok.searchParams.get('access_token')).toBeTruthy();
      expect(ok.searchParams.get('binding')).toBe(binding);
      const aborted = await signInWithProvider(t.app, 'login', 'binder', 'abort', binding);
      expect(aborted.searchParams.get('error')).toBe('access_denied');
      expect(aborted.searchParams.get('binding')).toBe(binding);
      // Without one (the documented call), no binding comes back; a malformed one is a 400.
      const plain = await signInWithProvider(t.app, 'login', 'binder');
      expect(plain.searchParams.get('binding')).toBeNull();
      const bad = await t.app.inject({
        method: 'GET',
        url: '/api/auth/google/start?mode=login&binding=a.b',
      });
      expect(bad.statusCode).toBe(400);
    });
  },
);
