import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startApp, uniqueEmail } from './support/harness.ts';
import { smtpSink } from './support/smtp-sink.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('mail over real SMTP on $name', (target) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  beforeAll(async () => {
    smtp = await smtpSink();
    t = await startApp(target, { SMTP_URL: smtp.url, MAIL_FROM: 'Posture Coach <coach@app.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('the signup mail arrives with text and HTML parts and a link that verifies the account', async () => {
    const email = uniqueEmail('smtp');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      payload: { first_name: 'Sam', last_name: 'Smith', email, password: 'Sturdy-Pass1' },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await smtp.next(1)).filter((m) => JSON.stringify(m.to).includes(email));
    expect(mail).toBeDefined();
    expect(mail!.subject).toMatch(/Verify/);
    expect(mail!.from?.text).toContain('coach@app.test');
    expect(mail!.text).toContain('Hi Sam,');
    expect(typeof mail!.html).toBe('string');
    const textLink = /http:\/\/app\.test\/verify-email\?token=[\w%-]+/.exec(mail!.text ?? '')?.[0];
    const htmlLink = /href="(http:\/\/app\.test\/verify-email\?token=[^"]+)"/.exec(
      mail!.html as string,
    )?.[1];
    expect(textLink).toBeDefined();
    expect(htmlLink).toBe(textLink);
    const token = new URL(textLink!).searchParams.get('token')!;
    const verify = await t.app.inject({
      method: 'GET',
      url: `/api/user/verify?token=${encodeURIComponent(token)}`,
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user).toMatchObject({ email_address: email, is_verified: true });
    // The listener has the mail before the sender has its 250 reply: let the send loop finish.
    await t.app.services.mailer.flush();
    const outboxRows = await t.app.services.db
      .selectFrom('outbox')
      .select(['sent_at', 'attempts'])
      .where('to_address', '=', email)
      .execute();
    expect(outboxRows).toEqual([{ sent_at: expect.any(Number), attempts: 1 }]);
    // With SMTP_URL set nothing lands in the development outbox folder.
    expect(existsSync(t.outbox)).toBe(false);
  });
});
