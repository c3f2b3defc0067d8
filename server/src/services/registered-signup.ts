import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { ACCESS_TTL_S, REFRESH_TTL_S, newId, randomToken } from '../auth/tokens.ts';
import type { UserRow } from '../repositories/users.ts';
import type { AuthResponse } from '../../../core/api/schemas/user.ts';
import { type MailLanguage, registeredMail } from './mail-templates.ts';

type Deps = Pick<FastifyInstance, 'access' | 'config' | 'mailer' | 'now'>;

/**
 * The answer to a sign-up for an address that already has an account (docs/api.md#server-rules):
 * the 201 a new account gets, in the same shape and built the same way (a signed access token, a
 * random refresh token, the profile as typed), but for no account. No row is written and its tokens
 * sign nobody in. The owner is mailed that someone tried (`owner`: the account as read; absent when
 * it went between the look-up and the insert).
 */
export async function registeredSignup(
  { access, config, mailer, now }: Deps,
  owner: UserRow | undefined,
  typed: { email: string; first_name: string; last_name: string },
  language: MailLanguage,
): Promise<Static<typeof AuthResponse>> {
  if (owner)
    await mailer.enqueue(owner.email, registeredMail(owner.first_name, config.publicUrl, language));
  return {
    access_token: await access.sign({ sub: newId(), sid: newId() }),
    refresh_token: randomToken(),
    token_type: 'Bearer',
    expires_in: ACCESS_TTL_S,
    refresh_in: Math.min(REFRESH_TTL_S, Math.floor(config.sessionMaxAgeMs / 1000)),
    user: {
      user_id: newId(),
      email_address: typed.email,
      email: typed.email,
      first_name: typed.first_name,
      last_name: typed.last_name,
      is_verified: false,
      oauth_provider: null,
      CreatedAt: new Date(now()).toISOString(),
    },
  };
}
