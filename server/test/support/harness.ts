import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DbTarget } from './targets.ts';

/** A clock the test moves by hand (token expiry, quiet sessions, streak days). */
export function testClock(start = Date.parse('2026-03-10T12:00:00Z')) {
  let t = start;
  const now = () => t;
  return Object.assign(now, {
    set: (ms: number) => void (t = ms),
    advance: (ms: number) => void (t += ms),
  });
}
export type TestClock = ReturnType<typeof testClock>;

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  dir: string;
  outbox: string;
  close(): Promise<void>;
}

/** Builds the real app on a fresh database of the target; env overrides reach loadConfig as in production. */
export async function startApp(
  target: DbTarget,
  env: Record<string, string> = {},
  clock = testClock(),
): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'posture-server-test-'));
  const url = target.freshUrl(dir);
  const outbox = join(dir, 'outbox');
  const config = loadConfig(
    {
      DATABASE_URL: url,
      DATA_DIR: dir,
      MAIL_OUTBOX: outbox,
      PUBLIC_URL: 'http://app.test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      RATE_LIMIT_IP_MAX: '10000',
      RATE_LIMIT_ACCOUNT_MAX: '10000',
      RATE_LIMIT_FEEDBACK_MAX: '10000',
      // Parallel test files on two cores stall the loop now and then; the 503 guard is not under test here.
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    dir,
  );
  const app = await buildApp({ config, now: clock, logger: false }).catch(async (err: unknown) => {
    await target.dispose(url); // no leftover PostgreSQL schema when start-up fails
    throw err;
  });
  await app.ready();
  return {
    app,
    clock,
    dir,
    outbox,
    async close() {
      await app.close();
      await target.dispose(url);
    },
  };
}

export const PASSWORD = 'Sturdy-Pass1';
let counter = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${process.pid}-${++counter}@example.test`;

export interface Signed {
  access_token: string;
  refresh_token: string;
  user: { user_id: string; email_address: string; first_name: string };
}

export async function signup(
  app: FastifyInstance,
  email = uniqueEmail(),
  first = 'Ada',
): Promise<Signed> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/signup',
    payload: { first_name: first, last_name: 'Lovelace', email, password: PASSWORD },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A sign-up whose address is then proven through its verification mail (a sign-up of an unverified address takes it over). */
export async function verifiedSignup(t: TestApp, email = uniqueEmail()): Promise<Signed> {
  await signup(t.app, email);
  const token = tokenFrom((await mailFor(t, email, /Verify/))?.link ?? null);
  const res = await t.app.inject({ method: 'GET', url: `/api/user/verify?token=${token}` });
  if (res.statusCode !== 200) throw new Error(`verify failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearerOf = (s: { access_token: string }) => ({
  authorization: `Bearer ${s.access_token}`,
});

/** POST /api/user/refresh with `token` as the bearer credential. */
export const refreshWith = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/refresh',
    headers: { authorization: `Bearer ${token}` },
  });

export interface ParsedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

/** Reads every .eml of the outbox with mailparser (oldest first) and pulls out the token link. */
export async function readOutbox(outbox: string): Promise<ParsedMail[]> {
  let files: string[];
  try {
    files = readdirSync(outbox)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (f) => {
      const m = await simpleParser(readFileSync(join(outbox, f)));
      const text = m.text ?? '';
      const to = Array.isArray(m.to) ? (m.to[0]?.text ?? '') : (m.to?.text ?? '');
      return {
        to,
        subject: m.subject ?? '',
        text,
        html: typeof m.html === 'string' ? m.html : '',
        link: /https?:\/\/\S+token=[\w%-]+/.exec(text)?.[0] ?? null,
      };
    }),
  );
}

export const tokenFrom = (link: string | null) =>
  link ? new URL(link).searchParams.get('token') : null;

export async function mailFor(
  t: TestApp,
  to: string,
  subject: RegExp,
): Promise<ParsedMail | undefined> {
  await t.app.services.mailer.flush();
  return (await readOutbox(t.outbox))
    .filter((m) => m.to.includes(to) && subject.test(m.subject))
    .at(-1);
}
