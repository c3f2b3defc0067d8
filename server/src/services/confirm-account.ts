import type { FastifyInstance } from 'fastify';
import { checkPassword } from '../auth/passwords.ts';
import { ApiError } from '../errors.ts';
import type { UserRow } from '../repositories/users.ts';

/** How recent a sign-in must be to stand in for the password (docs/api.md#server-rules). */
export const RECENT_SIGN_IN_MS = 5 * 60_000;

/** The 403s, by code; the client shows the message and acts on the code (src/routes/account). */
export const CONFIRM_ERRORS = {
  password_required: 'Enter your password to confirm.',
  password_incorrect: 'The password is not correct.',
  recent_sign_in_required:
    'Sign in again to confirm: without a password, this needs a sign-in from the last 5 minutes.',
} as const;

const refuse = (code: keyof typeof CONFIRM_ERRORS) => new ApiError(403, CONFIRM_ERRORS[code], code);

/**
 * Deleting the account and exporting all of it need more than a bearer token, which may have been
 * stolen: the account's password, or a sign-in made in the last RECENT_SIGN_IN_MS (a refresh does
 * not count: it is the same sign-in). An account without a password has only the second. A wrong
 * password is refused even when the sign-in is recent.
 */
export async function confirmAccount(
  { signIns, now }: Pick<FastifyInstance, 'signIns' | 'now'>,
  user: UserRow,
  signInId: string,
  password: string | undefined,
): Promise<void> {
  if (password && user.password_hash) {
    if (await checkPassword(user.password_hash, password)) return;
    throw refuse('password_incorrect');
  }
  const started = await signIns.startedAt(user.id, signInId);
  if (started !== null && now() - started <= RECENT_SIGN_IN_MS) return;
  throw refuse(user.password_hash ? 'password_required' : 'recent_sign_in_required');
}
