import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { ACCESS_TTL_S, REFRESH_TTL_S } from '../auth/tokens.ts';
import { unauthorized } from '../errors.ts';
import type { UserRow } from '../repositories/users.ts';
import type { AuthResponse, UserProfile } from '../../../core/api/schemas/user.ts';

export type { UserRow };

/** The 401 of a sign-in whose credentials changed while it was checked (as a wrong password reads). */
export const STALE_CREDENTIALS = 'Invalid email or password';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The normalised `email` of a request body, if it has one: the account a rate limit counts. */
export const bodyEmail = (req: { body?: unknown }) => {
  const e = (req.body as { email?: unknown } | undefined)?.email;
  return typeof e === 'string' ? normalizeEmail(e) : undefined;
};

export function toProfile(u: UserRow): Static<typeof UserProfile> {
  return {
    user_id: u.id,
    email_address: u.email,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    is_verified: u.is_verified === 1,
    oauth_provider: u.oauth_provider,
    CreatedAt: new Date(Number(u.created_at)).toISOString(),
  };
}

/**
 * A new sign-in: a new refresh-token family and an access token bound to it (docs/api.md#tokens).
 * `user` is the row as read with the credentials it checked: when the account's password or owner
 * changed since (its credentials version moved on), no sign-in is made and the answer is 401.
 */
export async function signIn(
  { refresh, access, config }: Pick<FastifyInstance, 'refresh' | 'access' | 'config'>,
  user: UserRow,
  userAgent?: string,
): Promise<Static<typeof AuthResponse>> {
  const started = await refresh.startFamily(user, userAgent);
  if (!started) throw unauthorized(STALE_CREDENTIALS);
  const { familyId, token } = started;
  const accessToken = await access.sign({ sub: user.id, sid: familyId });
  return {
    access_token: accessToken,
    refresh_token: token,
    token_type: 'Bearer',
    expires_in: ACCESS_TTL_S,
    refresh_in: Math.min(REFRESH_TTL_S, Math.floor(config.sessionMaxAgeMs / 1000)),
    user: toProfile(user),
  };
}
