import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, setAppStorage, type KeyValueStorage } from '../browser/storage.ts';
import {
  clearTokens,
  hasUsableSession,
  loadTokens,
  saveTokens,
  TOKENS_KEY,
  validAccessToken,
  validRefreshToken,
} from './token-store.ts';

let data: KeyValueStorage;
beforeEach(() => {
  data = memoryStorage();
  setAppStorage(data);
});
afterEach(() => setAppStorage(null));

describe('token store', () => {
  it('stores expiry times from expires_in / refresh_in, with the spec defaults', () => {
    const t = saveTokens({ access_token: 'a', refresh_token: 'r' }, 1_000_000);
    expect(t).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      tokenType: 'Bearer',
      accessExpiresAt: 1_000_000 + 3600_000,
      refreshExpiresAt: 1_000_000 + 2_592_000_000,
    });
    expect(JSON.parse(data.getItem(TOKENS_KEY)!)).toEqual(t);
    expect(loadTokens()).toEqual(t);
  });

  it('hands out tokens only while unexpired', () => {
    saveTokens({ access_token: 'a', refresh_token: 'r', expires_in: 60, refresh_in: 120 }, 0);
    expect(validAccessToken(0)).toBe('a');
    expect(validAccessToken(60_000)).toBeNull();
    expect(validRefreshToken(60_000)).toBe('r');
    expect(hasUsableSession(60_000)).toBe(true);
    expect(hasUsableSession(120_000)).toBe(false);
  });

  it('clears, and treats junk in storage as no tokens', () => {
    saveTokens({ access_token: 'a', refresh_token: 'r' });
    clearTokens();
    expect(loadTokens()).toBeNull();
    data.setItem(TOKENS_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(loadTokens()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('only warns when storage throws (storage failures are warnings)', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    setAppStorage(broken);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => saveTokens({ access_token: 'a', refresh_token: 'r' })).not.toThrow();
    expect(loadTokens()).toBeNull();
    expect(() => clearTokens()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});
