import type { TokenResponse } from './types.ts';

// Spec §3: tokens are kept in browser storage with their expiry times. Storage failures are warnings only (§8).
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  tokenType: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  refreshExpiresAt: number;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const TOKENS_KEY = 'posture-coach.auth';
export const DEFAULT_EXPIRES_IN_S = 3600;
export const DEFAULT_REFRESH_IN_S = 2_592_000;
/** Treat a token as expired slightly early so it does not die in flight. */
const SKEW_MS = 10_000;

function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

function defaultStorage(): KeyValueStorage {
  try {
    const ls = globalThis.localStorage;
    if (ls) return ls;
  } catch (e) {
    console.warn('[tokens] localStorage is unavailable; keeping tokens in memory', e);
  }
  return memoryStorage();
}

let storage: KeyValueStorage | null = null;
const store = () => (storage ??= defaultStorage());

export function setTokenStorage(s: KeyValueStorage): void {
  storage = s;
}

export function toStoredTokens(t: TokenResponse, now: number): StoredTokens {
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    tokenType: t.token_type || 'Bearer',
    accessExpiresAt: now + (t.expires_in ?? DEFAULT_EXPIRES_IN_S) * 1000,
    refreshExpiresAt: now + (t.refresh_in ?? DEFAULT_REFRESH_IN_S) * 1000,
  };
}

export function saveTokens(t: TokenResponse, now = Date.now()): StoredTokens {
  const stored = toStoredTokens(t, now);
  try {
    store().setItem(TOKENS_KEY, JSON.stringify(stored));
  } catch (e) {
    console.warn('[tokens] could not save tokens', e);
  }
  return stored;
}

export function loadTokens(): StoredTokens | null {
  try {
    const raw = store().getItem(TOKENS_KEY);
    if (!raw) return null;
    const t = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof t.accessToken !== 'string' || typeof t.refreshToken !== 'string') return null;
    return {
      accessToken: t.accessToken,
      refreshToken: t.refreshToken,
      tokenType: t.tokenType || 'Bearer',
      accessExpiresAt: Number(t.accessExpiresAt) || 0,
      refreshExpiresAt: Number(t.refreshExpiresAt) || 0,
    };
  } catch (e) {
    console.warn('[tokens] could not read tokens', e);
    return null;
  }
}

export function clearTokens(): void {
  try {
    store().removeItem(TOKENS_KEY);
  } catch (e) {
    console.warn('[tokens] could not clear tokens', e);
  }
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
