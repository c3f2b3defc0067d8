import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, mailFor, startApp, tokenFrom, uniqueEmail } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const COMMON =
  'This password is too common and appears in known data breaches. Please choose another one.';

/** Common and breached passwords (ASVS 6.2.4, docs/api.md#server-rules) are refused at sign-up and reset. */
describe.each(await dbTargets())('common passwords on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  const signupWith = (email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: 'Ada', last_name: 'L', email, password },
    });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/login', payload: { email, password } });

  it.each(['Password1', 'Qwerty123', 'Iloveyou1', 'Abcd1234'])(
    'sign-up refuses %s with a clear message',
    async (password) => {
      const res = await signupWith(uniqueEmail('common'), password);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: COMMON });
    },
  );

  it('reset refuses a common password and keeps the link for a better one', async () => {
    const email = uniqueEmail('reset');
    expect((await signupWith(email, 'Sturdy-Pass1')).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    const token = tokenFrom((await mailFor(t, email, /Reset/))?.link ?? null);
    const reset = (new_password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/reset-password',
        payload: { token, new_password },
      });
    const weak = await reset('password123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ error: COMMON });
    expect((await reset('a quiet heron at dusk')).statusCode).toBe(200);
    expect((await login(email, 'a quiet heron at dusk')).statusCode).toBe(200);
  });

  it.each([64, 128, 256])('a %i-character password signs up and logs in', async (n) => {
    const email = uniqueEmail('long');
    const password = `Aa1-${'correct horse battery staple '.repeat(10)}`.slice(0, n);
    expect(password).toHaveLength(n);
    expect((await signupWith(email, password)).statusCode).toBe(201);
    expect((await login(email, password)).statusCode).toBe(200);
  });
});
