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
  // docs/api.md#server-rules: the mail's language comes from the Accept-Language of the request
  // that sends it (the app sends its own language there).
  const signupWith = async (header: string | undefined) => {
    const email = uniqueEmail('lang');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/signup',
      headers: header === undefined ? {} : { 'accept-language': header },
      payload: { first_name: 'Sam', last_name: 'Smith', email, password: 'Sturdy-Pass1' },
    });
    expect(res.statusCode).toBe(201);
    return { email, mail: (await smtp.to(email, 1))[0]! };
  };
  const linkOf = (text: string | undefined, path: string) =>
    new RegExp(`http://app\\.test/${path}\\?token=[\\w%-]+`).exec(text ?? '')?.[0];

  it('a sign-up with Accept-Language: de gets its mail in German, with the same link in both parts', async () => {
    const { mail } = await signupWith('de');
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Posture Coach');
    expect(mail.text).toMatch(/^Hallo Sam,\n\nWillkommen bei Posture Coach\. Bitte bestätigen Sie/);
    expect(mail.text).toContain('E-Mail-Adresse bestätigen: http://app.test/verify-email?token=');
    expect(mail.text).toContain('Dieser Link ist 24 Stunden gültig.');
    expect(mail.text).not.toMatch(/Verify|Welcome|Hi /);
    const html = mail.html as string;
    expect(html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(html).toContain('>E-Mail-Adresse bestätigen</a>');
    expect(html).not.toMatch(/If the button|Verify e-mail/);
    const link = linkOf(mail.text, 'verify-email');
    expect(link).toBeDefined();
    expect(/href="([^"]+)"/.exec(html)?.[1]).toBe(link);
  });

  const SUBJECT_AND_GREETING = {
    en: ['Verify your e-mail for Posture Coach', 'Hi Sam,'],
    de: ['Bestätigen Sie Ihre E-Mail-Adresse für Posture Coach', 'Hallo Sam,'],
    fr: ['Confirmez votre adresse e-mail pour Posture Coach', 'Bonjour Sam,'],
    es: ['Verifique su correo electrónico para Posture Coach', 'Hola, Sam:'],
  } as const;
  it.each([
    ['no header', undefined, 'en'],
    ['en-US', 'en-US', 'en'],
    ['pt, de;q=0.8 (the first supported one is German)', 'pt, de;q=0.8', 'de'],
    ['de-AT', 'de-AT', 'de'],
    ['en, de (English first)', 'en, de', 'en'],
    ['fr-FR', 'fr-FR', 'fr'],
    ['fr-CA, en;q=0.5', 'fr-CA, en;q=0.5', 'fr'],
    ['es-419', 'es-419', 'es'],
    ['ja, es;q=0.9, fr;q=0.8 (Spanish by q)', 'ja, es;q=0.9, fr;q=0.8', 'es'],
    ['garbage', ';;q=x,@@ ,', 'en'],
  ] as const)(
    'Accept-Language %s (header %s): the mail is in %s',
    async (_label, header, expected) => {
      const { mail } = await signupWith(header);
      const [subject, greeting] = SUBJECT_AND_GREETING[expected];
      expect(mail.subject).toBe(subject);
      expect(mail.text?.startsWith(greeting)).toBe(true);
    },
  );

  it('forgot-password and resend-verification answer in the language of their own request', async () => {
    const { email } = await signupWith(undefined);
    const ask = (url: string, header: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'accept-language': header },
        payload: { email },
      });
    expect((await ask('/api/user/forgot-password', 'de-DE,de;q=0.9')).statusCode).toBe(200);
    const reset = (await smtp.to(email, 2))[1]!;
    expect(reset.subject).toBe('Setzen Sie Ihr Passwort für Posture Coach zurück');
    expect(reset.text).toContain('Neues Passwort festlegen: http://app.test/reset-password?token=');
    expect((await ask('/api/user/resend-verification', 'de')).statusCode).toBe(200);
    const again = (await smtp.to(email, 3))[2]!;
    expect(again.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Posture Coach');
    expect((await ask('/api/user/forgot-password', 'en-GB')).statusCode).toBe(200);
    const english = (await smtp.to(email, 4))[3]!;
    expect(english.subject).toBe('Reset your Posture Coach password');
    expect(english.text).toContain('Choose a new password: http://app.test/reset-password?token=');
  });
});
