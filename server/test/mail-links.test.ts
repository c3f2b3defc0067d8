import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORGOT_MESSAGE, RESEND_MESSAGE } from '../src/routes/user-email.ts';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  mailFor,
  readOutbox,
  refreshWith,
  signup,
  startApp,
  tokenFrom,
  uniqueEmail,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('tokens on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('verification link: signs in, marks verified, works once, is refused after 24 h', async () => {
    const email = uniqueEmail('verify');
    await signup(t.app, email);
    const mail = await mailFor(t, email, /Verify/);
    const token = tokenFrom(mail?.link ?? null);
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/verify-email\?token=/);
    // The dev outbox repeats the link, unencoded, in X-Dev-Link for the grep in
    // server/README.md#walk-through-sign-up-verify-log-in-with-curl.
    const raw = readdirSync(t.outbox)
      .map((f) => readFileSync(join(t.outbox, f), 'utf8'))
      .join('\n');
    expect(raw).toContain(`X-Dev-Link:\n ${mail?.link}`);
    const ok = await t.app.inject({
      method: 'GET',
      url: `/api/user/verify?token=${encodeURIComponent(token ?? '')}`,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({ is_verified: true, email_address: email });
    expect(typeof ok.json().access_token).toBe('string');
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/user/verify?token=${encodeURIComponent(token ?? '')}`,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/^Email verification failed/);

    const late = uniqueEmail('late');
    await signup(t.app, late);
    const lateToken = tokenFrom((await mailFor(t, late, /Verify/))?.link ?? null);
    t.clock.advance(24 * 3600_000 + 1);
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/user/verify?token=${encodeURIComponent(lateToken ?? '')}`,
    });
    expect(expired.statusCode).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: '/api/user/verify' });
    expect(missing.json()).toEqual({ error: 'No verification token provided' });
  });

  it('parallel claims of one verification token: exactly one succeeds', async () => {
    const email = uniqueEmail('race');
    await signup(t.app, email);
    const token = tokenFrom((await mailFor(t, email, /Verify/))?.link ?? null) ?? '';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({ method: 'GET', url: `/api/user/verify?token=${encodeURIComponent(token)}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('resend-verification and forgot-password answer identically for known and unknown e-mails', async () => {
    const email = uniqueEmail('known');
    await signup(t.app, email);
    for (const [url, message] of [
      ['/api/user/resend-verification', RESEND_MESSAGE],
      ['/api/user/forgot-password', FORGOT_MESSAGE],
    ] as const) {
      const known = await t.app.inject({ method: 'POST', url, payload: { email } });
      const unknown = await t.app.inject({
        method: 'POST',
        url,
        payload: { email: uniqueEmail('unknown') },
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(known.json()).toEqual({ message });
      // Same header names and values, apart from the per-response date.
      const headers = (h: Record<string, unknown>) =>
        Object.entries(h).filter(([k]) => k !== 'date');
      expect(headers(unknown.headers)).toEqual(headers(known.headers));
    }
    // Only the known address got mail: signup + resend verification, and one reset.
    await t.app.services.mailer.flush();
    const mails = await readOutbox(t.outbox);
    expect(
      mails
        .filter((m) => m.to.includes(email))
        .map((m) => m.subject.split(' ')[0])
        .sort(),
    ).toEqual(['Reset', 'Verify', 'Verify']);
    expect(mails.filter((m) => m.to.includes('unknown-'))).toHaveLength(0);
  });

  it('reset link: sets the password, revokes every sign-in, works once, expires after 1 h', async () => {
    const email = uniqueEmail('reset');
    const s = await signup(t.app, email);
    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    const mail = await mailFor(t, email, /Reset/);
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/reset-password\?token=/);
    expect(mail?.html).toContain('reset-password?token=');
    const token = tokenFrom(mail?.link ?? null) ?? '';

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, new_password: 'short' },
    });
    expect(weak.json()).toEqual({ error: 'Password must be at least 8 characters' });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, new_password: 'brand new pass' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email_address).toBe(email);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(s) })).statusCode,
    ).toBe(401);
    expect((await refreshWith(t, s.refresh_token)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(ok.json()) }))
        .statusCode,
    ).toBe(200);
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, new_password: 'another pass' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toMatch(/^Password reset failed/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email, password: 'brand new pass' },
    });
    expect(login.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email, password: PASSWORD },
        })
      ).statusCode,
    ).toBe(401);

    await t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
    const second = tokenFrom((await mailFor(t, email, /Reset/))?.link ?? null) ?? '';
    expect(second).not.toBe(token);
    t.clock.advance(3600_000 + 1);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: second, new_password: 'late password' },
    });
    expect(expired.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token: '', new_password: 'whatever1' },
    });
    expect(none.json()).toEqual({ error: 'No reset token provided' });
  });
});
