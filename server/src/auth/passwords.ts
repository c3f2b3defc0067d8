import { hash, verify as argonVerify } from '@node-rs/argon2';
import { hashQueue } from './hash-queue.ts';

/** argon2id (the library default algorithm) with OWASP's minimum: m=19456 KiB, t=2, p=1 (docs/api.md#server-rules). */
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const queued = hashQueue();
const verify = (stored: string, password: string) => queued(() => argonVerify(stored, password));

export const hashPassword = (password: string): Promise<string> =>
  queued(() => hash(password, PARAMS));

let dummy: Promise<string> | null = null;

/** Hashes the dummy at start, so even the first unknown-e-mail login costs one verify, not a hash too. */
export function warmDummyHash(): Promise<string> {
  dummy ??= hashPassword('dummy-password-for-constant-time');
  return dummy;
}

/**
 * Verifies a password; with no hash (unknown e-mail, Google-only account) it verifies against a
 * dummy hash so the answer takes the same time and reveals nothing (docs/api.md#server-rules).
 */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await warmDummyHash(), password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
