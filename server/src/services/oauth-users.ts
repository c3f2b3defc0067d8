import type { IDToken } from 'openid-client';
import type { FastifyInstance } from 'fastify';
import { type UserRow, normalizeEmail } from './users.ts';

export const ALREADY_REGISTERED =
  'This Google account is already registered. Please use the login page.';

const GONE = 'OAuth authentication failed';

type Outcome = { user: UserRow } | { error: string; description: string };

/**
 * Finds the user for an ID token: by (issuer, subject) first, then by e-mail, linking only when
 * the provider says the address is verified. Linking an account whose address was never verified
 * drops its password and ends its sign-ins first, as GoTrue does (docs/decisions.md, "Google
 * sign-in on an unverified account"): whoever set that password never proved the address. Signup mode refuses an existing account with the
 * 'signup required' error (docs/api.md#authentication, docs/api.md#errors); login mode creates an account that does not exist yet.
 */
export async function linkOrCreate(
  s: Pick<FastifyInstance, 'config' | 'now' | 'usersRepository'>,
  claims: IDToken,
  mode: 'login' | 'signup',
  newId: () => string,
): Promise<Outcome> {
  const subject = `${s.config.oidc.issuer}#${claims.sub}`;
  const users = s.usersRepository;
  const bySubject = await users.findByOauthSubject(subject);
  if (bySubject)
    return mode === 'signup'
      ? { error: 'signup_required', description: ALREADY_REGISTERED }
      : { user: bySubject };

  const rawEmail = typeof claims.email === 'string' ? claims.email : '';
  if (!rawEmail)
    return { error: 'email_missing', description: 'The provider did not share an e-mail address.' };
  const email = normalizeEmail(rawEmail);
  const verified = claims.email_verified === true;
  const t = s.now();
  const byEmail = await users.findByEmail(email);
  if (byEmail) {
    if (mode === 'signup') return { error: 'signup_required', description: ALREADY_REGISTERED };
    if (!verified)
      return {
        error: 'email_not_verified',
        description:
          'Your Google e-mail address is not verified, so it cannot be linked to your existing account.',
      };
    const patch: Partial<UserRow> = {
      oauth_subject: subject,
      oauth_provider: 'google',
      is_verified: 1,
    };
    if (byEmail.is_verified !== 1) {
      // Someone who knew only the address may have signed up with it: their password, their
      // sign-ins (refresh and access tokens: access checks the family and its credentials version
      // on every request) and the name they typed all go, with the version bumped in the same
      // transaction, so a login that read their password cannot finish after it.
      Object.assign(patch, { password_hash: null, ...namesOf(claims, email) });
      const changed = await users.changeCredentials(byEmail.id, patch);
      return changed ? { user: changed } : { error: 'oauth_failed', description: GONE };
    }
    await users.update(byEmail.id, patch);
    return { user: { ...byEmail, ...patch } };
  }

  const { first_name: first, last_name: last } = namesOf(claims, email);
  const row: UserRow = {
    id: newId(),
    email,
    first_name: first,
    last_name: last,
    password_hash: null,
    is_verified: verified ? 1 : 0,
    oauth_provider: 'google',
    oauth_subject: subject,
    created_at: t,
    updated_at: t,
    credentials_version: 0,
  };
  await users.insert(row);
  return { user: row };
}

/** The names the provider gives, trimmed to 100 characters; the address's local part when none. */
function namesOf(claims: IDToken, email: string) {
  const str = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100) : '');
  const first =
    str(claims.given_name) || str(claims.name).split(' ')[0] || email.split('@')[0] || 'Friend';
  return { first_name: first, last_name: str(claims.family_name) };
}
