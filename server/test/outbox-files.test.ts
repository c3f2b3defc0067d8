import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearerOf, signup, startApp, uniqueEmail } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

/**
 * The development file outbox (no SMTP_URL; docs/deploy.md#several-instances): its mails hold live links, so
 * only the server's user reads them, they go with the account, and production refuses it unless
 * allowed.
 */
describe.each(await dbTargets())('the file outbox on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  const files = () => readdirSync(t.outbox).filter((f) => f.endsWith('.eml'));
  const readFileText = (f: string) => readFileSync(join(t.outbox, f), 'utf8');

  it('mail files are 0600 in a 0700 folder', async () => {
    await signup(t.app, uniqueEmail('mode'));
    await t.app.services.mailer.flush();
    expect(files().length).toBeGreaterThan(0);
    expect(statSync(t.outbox).mode & 0o777).toBe(0o700);
    for (const f of files()) expect(statSync(join(t.outbox, f)).mode & 0o777).toBe(0o600);
  });

  it('deleting an account deletes its mail files, and only its files', async () => {
    const gone = await signup(t.app, uniqueEmail('gone'));
    const other = await signup(t.app, uniqueEmail('stays'));
    await t.app.services.mailer.flush();
    const before = files().length;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/user', headers: bearerOf(gone) });
    expect(res.statusCode).toBe(200);
    expect(files()).toHaveLength(before - 1);
    const mine = files().filter((f) => readFileText(f).includes(gone.user.email_address));
    expect(mine).toHaveLength(0);
    expect(files().some((f) => readFileText(f).includes(other.user.email_address))).toBe(true);
  });

  it('NODE_ENV=production without SMTP_URL is refused unless the file outbox is allowed', async () => {
    await expect(startApp(target, { NODE_ENV: 'production' })).rejects.toThrow(
      /MAIL_OUTBOX_IN_PRODUCTION=true/,
    );
    const allowed = await startApp(target, {
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
    });
    await allowed.close();
  });
});
