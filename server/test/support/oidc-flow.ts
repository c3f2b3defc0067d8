import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createHash, randomBytes } from 'node:crypto';
import { cookieJar } from './oidc-provider.ts';

export const PUBLIC = 'http://app.test';
export const REDIRECT = `${PUBLIC}/api/auth/google/callback`;
/**
 * Drives the whole code flow like the popup would: our /start, the provider's login and consent
 * pages (real oidc-provider, real HTTP), back to our callback, until we land on the SPA page.
 * `binding` is the browser's pending-sign-in value (src/api/oauth-binding.ts). `action` 'abort' cancels at the provider's login page (the provider-error case).
 */
export async function providerCallback(
  app: FastifyInstance,
  mode: 'login' | 'signup',
  login: string,
  action: 'login' | 'abort' = 'login',
  binding?: string,
): Promise<URL> {
  const extra = binding ? `&binding=${binding}` : '';
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/google/start?mode=${mode}${extra}`,
  });
  expect(start.statusCode).toBe(302);
  let next = start.headers.location as string;
  const jar = cookieJar();
  for (let hop = 0; hop < 20; hop++) {
    if (next.startsWith(PUBLIC)) {
      const url = new URL(next);
      if (url.pathname === '/auth/google/callback') return url;
      const res = await app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(res.statusCode).toBe(302);
      next = res.headers.location as string;
      continue;
    }
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(res);
    if (res.status >= 300 && res.status < 400) {
      next = new URL(res.headers.get('location')!, next).toString();
      continue;
    }
    const html = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const form = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!prompt || !form)
      throw new Error(`unexpected provider page (${res.status}): ${html.slice(0, 300)}`);
    if (action === 'abort' && prompt === 'login') {
      next = new URL(`${new URL(form, next).pathname}/abort`, next).toString();
      continue;
    }
    const body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
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

/** PKCE S256 of a verifier: what the browser sends to /auth/google/start as `binding`. */
export const challengeOf = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/**
 * The whole sign-in as the callback page finishes it: a fresh verifier whose challenge starts it,
 * then the callback's one-time code redeemed with POST /auth/google/exchange. Resolves with the
 * callback URL, its code replaced by what the exchange answered (tokens and user, flattened as
 * the old callback carried them), or with its error parameters as they came.
 */
export async function signInWithProvider(
  app: FastifyInstance,
  mode: 'login' | 'signup',
  login: string,
  action: 'login' | 'abort' = 'login',
): Promise<URL> {
  const verifier = randomBytes(32).toString('base64url');
  const url = await providerCallback(app, mode, login, action, challengeOf(verifier));
  const code = url.searchParams.get('code');
  if (!code) return url;
  expect(url.searchParams.get('access_token')).toBeNull();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/google/exchange',
    payload: { code, verifier },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  const { user, ...tokens } = res.json();
  url.searchParams.delete('code');
  for (const [k, v] of Object.entries({ ...tokens, ...user })) url.searchParams.set(k, String(v));
  return url;
}
