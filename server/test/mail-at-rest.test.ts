import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  type TestApp,
  bearerOf,
  signup,
  startApp,
  uniqueEmail,
} from './support/harness.ts';
import { smtpSink } from './support/smtp-sink.ts';
import { dbTargets } from './support/targets.ts';

const tokenIn = (mail: ParsedMail | undefined) => {
  const link = /http:\/\/app\.test\/[\w-]+\?token=([\w%-]+)/.exec(mail?.text ?? '');
  if (!link) throw new Error(`no link in: ${mail?.text}`);
  return decodeURIComponent(link[1]!);
};

/**
 * Mailed links at rest and mail content, over real SMTP (smtp-server): a sent body no longer holds
 * its token, a newer link replaces the older one, a deleted account's mail goes with it, and typed
 * names reach mails as one line without anything a mail client would make a link of.
 */
describe.each(await dbTargets())('mailed links and names on $name', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    smtp = await smtpSink();
    t = await startApp(target, { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const outboxOf = (email: string) =>
    t.app.services.db.selectFrom('outbox').selectAll().where('to_address', '=', email).execute();
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/user/forgot-password', payload: { email } });
  const reset = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, new_password: 'Another-Pass2' },
    });
  const verify = (token: string) =>
    t.app.inject({ method: 'GET', url: `/api/user/verify?token=${encodeURIComponent(token)}` });

  it('once sent, the outbox keeps no reset or verification token', async () => {
    const email = uniqueEmail('at-rest');
    await signup(t.app, email);
    expect((await forgot(email)).statusCode).toBe(200);
    const mails = await smtp.to(email, 2);
    await t.app.services.mailer.flush();
    const tokens = mails.map(tokenIn);
    const rows = await outboxOf(email);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sent_at).not.toBeNull();
      for (const token of tokens) {
        expect(row.text_body).not.toContain(token);
        expect(row.html_body).not.toContain(token);
      }
    }
  });

  it('a newer reset or verification mail makes the older link stop working', async () => {
    const email = uniqueEmail('newer');
    await signup(t.app, email);
    await t.app.inject({
      method: 'POST',
      url: '/api/user/resend-verification',
      payload: { email },
    });
    const [oldVerify, newVerify] = (await smtp.to(email, 2)).map(tokenIn);
    expect((await verify(oldVerify!)).statusCode).toBe(400);
    expect((await verify(newVerify!)).statusCode).toBe(200);

    await forgot(email);
    await smtp.to(email, 3);
    await forgot(email);
    const [, , oldReset, newReset] = (await smtp.to(email, 4)).map(tokenIn);
    expect((await reset(oldReset!)).statusCode).toBe(400);
    expect((await reset(newReset!)).statusCode).toBe(200);
  });

  it('deleting an account deletes its mail from the outbox, and only its mail', async () => {
    const email = uniqueEmail('gone');
    const other = uniqueEmail('stays');
    const s = await signup(t.app, email);
    await signup(t.app, other);
    await forgot(email);
    await smtp.to(email, 2);
    await smtp.to(other, 1);
    await t.app.services.mailer.flush();
    expect(await outboxOf(email)).toHaveLength(2);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: bearerOf(s) });
    expect(del.statusCode).toBe(200);
    expect(await outboxOf(email)).toHaveLength(0);
    expect(await outboxOf(other)).toHaveLength(1);
  });

  it.each([
    ['Visit evil.com today', 'evil.com'],
    ['Ana\r\nBcc: victim@example.test', 'Bcc'],
    ['www.example.org', 'www.'],
    ['Bob http://x.test', 'x.test'],
    ['mallory@evil.test', 'evil.test'],
    ['evil\u200b.com', 'evil'],
  ])('the typed name %j reaches no mail (%s)', async (first, forbidden) => {
    const email = uniqueEmail('name');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: first, last_name: 'X', email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await smtp.to(email, 1);
    const greeting = mail!.text!.split('\n')[0]!;
    expect(greeting).toBe('Hi,');
    expect(mail!.text).not.toContain(forbidden);
    expect(mail!.html).not.toContain(forbidden);
  });

  it('a name with line breaks arrives as one line; a plain name is kept', async () => {
    const email = uniqueEmail('lines');
    await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: 'Ana\r\nMaria\tSt. John', last_name: 'X', email, password: PASSWORD },
    });
    const [mail] = await smtp.to(email, 1);
    expect(mail!.text!.split('\n')[0]).toBe('Hi Ana Maria St. John,');
  });
});
