import { apiOrigin } from './config.ts';
import type { TokenResponse, User } from '../../core/api/types.ts';
import { msg } from '../i18n/index.ts';

// docs/api.md#entities (third-party sign-in message) and docs/api.md#authentication (origin rules of the popup flow).

export const OAUTH_SUCCESS = 'GOOGLE_OAUTH_SUCCESS';
export const OAUTH_ERROR = 'GOOGLE_OAUTH_ERROR';

/** `binding`: the pending sign-in this answer belongs to (src/api/oauth-binding.ts). */
export type OAuthMessage =
  | { type: typeof OAUTH_SUCCESS; tokens: TokenResponse; user: User; binding?: string }
  | { type: typeof OAUTH_ERROR; error: string; binding?: string };

const DEV_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

function productionOrigin(): string | null {
  try {
    return (import.meta.env?.VITE_PRODUCTION_ORIGIN as string | undefined) || null;
  } catch {
    return null;
  }
}

/** Where the callback page posts: its own origin, local development on port 3000, production. */
export function postTargets(pageOrigin: string, production = productionOrigin()): string[] {
  return [...new Set([pageOrigin, ...DEV_ORIGINS, ...(production ? [production] : [])])];
}

// Local development: the API server (3000) and the Vite dev server (5173), nothing else on the machine.
const LOCAL_DEV_ORIGINS = new Set([
  ...DEV_ORIGINS,
  'http://localhost:5173',
  'http://127.0.0.1:5173',
]);

/** The opener accepts only its own origin, the API host's origin and local development origins. */
export function isTrustedOrigin(origin: string, pageOrigin: string, apiBase: string): boolean {
  return (
    origin === pageOrigin ||
    origin === apiOrigin(apiBase, pageOrigin) ||
    LOCAL_DEV_ORIGINS.has(origin)
  );
}

const num = (v: string | null, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);

/** Reads the callback page's query string. The error param wins; both tokens are required. */
export function parseCallbackParams(search: string): OAuthMessage {
  const p = new URLSearchParams(search);
  const error = p.get('error');
  const bound = p.get('binding') ? { binding: p.get('binding')! } : {};
  if (error) return { type: OAUTH_ERROR, error: p.get('error_description') || error, ...bound };
  const access = p.get('access_token');
  const refresh = p.get('refresh_token');
  if (!access || !refresh)
    return { type: OAUTH_ERROR, error: msg('Missing authentication tokens from backend') };
  return {
    type: OAUTH_SUCCESS,
    ...bound,
    tokens: {
      access_token: access,
      refresh_token: refresh,
      // The server issues bearer tokens only (docs/api.md#tokens).
      token_type: 'Bearer',
      expires_in: num(p.get('expires_in'), 3600),
      refresh_in: num(p.get('refresh_in'), 2_592_000),
    },
    user: {
      user_id: p.get('user_id') ?? '',
      email_address: p.get('email') ?? p.get('email_address') ?? '',
      email: p.get('email') ?? p.get('email_address') ?? '',
      first_name: p.get('first_name') ?? '',
      last_name: p.get('last_name') ?? '',
      is_verified: p.get('is_verified') === 'true',
      oauth_provider: p.get('oauth_provider') || 'google',
      // Not in the callback: empty, so the sign-in asks the server (GET /user) for the real date.
      CreatedAt: p.get('created_at') ?? '',
    },
  };
}

export const ALREADY_REGISTERED = msg(
  'This Google account is already registered. Please use the login page.',
);

/** Turns the provider's error into the documented words (docs/api.md#errors). */
export function oauthErrorMessage(error: string | undefined): string {
  if (!error) return msg('OAuth authentication failed');
  if (/signup[ _-]?required|already registered/i.test(error)) return ALREADY_REGISTERED;
  return error;
}
