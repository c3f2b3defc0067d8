// Signing in from a named browser, for the sign-in tests (sign-ins.test.ts): its user agent is
// what the account's list of sign-ins shows.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { PASSWORD } from './harness.ts';

export const FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface Tokens {
  access_token: string;
  refresh_token: string;
}
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function login(app: FastifyInstance, email: string, ua: string): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'user-agent': ua },
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
export const refresh = (app: FastifyInstance, token: string, ua?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/refresh',
    headers: { ...bearer(token), ...(ua ? { 'user-agent': ua } : {}) },
  });
export const me = (app: FastifyInstance, access: string) =>
  app.inject({ method: 'GET', url: '/api/user', headers: bearer(access) });
