import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, configureApi } from './client.ts';
import { ApiError } from './errors.ts';
import { setLanguage } from '../i18n/index.ts';
import { memoryStorage, setAppStorage } from '../browser/storage.ts';
import { loadTokens, saveTokens } from './token-store.ts';
import { logout, verifyEmail } from './user.ts';

// A real HTTP server on 127.0.0.1: the client's fetch, headers and retries all go over the wire.
interface Seen {
  method: string;
  url: string;
  auth: string | undefined;
  cookie: string | undefined;
  language: string | undefined;
  body: string;
}
let server: Server;
let seen: Seen[] = [];
let validAccess = 'access-1';
let refreshWorks = true;
let refreshCount = 0;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const sent = await text(req);
    seen.push({
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      cookie: req.headers.cookie,
      language: req.headers['accept-language'],
      body: sent,
    });
    const json = (status: number, data: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(data));
    };
    if (req.url === '/api/user/refresh') {
      refreshCount++;
      // Answer slowly so the parallel 401s all arrive while the refresh is in flight.
      await new Promise((r) => setTimeout(r, 50));
      if (!refreshWorks || req.headers.authorization !== 'Bearer refresh-1')
        return json(401, { error: 'Invalid refresh token' });
      validAccess = `access-${refreshCount + 1}`;
      return json(200, {
        access_token: validAccess,
        refresh_token: 'refresh-1',
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_in: 2592000,
      });
    }
    if (req.url?.startsWith('/api/user/verify'))
      return json(401, { error: 'Invalid or expired token' });
    if (req.url === '/api/boom') return json(500, {});
    if (req.headers.authorization !== `Bearer ${validAccess}`)
      return json(401, { error: 'Unauthorized' });
    json(200, { ok: true, url: req.url });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureApi({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

let authFailures = 0;
beforeEach(() => {
  setAppStorage(memoryStorage());
  seen = [];
  refreshCount = 0;
  refreshWorks = true;
  authFailures = 0;
  configureApi({ onAuthFailure: () => authFailures++ });
  // The server has moved on to a newer access token: ours is stale and will get a 401.
  validAccess = 'access-server-side';
  saveTokens({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    expires_in: 3600,
    refresh_in: 2592000,
  });
});

describe('API client 401 handling', () => {
  it('three parallel calls on a stale token cause exactly one refresh, then all three succeed', async () => {
    const results = await Promise.all([
      api.get<{ url: string }>('/a'),
      api.get<{ url: string }>('/b'),
      api.get<{ url: string }>('/c'),
    ]);
    expect(results.map((r) => r.url).sort()).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(refreshCount).toBe(1);
    expect(seen.filter((s) => s.url === '/api/user/refresh')).toHaveLength(1);
    // Each call went out twice: once rejected, once retried with the new token.
    const retried = seen.filter(
      (s) => s.url !== '/api/user/refresh' && s.auth === 'Bearer access-2',
    );
    expect(retried).toHaveLength(3);
    expect(loadTokens()?.accessToken).toBe('access-2');
    expect(authFailures).toBe(0);
  });

  it('a failed refresh clears the tokens and reports the auth failure once', async () => {
    refreshWorks = false;
    const outcomes = await Promise.allSettled([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(
      outcomes.every(
        (o) => o.status === 'rejected' && o.reason instanceof ApiError && o.reason.status === 401,
      ),
    ).toBe(true);
    expect(refreshCount).toBe(1);
    expect(loadTokens()).toBeNull();
    expect(authFailures).toBe(1);
  });

  it('/user/verify gets no bearer token and no refresh', async () => {
    await expect(verifyEmail('tok en')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid or expired token',
    });
    const verify = seen.find((s) => s.url.startsWith('/api/user/verify'));
    expect(verify?.url).toBe('/api/user/verify?token=tok%20en');
    expect(verify?.auth).toBeUndefined();
    expect(refreshCount).toBe(0);
    expect(loadTokens()).not.toBeNull();
  });

  it('attaches an unexpired token, never a cookie, and skips an expired one', async () => {
    validAccess = 'access-1';
    await api.get('/fresh');
    expect(seen[0]).toMatchObject({ auth: 'Bearer access-1', cookie: undefined });
    saveTokens({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      expires_in: 5,
      refresh_in: 2592000,
    });
    seen = [];
    await api.get('/expired');
    // Sent without a token (expired), got 401, refreshed once, retried with the new one.
    expect(seen.map((s) => [s.url, s.auth])).toEqual([
      ['/api/expired', undefined],
      ['/api/user/refresh', 'Bearer refresh-1'],
      ['/api/expired', 'Bearer access-2'],
    ]);
  });

  it('logout sends the refresh token, which ends the sign-in after the access token expired', async () => {
    saveTokens({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 5 });
    await logout();
    const out = seen.find((s) => s.url === '/api/user/logout');
    expect(out?.auth).toBeUndefined();
    expect(JSON.parse(out?.body ?? '{}')).toEqual({ refresh_token: 'refresh-1' });
    expect(loadTokens()).toBeNull();
  });

  it('uses the fallback message when the server gives no error field', async () => {
    await expect(api.get('/boom', { fallback: 'Login failed' })).rejects.toMatchObject({
      status: 500,
      message: 'Login failed',
      serverMessage: null,
    });
  });
});

// docs/api.md#calls: the server writes its mails in the language the request names.
describe('API client language', () => {
  afterEach(() => setLanguage('en'));

  it("sends the app's language as Accept-Language on every call, auth calls included", async () => {
    await api.get('/a');
    await setLanguage('de');
    await api.post('/user/forgot-password', { email: 'a@b.test' }, { refreshOn401: false });
    await setLanguage('fr');
    await api.post('/user/signup', {}, { refreshOn401: false });
    await setLanguage('es');
    await api.post('/user/resend-verification', {}, { refreshOn401: false });
    await setLanguage('en');
    await api.get('/b');
    expect(seen.map((s) => [s.url, s.language])).toEqual([
      ['/api/a', 'en'],
      ['/api/user/refresh', 'en'],
      ['/api/a', 'en'],
      ['/api/user/forgot-password', 'de'],
      ['/api/user/signup', 'fr'],
      ['/api/user/resend-verification', 'es'],
      ['/api/b', 'en'],
    ]);
  });
});
