import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startApp } from './support/harness.ts';
import { OIDC_CLIENT, startOidcProvider } from './support/oidc-provider.ts';
import { PUBLIC, REDIRECT, signInWithProvider } from './support/oidc-flow.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())(
  'OpenID Connect sign-in against oidc-provider on $name',
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

    it('start redirects to the provider with state, nonce and PKCE (S256)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?mode=signup' });
      const url = new URL(res.headers.location as string);
      expect(url.origin).toBe(provider.issuer);
      for (const p of ['state', 'nonce', 'code_challenge'])
        expect(url.searchParams.get(p)).toMatch(/^[\w-]{20,}$/);
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(url.searchParams.get('redirect_uri')).toBe(REDIRECT);
      expect(url.searchParams.get('scope')).toBe('openid email profile');
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/auth/google/start?mode=admin' }))
          .statusCode,
      ).toBe(400);
    });

    it('a new user signs up, comes back with the documented parameters and working tokens', async () => {
      const back = await signInWithProvider(t.app, 'signup', 'newcomer');
      const q = Object.fromEntries(back.searchParams);
      expect(q.error).toBeUndefined();
      expect(q).toMatchObject({
        token_type: 'Bearer',
        expires_in: '3600',
        refresh_in: '2592000',
        email: 'newcomer@oidc.test',
        first_name: 'Newcomer',
        last_name: 'Tester',
        is_verified: 'true',
        oauth_provider: 'google',
      });
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${q.access_token}` },
      });
      expect(me.json()).toMatchObject({
        user_id: q.user_id,
        email_address: 'newcomer@oidc.test',
        oauth_provider: 'google',
        is_verified: true,
      });
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/user/refresh',
        headers: { authorization: `Bearer ${q.refresh_token}` },
      });
      expect(refresh.statusCode).toBe(200);
    });

    it('a returning user logs in to the same account; signing up again is "signup required"', async () => {
      const first = await signInWithProvider(t.app, 'login', 'returning');
      const again = await signInWithProvider(t.app, 'login', 'returning');
      expect(again.searchParams.get('user_id')).toBe(first.searchParams.get('user_id'));
      const signupAgain = await signInWithProvider(t.app, 'signup', 'returning');
      expect(signupAgain.searchParams.get('access_token')).toBeNull();
      expect(signupAgain.searchParams.get('error')).toBe('signup_required');
      expect(signupAgain.searchParams.get('error_description')).toBe(
        'This Google account is already registered. Please use the login page.',
      );
    });

    it('links to an existing password account only when the provider verified the e-mail', async () => {
      const email = 'linkme@example.test';
      const signup = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: { first_name: 'Lin', last_name: 'K', email, password: 'Sturdy-Pass1' },
      });
      const userId = signup.json().user.user_id;
      const linked = await signInWithProvider(t.app, 'login', email);
      expect(linked.searchParams.get('user_id')).toBe(userId);
      expect(linked.searchParams.get('is_verified')).toBe('true');

      const other = 'unverified-owner@example.test';
      await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: { first_name: 'Un', last_name: 'V', email: other, password: 'Sturdy-Pass1' },
      });
      const refused = await signInWithProvider(t.app, 'login', other);
      expect(refused.searchParams.get('error')).toBe('email_not_verified');
      expect(refused.searchParams.get('access_token')).toBeNull();
    });

    it('a provider error comes back as error + error_description', async () => {
      const back = await signInWithProvider(t.app, 'login', 'quitter', 'abort');
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('error_description')).toBe('End-User aborted interaction');
      expect(back.searchParams.get('access_token')).toBeNull();
    });

    it('a bad or replayed state is refused', async () => {
      const bogus = await t.app.inject({
        method: 'GET',
        url: '/api/auth/google/callback?code=abc&state=not-ours',
      });
      const loc = new URL(bogus.headers.location as string);
      expect(loc.pathname).toBe('/auth/google/callback');
      expect(loc.searchParams.get('error')).toBe('invalid_state');
      const none = new URL(
        (await t.app.inject({ method: 'GET', url: '/api/auth/google/callback?code=abc' })).headers
          .location as string,
      );
      expect(none.searchParams.get('error')).toBe('invalid_state');

      // Replay: run a flow up to our callback, use it, then present the same callback again.
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?mode=login' });
      const state = new URL(start.headers.location as string).searchParams.get('state');
      await t.app.services.db.deleteFrom('oauth_states').where('state', '=', state!).execute();
      const replay = new URL(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/auth/google/callback?code=abc&state=${state}`,
          })
        ).headers.location as string,
      );
      expect(replay.searchParams.get('error')).toBe('invalid_state');
    });

    it('without OIDC_CLIENT_ID the start says so instead of failing', async () => {
      const bare = await startApp(target, { PUBLIC_URL: PUBLIC });
      try {
        const res = await bare.app.inject({
          method: 'GET',
          url: '/api/auth/google/start?mode=login',
        });
        expect(new URL(res.headers.location as string).searchParams.get('error')).toBe(
          'oauth_not_configured',
        );
      } finally {
        await bare.close();
      }
    });
  },
);
