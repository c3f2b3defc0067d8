import { readJson, removeKey, writeJson } from '../browser/storage.ts';
import type { TokenResponse } from '../../core/api/types.ts';

// docs/api.md#tokens: tokens are kept in browser storage with their expiry times. Storage failures are warnings only (docs/api.md#errors).
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

/**
 * What the store takes: the server's TokenResponse, of which only the tokens must be there; the
 * times fall back to their defaults when missing (docs/api.md#tokens).
 */
export type TokenFields = Pick<TokenResponse, 'access_token' | 'refresh_token'> &
  Partial<Pick<TokenResponse, 'token_type' | 'expires_in' | 'refresh_in'>>;

/** Kept for the session recorder's imports; the adapter in src/browser/storage.ts owns it. */

export const TOKENS_KEY = 'posture-coach.auth';
export const DEFAULT_EXPIRES_IN_S = 3600;
export const DEFAULT_REFRESH_IN_S = 2_592_000;
/** Treat a token as expired slightly early so it does not die in flight. */
const SKEW_MS = 10_000;

export function toStoredTokens(t: TokenFields, now: number): StoredTokens {
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    tokenType: t.token_type || 'Bearer',
    accessExpiresAt: now + (t.expires_in ?? DEFAULT_EXPIRES_IN_S) * 1000,
    refreshExpiresAt: now + (t.refresh_in ?? DEFAULT_REFRESH_IN_S) * 1000,
  };
}

export function saveTokens(t: TokenFields, now = Date.now()): StoredTokens {
  const stored = toStoredTokens(t, now);
  writeJson(TOKENS_KEY, stored);
  return stored;
}

/** The stored tokens; missing, malformed or unreadable storage (reported by the adapter) is none. */
export function loadTokens(): StoredTokens | null {
  const t = readJson(TOKENS_KEY) as Partial<StoredTokens> | null;
  if (!t || typeof t.accessToken !== 'string' || typeof t.refreshToken !== 'string') return null;
  return {
    accessToken: t.accessToken,
    refreshToken: t.refreshToken,
    tokenType: t.tokenType || 'Bearer',
    accessExpiresAt: Number(t.accessExpiresAt) || 0,
    refreshExpiresAt: Number(t.refreshExpiresAt) || 0,
  };
}

export function clearTokens(): void {
  removeKey(TOKENS_KEY);
}

export function validAccessToken(now = Date.now()): string | null {
  const t = loadTokens();
  return t && t.accessExpiresAt - SKEW_MS > now ? t.accessToken : null;
}

export function validRefreshToken(now = Date.now()): string | null {
  const t = loadTokens();
  return t && t.refreshExpiresAt - SKEW_MS > now ? t.refreshToken : null;
}

/** Signed in as far as this browser knows: some token can still be used. */
export function hasUsableSession(now = Date.now()): boolean {
  return validAccessToken(now) !== null || validRefreshToken(now) !== null;
}
