import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// The development outbox (MAIL_OUTBOX, used without SMTP_URL): one .eml per mail. Mails hold live
// sign-in links, so only the server's user may read them (0600 in a 0700 folder), and each file
// names its address by a hash, so an account's mail goes with the account.

/** A short tag of the recipient's address: the end of each of its mail files' names. */
const tagOf = (address: string) =>
  createHash('sha256').update(address.trim().toLowerCase()).digest('hex').slice(0, 16);

/** Writes one mail as `<time>-<id>-<tag>.eml`; resolves with its path. */
export function writeMailFile(dir: string, stem: string, to: string, message: Buffer): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, `${stem}-${tagOf(to)}.eml`);
  writeFileSync(file, message, { mode: 0o600 });
  return file;
}

/** Deletes every mail file to `address`; how many went. */
export function removeMailFiles(dir: string, address: string): number {
  const end = `-${tagOf(address)}.eml`;
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith(end));
  } catch {
    return 0;
  }
  for (const n of names) rmSync(join(dir, n), { force: true });
  return names.length;
}
