import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxRepository, OutboxRow } from '../repositories/outbox.ts';
import { removeMailFiles, writeMailFile } from './mail-files.ts';
import type { MailContent } from './mail-templates.ts';

export interface MailerOptions {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
  pollMs?: number;
}

const RETRY_MS = [10_000, 60_000, 300_000, 1_800_000];
const MAX_ATTEMPTS = RETRY_MS.length + 1;
/** Delay of the work behind forgot-password/resend answers (see `later`). */
const LATER_MS = 50;

/**
 * Mail goes out off the request path (docs/api.md#server-rules): requests only insert into the outbox table, so
 * forgot-password answers the same whether or not a mail was queued. A loop here delivers it,
 * by SMTP (SMTP_URL) or, for development, as one .eml file per mail in MAIL_OUTBOX.
 */
export function createMailer(
  outbox: OutboxRepository,
  opts: MailerOptions,
  log: FastifyBaseLogger,
  now: () => number,
) {
  const toFile = !opts.smtpUrl;
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const pending = new Set<Promise<void>>();

  async function deliverOne(row: OutboxRow) {
    // Development outbox only: the link is printed to the log and put in an X-Dev-Link header, because
    // the body is quoted-printable (long lines), which breaks a plain grep
    // (server/README.md#walk-through-sign-up-verify-log-in-with-curl). With SMTP_URL neither
    // happens.
    const link = toFile ? /https?:\/\/\S+token=\S+/.exec(row.text_body)?.[0] : undefined;
    const info = await transport.sendMail({
      from: opts.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      ...(link ? { headers: { 'X-Dev-Link': link } } : {}),
    });
    if (toFile) {
      const stem = `${now()}-${String(row.id).padStart(6, '0')}`;
      const message = (info as unknown as { message: Buffer }).message;
      const file = writeMailFile(opts.outboxDir, stem, row.to_address, message);
      log.info({ file, link }, 'mail written to the outbox');
    } else {
      log.info({ mailId: row.id }, 'mail sent');
    }
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const t = now();
      const due = await outbox.due(t, 20);
      for (const row of due) {
        // Claim before sending so two instances never send the same mail twice.
        const next = t + (RETRY_MS[row.attempts] ?? Number.MAX_SAFE_INTEGER / 2);
        if (!(await outbox.claim(row.id, row.attempts, next))) continue;
        try {
          await deliverOne(row);
          // The body holds a single-use link: once sent it is not kept (docs/api.md#server-rules).
          await outbox.markSent(row.id, now());
        } catch (err) {
          log.warn(
            { mailId: row.id, attempt: row.attempts + 1, err: (err as Error).message },
            row.attempts + 1 >= MAX_ATTEMPTS ? 'mail failed; giving up' : 'mail failed; will retry',
          );
        }
      }
      if (due.length === 20) again = true;
    } while (again && !closed);
  }

  function kick(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err) => log.error({ err: (err as Error).message }, 'mail outbox loop failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void kick(), opts.pollMs ?? 5000);
  timer.unref();

  return {
    async enqueue(to: string, mail: MailContent): Promise<void> {
      const t = now();
      await outbox.insert({
        to_address: to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: t,
        sent_at: null,
        attempts: 0,
        next_attempt_at: t,
      });
      setImmediate(() => void kick());
    },
    /**
     * Runs work after the response is sent, so an endpoint's answer and timing do not depend on
     * whether an account exists (forgot-password, resend-verification). It waits LATER_MS rather
     * than one loop turn: work right behind the answer competed with the client for the CPU, and
     * the existing-account answers measured 5-23% slower (tests/reliability/enumeration).
     */
    later(work: () => Promise<void>): void {
      const p: Promise<void> = new Promise<void>((r) => setTimeout(r, LATER_MS))
        .then(work)
        .catch((err) => log.error({ err: (err as Error).message }, 'background mail job failed'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    /** A deleted account's mail files in the development outbox go with it (its rows already went). */
    forget(address: string): void {
      if (toFile) removeMailFiles(opts.outboxDir, address);
    },
    /** Delivers everything due now and resolves when done (tests and shutdown). */
    async flush(): Promise<void> {
      while (pending.size) await Promise.all([...pending]);
      while (running) await running;
      await kick();
    },
    async close(): Promise<void> {
      clearInterval(timer);
      while (pending.size) await Promise.all([...pending]);
      while (running) await running;
      closed = true;
      transport.close();
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
