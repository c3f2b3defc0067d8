// Account takeover before first use (docs/decisions.md, "Google sign-in on an unverified account"),
// against the real server process and a real OpenID provider (oidc-provider) over HTTP. Each round:
// a squatter signs up with the owner's address and a password of their own, keeps a second
// sign-in and a reset request going; then the owner signs in with the provider, and the page's
// part is played too: the callback carries a one-time code, redeemed with the browser's PKCE
// verifier (docs/api.md#authentication). Afterwards none of the squatter's credentials may work,
// and the owner's must.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OIDC_CLIENT,
  cookieJar,
  startOidcProvider,
} from '../../server/test/support/oidc-provider.ts';
import { challengeOf } from '../../server/test/support/oidc-flow.ts';
import { apiServer } from './support/api-server.ts';
import { PASSWORD, type Tokens, call, email } from './support/api.ts';
import { record } from './support/metrics.ts';

const ROUNDS = Number(process.env.RELIABILITY_TAKEOVER_ROUNDS ?? 50);
const PORT = 3971;
const BASE = `http://127.0.0.1:${PORT}`;
let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let server: ReturnType<typeof apiServer>;
let requests = 0;

beforeAll(async () => {
  provider = await startOidcProvider(`${BASE}/api/auth/google/callback`);
  server = apiServer(PORT, {
    PUBLIC_URL: BASE,
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: OIDC_CLIENT.id,
    OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
    RATE_LIMIT_IP_MAX: '100000',
    RATE_LIMIT_ACCOUNT_MAX: '100000',
    LOG_LEVEL: 'fatal',
  });
  await server.start();
});
afterAll(async () => {
  await server?.stop();
  await provider?.close();
});

const api = (...args: Parameters<typeof call>) => {
  requests++;
  return call(...args);
};

/** The popup's journey over HTTP: start (with the verifier's challenge), the provider's pages, our callback. */
async function providerSignIn(login: string, binding: string): Promise<URL> {
  const jar = cookieJar();
  let next = `${BASE}/api/auth/google/start?mode=login&binding=${binding}`;
  for (let hop = 0; hop < 20; hop++) {
    const url = new URL(next);
    if (url.origin === BASE && url.pathname === '/auth/google/callback') return url;
    requests++;
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    if (res.status >= 300 && res.status < 400) {
      next = new URL(res.headers.get('location')!, next).toString();
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const form = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !form) throw new Error(`unexpected page ${res.status}: ${html.slice(0, 200)}`);
    const body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
    requests++;
    const post = await fetch(new URL(form, next), {
      method: 'POST',
      redirect: 'manual',
      body,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    });
    jar.store(post);
    next = new URL(post.headers.get('location')!, next).toString();
  }
  throw new Error('sign-in did not finish in 20 hops');
}

describe('account takeover before first use', () => {
  it(`${ROUNDS} squatted accounts: after the owner's Google sign-in no squatter credential works`, async () => {
    let squatterWorking = 0;
    let ownersIn = 0;
    let codesRedeemed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const address = email('owner');
      const squat = await api(BASE, 'POST', '/user/signup', {
        body: { first_name: 'Squatter', last_name: 'S', email: address, password: PASSWORD },
      });
      expect(squat.status).toBe(201);
      const first = squat.body as Tokens;
      const second = (
        await api(BASE, 'POST', '/user/login', { body: { email: address, password: PASSWORD } })
      ).body as Tokens;
      await api(BASE, 'POST', '/user/forgot-password', { body: { email: address } });

      const verifier = randomBytes(32).toString('base64url');
      const back = await providerSignIn(address, challengeOf(verifier));
      const q = back.searchParams;
      expect(q.get('error'), q.get('error_description') ?? '').toBeNull();
      expect(q.get('access_token'), 'no token in the callback URL').toBeNull();
      const exchanged = await api(BASE, 'POST', '/auth/google/exchange', {
        body: { code: q.get('code'), verifier },
      });
      expect(exchanged.status).toBe(200);
      const ownerTokens = exchanged.body as Tokens;
      if (ownerTokens.access_token) codesRedeemed++;
      expect(ownerTokens.user.user_id).toBe(first.user.user_id);

      const still = [
        (await api(BASE, 'POST', '/user/login', { body: { email: address, password: PASSWORD } }))
          .status,
        (await api(BASE, 'POST', '/user/refresh', { token: first.refresh_token })).status,
        (await api(BASE, 'POST', '/user/refresh', { token: second.refresh_token })).status,
        (await api(BASE, 'GET', '/user', { token: first.access_token })).status,
        (await api(BASE, 'GET', '/user', { token: second.access_token })).status,
      ].filter((s) => s < 400).length;
      squatterWorking += still;
      const owner = await api(BASE, 'GET', '/user', { token: ownerTokens.access_token });
      if (owner.status === 200 && (owner.body as { first_name: string }).first_name !== 'Squatter')
        ownersIn++;
    }
    record({
      area: 'inputs',
      item: 'takeover before first use: squatter password + sign-ins vs the owner\u2019s Google sign-in',
      figures: {
        rounds: ROUNDS,
        requests,
        'squatter credentials still working': squatterWorking,
        'owners signed in': ownersIn,
        'codes redeemed with the verifier': codesRedeemed,
      },
    });
    expect(squatterWorking).toBe(0);
    expect(ownersIn).toBe(ROUNDS);
    expect(codesRedeemed).toBe(ROUNDS);
  });
});
