import { apiOrigin } from './config.ts';
import type { AuthResponse, TokenResponse, User } from '../../core/api/types.ts';
import { msg } from '../i18n/index.ts';

// docs/api.md#entities (third-party sign-in message) and docs/api.md#authentication (origin rules of the popup flow).

export const OAUTH_SUCCESS = 'GOOGLE_OAUTH_SUCCESS';
export const OAUTH_ERROR = 'GOOGLE_OAUTH_ERROR';

/** `binding`: the pending sign-in this answer belongs to (src/api/oauth-binding.ts). */
export type OAuthMessage =
  | { type: typeof OAUTH_SUCCESS; tokens: TokenResponse; user: User; binding?: string }
  | { type: typeof OAUTH_ERROR; error: string; binding?: string };

// Local development only: the API server (3000) and the Vite dev server (5173). In a production
// build `import.meta.env.DEV` is the constant false, so these strings are not even in the bundle
// (bench/bundle.mjs gates it): tokens never go to, nor messages come from, whatever else listens
// on a user's machine.
const DEV_API_ORIGINS: readonly string[] = import.meta.env.DEV
  ? ['http://localhost:3000', 'http://127.0.0.1:3000']
  : [];
const DEV_ORIGINS: ReadonlySet<string> = new Set(
  import.meta.env.DEV ? [...DEV_API_ORIGINS, 'http://localhost:5173', 'http://127.0.0.1:5173'] : [],
);

function productionOrigin(): string | null {
  try {
    return (import.meta.env?.VITE_PRODUCTION_ORIGIN as string | undefined) || null;
  } catch {
    return null;
  }
}

/** Where the callback page posts: its own origin, production, and in development port 3000. */
export function postTargets(pageOrigin: string, production = productionOrigin()): string[] {
  return [...new Set([pageOrigin, ...DEV_API_ORIGINS, ...(production ? [production] : [])])];
}

/** The opener accepts only its own origin, the API host's origin and, in development, local ones. */
export function isTrustedOrigin(origin: string, pageOrigin: string, apiBase: string): boolean {
  return (
    origin === pageOrigin || origin === apiOrigin(apiBase, pageOrigin) || DEV_ORIGINS.has(origin)
  );
}

/** The callback's one-time code, before the page redeems it (POST /auth/google/exchange). */
export const OAUTH_CODE = 'GOOGLE_OAUTH_CODE';
export type CallbackParams = OAuthMessage | { type: typeof OAUTH_CODE; code: string };

/**
 * Reads the callback page's query string (docs/api.md#authentication): the error param wins;
 * else the one-time code, which is required. Tokens never come in the URL.
 */
export function parseCallbackParams(search: string): CallbackParams {
  const p = new URLSearchParams(search);
  const error = p.get('error');
  if (error) return { type: OAUTH_ERROR, error: p.get('error_description') || error };
  const code = p.get('code');
  if (!code) return { type: OAUTH_ERROR, error: msg('Missing authentication tokens from backend') };
  return { type: OAUTH_CODE, code };
}

/** The redeemed sign-in as the message the opener takes, with the binding it checks. */
export function successMessage(res: AuthResponse, binding: string): OAuthMessage {
  const { user, ...tokens } = res;
  return { type: OAUTH_SUCCESS, tokens, user, binding };
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
