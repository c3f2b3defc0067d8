import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  startApp,
  uniqueEmail,
  verifiedSignup,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('user endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('signs up with the documented token shape, stores an argon2id hash with the documented parameters', async () => {
    const email = uniqueEmail('Shape');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: ' Ada ', last_name: 'Lovelace', email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'access_token',
      'expires_in',
      'refresh_in',
      'refresh_token',
      'token_type',
      'user',
    ]);
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, refresh_in: 2592000 });
    expect(body.user).toMatchObject({
      email_address: email.toLowerCase(),
      first_name: 'Ada',
      last_name: 'Lovelace',
      is_verified: false,
      oauth_provider: null,
    });
    expect(new Date(body.user.CreatedAt).getTime()).toBe(t.clock());
    const row = await t.app.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', body.user.user_id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  // A verified duplicate, whatever its case, answers as a new account (signup-registered.test.ts).
  it('a verified duplicate e-mail, whatever its case, makes no second account', async () => {
    const email = uniqueEmail('dup');
    const owner = await verifiedSignup(t, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: 'B', last_name: 'C', email: email.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const ids = await t.app.services.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email.toLowerCase())
      .execute();
    expect(ids).toEqual([{ id: owner.user.user_id }]);
  });

  it.each([
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test', password: 'short1A' },
      'Password must be at least 8 characters',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test', password: 'alllowercase1' },
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    [
      { first_name: '  ', last_name: 'B', email: 'x@example.test', password: PASSWORD },
      'First name cannot be empty',
    ],
    [
      { first_name: 'A', last_name: ' ', email: 'x@example.test', password: PASSWORD },
      'Last name cannot be empty',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'not-an-email', password: PASSWORD },
      'Email is invalid',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test', password: PASSWORD, admin: true },
      'Unknown field "admin" in body',
    ],
    [
      { first_name: 'A', last_name: 'B', email: 'x@example.test' },
      'Missing field "password" in body',
    ],
    [
      { first_name: 1, last_name: 'B', email: 'x@example.test', password: PASSWORD },
      'body.first_name must be string',
    ],
  ])('rejects a bad signup body with 400 and a clear message (%#)', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
  });

  it('does not coerce types: a numeric password is a 400, not the string "12345678"', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'x@example.test', password: 12345678 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('body.password must be string');
  });

  it('answers malformed JSON and a wrong media type with { error }', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(typeof bad.json().error).toBe('string');
    const media = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(media.statusCode).toBe(400);
    expect(typeof media.json().error).toBe('string');
  });
});
