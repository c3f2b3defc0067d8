// The e2e server's mail outbox (scripts/e2e-server.mjs writes where it is to
// $TMPDIR/posture-e2e-<PORT>.json): find a mailed link by recipient, as a person reads their inbox.
import { simpleParser, type ParsedMail } from 'mailparser';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// scripts/e2e-server.mjs writes where its outbox is to $TMPDIR/posture-e2e-<PORT>.json.
function outboxDir(): string {
  const port = process.env.E2E_PORT ?? '3123';
  return (
    JSON.parse(readFileSync(join(tmpdir(), `posture-e2e-${port}.json`), 'utf8')) as {
      outbox: string;
    }
  ).outbox;
}

/** The newest mail to `to` (sent at `after` or later) that `accept` takes, within 20 s. */
async function findMail<T>(
  to: string,
  accept: (mail: ParsedMail) => T | undefined,
  what: string,
  after = 0,
): Promise<T> {
  const outbox = outboxDir();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    let files: string[];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      files = [];
    }
    // The newest mail first: a newer link of the same kind replaces the older ones (docs/api.md).
    const newestFirst = files
      .map((f) => ({ file: join(outbox, f), at: statSync(join(outbox, f)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const { file, at } of newestFirst) {
      if (at < after) continue;
      const mail = await simpleParser(readFileSync(file));
      const recipients = [mail.to]
        .flat()
        .flatMap((a) => a?.value ?? [])
        .map((v) => v.address);
      const found = recipients.includes(to) ? accept(mail) : undefined;
      if (found !== undefined) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} with ${what} in ${outbox}`);
}

export function mailLink(to: string, pathPart: string, after = 0): Promise<string> {
  return findMail(
    to,
    (mail) => mail.text?.match(/https?:\/\/\S+/g)?.find((u) => u.includes(pathPart)),
    `a ${pathPart} link`,
    after,
  );
}

/** The subject and text of the newest mail to `to`. */
export function mailTo(to: string): Promise<{ subject: string; text: string }> {
  return findMail(to, (m) => ({ subject: m.subject ?? '', text: m.text ?? '' }), 'a text');
}

/** The server's PUBLIC_URL may differ from the test's base; keep only path and query. */
export const local = (link: string) => {
  const u = new URL(link);
  return u.pathname + u.search;
};
