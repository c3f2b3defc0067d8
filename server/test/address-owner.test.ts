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

const OWNER_PASSWORD = 'Owners-Pass3';

/**
 * Whoever proves an address by mail owns it (docs/api.md#sign-ins): verification ends the sign-ins
 * made before it, a sign-up for an unverified address takes it over, and a provider link made from
 * an unverified provider e-mail goes when the address is proven.
 */
describe.each(await dbTargets())('the owner of an address on $name', (target) => {
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

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const login = (email: string, password: string) => post('/api/user/login', { email, password });
  async function live(s: { access_token: string; refresh_token: string }) {
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { authorization: `Bearer ${s.refresh_token}` },
    });
    return me.statusCode === 200 || refreshed.statusCode === 200;
  }
  const verifyLink = async (email: string) =>
    tokenFrom((await mailFor(t, email, /Verify/))?.link ?? null);

  it("verification ends the squatter's sign-in; the one who clicks gets a fresh one", async () => {
    const email = `verify-${target.name}@example.test`;
    const squatter = await signup(t.app, email, 'Mallory');
    const token = await verifyLink(email);
    const res = await t.app.inject({ method: 'GET', url: `/api/user/verify?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(await live(squatter)).toBe(false);
    expect(await live(res.json())).toBe(true);
  });

  it('a sign-up for an unverified address takes it over: password, names, sign-ins', async () => {
    const email = `takeover-${target.name}@example.test`;
    const squatter = await signup(t.app, email, 'Mallory');
    const res = await post('/api/user/signup', {
      first_name: 'Olivia',
      last_name: 'Owner',
      email: email.toUpperCase(),
      password: OWNER_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const owner = res.json();
    expect(owner.user).toMatchObject({ user_id: squatter.user.user_id, first_name: 'Olivia' });
    expect(await live(squatter)).toBe(false);
    expect(await live(owner)).toBe(true);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(200);
    // The new verification mail goes to the address and names the new first name.
    const mail = await mailFor(t, email, /Verify/);
    expect(mail?.text).toContain('Olivia');
  });

  it('a sign-up for a verified address does not take it over (it answers as for a new one)', async () => {
    const email = `verified-${target.name}@example.test`;
    await signup(t.app, email);
    await t.app.inject({ method: 'GET', url: `/api/user/verify?token=${await verifyLink(email)}` });
    const res = await post('/api/user/signup', {
      first_name: 'Mallory',
      last_name: 'M',
      email,
      password: OWNER_PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    expect((await login(email, OWNER_PASSWORD)).statusCode).toBe(401);
    const mail = await mailFor(t, email, /tried to sign up/);
    expect(mail?.text).toContain('Hi Ada,');
    expect(mail?.text).not.toContain('Mallory');
  });

  it('the verification mail says what to do when you did not sign up, in English and German', async () => {
    const en = `mail-en-${target.name}@example.test`;
    await signup(t.app, en);
    expect((await mailFor(t, en, /Verify/))?.text).toMatch(
      /If you did not sign up, someone else typed your address: do not click the link/,
    );
    const de = `mail-de-${target.name}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: { 'accept-language': 'de' },
      payload: { first_name: 'Ute', last_name: 'U', email: de, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect((await mailFor(t, de, /Bestätigen/))?.text).toMatch(
      /Falls Sie sich nicht registriert haben, hat jemand anderes Ihre Adresse eingegeben/,
    );
  });

  for (const proof of ['reset', 'verify'] as const)
    it(`a provider link from an unverified provider e-mail goes when the address is proven (${proof})`, async () => {
      const email = `unverified-${proof}-${target.name}@example.test`;
      const first = await signInWithProvider(t.app, 'login', email);
      expect(first.searchParams.get('error')).toBeNull();
      expect(first.searchParams.get('is_verified')).toBe('false');
      const linker = {
        access_token: first.searchParams.get('access_token')!,
        refresh_token: first.searchParams.get('refresh_token')!,
      };
      let proven;
      if (proof === 'reset') {
        await post('/api/user/forgot-password', { email });
        const token = tokenFrom((await mailFor(t, email, /Reset/))?.link ?? null);
        proven = await post('/api/user/reset-password', { token, new_password: OWNER_PASSWORD });
      } else {
        await post('/api/user/resend-verification', { email });
        const token = await verifyLink(email);
        proven = await t.app.inject({ method: 'GET', url: `/api/user/verify?token=${token}` });
      }
      expect(proven.statusCode).toBe(200);
      expect(proven.json().user).toMatchObject({ is_verified: true, oauth_provider: null });
      expect(await live(linker)).toBe(false);
      // The linker signs in through the provider again: no longer this account.
      const again = await signInWithProvider(t.app, 'login', email);
      expect(again.searchParams.get('access_token')).toBeNull();
      expect(again.searchParams.get('error')).toBe('email_not_verified');
    });
});
