import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  mailFor,
  signup,
  startApp,
  uniqueEmail,
  verifiedSignup,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

/**
 * A sign-up for an address that already has an account (docs/api.md#server-rules, issue 46): the
 * answer does not say so. It is a 201 of the same shape as a new account's, the owner's account
 * stays as it was, and the owner is mailed, in the request's language, that someone tried.
 */
describe.each(await dbTargets())('sign-up for a registered address on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  const INTRUDER_PASSWORD = 'Other-Pass2';
  const signupAs = (email: string, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: language ? { 'accept-language': language } : {},
      payload: { first_name: 'Mallory', last_name: 'M', email, password: INTRUDER_PASSWORD },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });
  /** Each key with the type of its value, nested: what a client can tell from a body's shape. */
  const shapeOf = (v: unknown): unknown =>
    v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, shapeOf(x)]),
        )
      : v === null
        ? 'null'
        : typeof v;

  it('answers 201 with the body shape of a new sign-up, and leaves the account as it was', async () => {
    const email = uniqueEmail('registered');
    const owner = await verifiedSignup(t, email);
    const fresh = await signupAs(uniqueEmail('fresh'));
    expect(fresh.statusCode).toBe(201);

    const res = await signupAs(email.toUpperCase());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(shapeOf(body)).toEqual(shapeOf(fresh.json()));
    expect(res.headers['content-type']).toBe(fresh.headers['content-type']);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, refresh_in: 2592000 });
    // What a new account's answer would say, nothing of the owner's.
    expect(body.user).toMatchObject({
      email_address: email.toLowerCase(),
      first_name: 'Mallory',
      last_name: 'M',
      is_verified: false,
      oauth_provider: null,
      CreatedAt: new Date(t.clock()).toISOString(),
    });
    expect(body.user.user_id).not.toBe(owner.user.user_id);

    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    expect((await login(email, INTRUDER_PASSWORD)).statusCode).toBe(401);
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(owner) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ first_name: 'Ada', is_verified: true });
    const rows = await t.app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .execute();
    expect(rows).toEqual([{ id: owner.user.user_id }]);
  });

  it('its tokens sign nobody in', async () => {
    const email = uniqueEmail('decoy');
    await verifiedSignup(t, email);
    const res = await signupAs(email);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(body) });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      headers: { authorization: `Bearer ${body.refresh_token}` },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it.each([
    ['en', /already have a Posture Coach account/],
    ['de', /bereits ein Posture-Coach-Konto/],
    ['fr', /déjà un compte Posture Coach/],
    ['es', /ya tiene una cuenta de Posture Coach/],
  ])(
    'mails the owner in the request language (%s), by the owner name, with the sign-in link',
    async (language, words) => {
      const email = uniqueEmail(`owner-${language}`);
      await verifiedSignup(t, email);
      const before = await mailFor(t, email, /./);
      expect((await signupAs(email, language)).statusCode).toBe(201);
      const mail = await mailFor(t, email, /./);
      expect(mail).toBeDefined();
      expect(mail).not.toEqual(before);
      expect(mail!.text).toMatch(words);
      expect(mail!.text).toContain('Ada');
      expect(mail!.text).not.toContain('Mallory');
      expect(mail!.text).toContain('http://app.test/login');
      expect(mail!.text).toContain('http://app.test/forgot-password');
      // No link in it signs anyone in or changes the account.
      expect(mail!.link).toBeNull();
    },
  );

  it('an address nobody proved yet is still taken over, not mailed as registered', async () => {
    const email = uniqueEmail('unproven');
    await signup(t.app, email);
    expect((await signupAs(email)).statusCode).toBe(201);
    expect((await login(email, INTRUDER_PASSWORD)).statusCode).toBe(200);
    expect((await mailFor(t, email, /./))?.subject).toMatch(/Verify/);
  });
});
