// SMTP sink down: forgot-password still answers at once with its usual body, the mail waits in the
// outbox, and it is delivered (and works) once the sink is back and the retry falls due. Real app,
// real SMTP listener on loopback; the clock is injected so the 10 s retry step is not waited out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, PASSWORD, signup, startApp } from '../../server/test/support/harness.ts';
import { dbTargets } from '../../server/test/support/targets.ts';
import { FORGOT_MESSAGE } from '../../server/src/routes/user-email.ts';
import { record } from './support/metrics.ts';
import { freePort, smtpSink } from './support/smtp-sink.ts';

describe('SMTP sink down, then back', () => {
  let t: TestApp;
  let sink: ReturnType<typeof smtpSink>;
  beforeAll(async () => {
    sink = smtpSink(await freePort());
    t = await startApp((await dbTargets())[0]!, { SMTP_URL: sink.url });
  });
  afterAll(async () => {
    await t.close();
    await sink.down();
  });

  it('forgot-password answers while the sink is down; the mail goes out from the outbox when it returns', async () => {
    const user = await signup(t.app);
    await t.app.services.mailer.flush();
    const email = user.user.email_address;
    const t0 = performance.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/forgot-password',
      payload: { email },
    });
    const answerMs = performance.now() - t0;
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FORGOT_MESSAGE });

    await t.app.services.mailer.flush(); // the delivery attempt fails: connection refused
    const pending = await t.app.services.db
      .selectFrom('outbox')
      .select(['subject', 'sent_at', 'attempts'])
      .where('to_address', '=', email)
      .execute();
    expect(pending.length).toBe(2); // the signup mail and the reset mail
    expect(pending.every((m) => m.sent_at === null && m.attempts === 1)).toBe(true);

    await sink.up();
    await t.app.services.mailer.flush(); // not due yet: nothing is sent before the retry time
    expect(sink.received.length).toBe(0);
    t.clock.advance(10_000);
    await t.app.services.mailer.flush();
    const reset = sink.received.find((m) => /reset/i.test(m.subject ?? ''));
    expect(sink.received.length).toBe(2);
    const link = /https?:\/\/\S+reset-password\?token=[\w%-]+/.exec(reset?.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { token, new_password: `${PASSWORD}x` },
    });
    expect(done.statusCode).toBe(200);
    const sent = await t.app.services.db
      .selectFrom('outbox')
      .select(['sent_at', 'attempts'])
      .where('to_address', '=', email)
      .execute();
    expect(sent.every((m) => m.sent_at !== null && m.attempts === 2)).toBe(true);
    record({
      area: 'faults',
      item: 'SMTP sink down',
      figures: {
        'forgot-password answer ms': +answerMs.toFixed(1),
        'mails queued while down': 2,
        'delivered after return': sink.received.length,
        'reset link works': 'yes',
      },
    });
  });
});
