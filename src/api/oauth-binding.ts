import { appStorage } from '../browser/storage.ts';
import { msg } from '../i18n/index.ts';

// docs/decisions.md ("Google sign-in on an unverified account"): the callback page takes a sign-in
// only when this browser started it. The value is a PKCE verifier (docs/api.md#authentication):
// its S256 challenge goes to /auth/google/start and rides in the OAuth state; the callback page
// redeems the one-time code it gets with the verifier itself, which never leaves this browser
// before that.

const KEY = 'oauth_pending_binding';
/** The server keeps a pending sign-in 10 minutes (server/src/repositories/oauth-states.ts). */
const TTL_MS = 10 * 60_000;

export const NOT_STARTED_HERE = msg(
  'This sign-in was not started in this browser, so it was not used. Please sign in again.',
);

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A fresh random value for a sign-in about to start, kept until it comes back or expires. */
export function startBinding(now = Date.now()): string {
  const value = base64url(crypto.getRandomValues(new Uint8Array(24)));
  appStorage().setItem(KEY, JSON.stringify({ value, at: now }));
  return value;
}

/** The S256 challenge of a verifier (RFC 7636 section 4.2), base64url. */
export async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}

/** The verifier of the sign-in pending in this browser (the popup's opener shares it), if fresh. */
export function pendingBinding(now = Date.now()): string | null {
  const pending = readPending();
  if (!pending || typeof pending.value !== 'string' || typeof pending.at !== 'number') return null;
  return now - pending.at < TTL_MS ? pending.value : null;
}

/**
 * True when `value` is the pending sign-in's, which is then used up. Another or no value leaves
 * the pending one alone, so a crafted link cannot cancel a sign-in under way either.
 */
export function takeBinding(value: string | null | undefined, now = Date.now()): boolean {
  if (!value) return false;
  const pending = readPending();
  if (!pending || pending.value !== value) return false;
  appStorage().removeItem(KEY);
  return typeof pending.at === 'number' && now - pending.at < TTL_MS;
}

function readPending(): { value?: unknown; at?: unknown } | null {
  try {
    return JSON.parse(appStorage().getItem(KEY) ?? 'null') as { value?: unknown; at?: unknown };
  } catch {
    return null;
  }
}
