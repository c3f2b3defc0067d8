import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, configureApi } from './client.ts';
import { retryAfterMs } from './refresh.ts';
import { ApiError } from './errors.ts';
import { memoryStorage, setAppStorage } from '../browser/storage.ts';
import { loadTokens, saveTokens } from './token-store.ts';

// Token refresh (docs/api.md#authentication), over the wire against a real node:http server. Only
// the backoff's sleep is replaced (it records the delay it was asked for), so no test waits or
// times anything.
type Answer = number | 'network' | { status: number; retryAfter: string };
let script: Answer[] = [];
let refreshCalls = 0;
let server: Server;

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (req.url === '/api/user/refresh') {
        refreshCalls++;
        const next = script.shift() ?? 200;
        if (next === 'network') return req.socket.destroy();
        const status = typeof next === 'number' ? next : next.status;
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (typeof next === 'object') headers['Retry-After'] = next.retryAfter;
        res.writeHead(status, headers);
        if (status !== 200) return res.end(JSON.stringify({ error: `refresh ${status}` }));
        return res.end(
          JSON.stringify({
            access_token: 'access-new',
            refresh_token: 'refresh-1',
            token_type: 'Bearer',
            expires_in: 3600,
            refresh_in: 2592000,
          }),
        );
      }
      const ok = req.headers.authorization === 'Bearer access-new';
      res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(ok ? { ok: true } : { error: 'Unauthorized' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

let delays: number[] = [];
let signedOut = 0;
beforeEach(() => {
  setAppStorage(memoryStorage());
  script = [];
  refreshCalls = 0;
  delays = [];
  signedOut = 0;
  configureApi({
    onAuthFailure: () => signedOut++,
    sleep: async (ms) => {
      delays.push(ms);
      // While the refresh backs off, the tokens are still there (the recorder keeps buffering).
      expect(loadTokens()?.refreshToken).toBe('refresh-1');
    },
    refreshRetry: { retries: 4, baseMs: 1000, maxMs: 30_000, maxRetryAfterMs: 120_000 },
  });
  // A stale access token: the first call gets a 401 and refreshes.
  saveTokens({
    access_token: 'access-stale',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_in: 2592000,
  });
});

describe('token refresh: only a 400 or 401 signs out', () => {
  it.each([400, 401])('a %i from refresh clears the tokens and signs out once', async (status) => {
    script = [status];
    await expect(api.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls).toBe(1);
    expect(loadTokens()).toBeNull();
    expect(signedOut).toBe(1);
    expect(delays).toEqual([]);
  });

  it('a 429 with Retry-After: 7 keeps the tokens, waits 7 s, then the refresh and the call succeed', async () => {
    script = [{ status: 429, retryAfter: '7' }, 200];
    await expect(api.get('/a')).resolves.toEqual({ ok: true });
    expect(delays).toEqual([7000]);
    expect(refreshCalls).toBe(2);
    expect(loadTokens()?.accessToken).toBe('access-new');
    expect(signedOut).toBe(0);
  });

  it('a 503 then a 500 back off 1 s then 2 s, and the third try succeeds', async () => {
    script = [503, 500, 200];
    await expect(api.get('/a')).resolves.toEqual({ ok: true });
    expect(delays).toEqual([1000, 2000]);
    expect(signedOut).toBe(0);
  });

  it('a network error (the socket is cut) keeps the tokens and retries', async () => {
    script = ['network', 200];
    await expect(api.get('/a')).resolves.toEqual({ ok: true });
    expect(delays).toEqual([1000]);
    expect(signedOut).toBe(0);
  });

  it('a server that keeps failing: five tries, then the call fails but the person stays signed in', async () => {
    script = [502, 502, 502, 502, 502];
    const err = await api.get('/a').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(401);
    expect(refreshCalls).toBe(5);
    expect(delays).toEqual([1000, 2000, 4000, 8000]);
    expect(loadTokens()?.refreshToken).toBe('refresh-1');
    expect(signedOut).toBe(0);
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates, and ignores junk', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
