// Credentials that must never work: no header, garbage, malformed JWTs, alg:none, the right claims
// under a wrong key or a wrong algorithm, a tampered payload, an expired token, and the refresh
// token in the access token's place (and the other way round on /user/refresh).
import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import type { Fixture } from './endpoints.ts';

export interface BadToken {
  kind: string;
  /** the Authorization header to send; null sends none */
  header: string | null;
}

const b64 = (v: unknown) =>
  Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');
const sign = (alg: 'sha256' | 'sha512', key: string, data: string) =>
  createHmac(alg, key).update(data).digest('base64url');

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export function forged(fx: Fixture, secret: string) {
  const claims = claimsOf(fx.access);
  // Expired relative to the token's own issue time: the server may run on an injected clock.
  const iat = Number(claims.iat);
  const hs = (payload: unknown, key = secret, alg: 'HS256' | 'HS512' = 'HS256') => {
    const data = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
    return `${data}.${sign(alg === 'HS256' ? 'sha256' : 'sha512', key, data)}`;
  };
  const [h, , s] = fx.access.split('.');
  return {
    'alg-none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`,
    'alg-none-upper': `${b64({ alg: 'NONE', typ: 'JWT' })}.${b64(claims)}.`,
    'wrong-key': hs(claims, 'not-the-server-secret-0123456789-0123456789'),
    'hs512-right-key': hs(claims, secret, 'HS512'),
    'tampered-sub': `${h}.${b64({ ...claims, sub: fx.otherUserId })}.${s}`,
    expired: hs({ ...claims, iat: iat - 7200, exp: iat - 1 }),
    'wrong-audience': hs({ ...claims, aud: 'someone-else' }),
    'unknown-family': hs({ ...claims, sid: '00000000-0000-4000-8000-000000000000' }),
    'no-sub': hs({ ...claims, sub: undefined }),
    'refresh-as-access': fx.refresh,
  };
}

export function badTokens(
  fx: Fixture,
  secret: string,
  refreshEndpoint: boolean,
): fc.Arbitrary<BadToken> {
  const forgedTokens = Object.entries(forged(fx, secret))
    // On /user/refresh the refresh token is the right credential, and the access token the wrong one.
    .filter(([k]) => !(refreshEndpoint && k === 'refresh-as-access'))
    .map(([kind, t]) => ({ kind, header: `Bearer ${t}` }));
  if (refreshEndpoint)
    forgedTokens.push({ kind: 'access-as-refresh', header: `Bearer ${fx.access}` });
  const segment = fc
    .string({ unit: 'binary-ascii', maxLength: 40 })
    .map((x) => Buffer.from(x).toString('base64url'));
  return fc.oneof(
    fc.constantFrom<BadToken>(
      { kind: 'none', header: null },
      { kind: 'empty-bearer', header: 'Bearer ' },
      { kind: 'basic', header: 'Basic dXNlcjpwYXNz' },
      ...forgedTokens,
    ),
    fc
      .tuple(segment, segment, segment)
      .map(([a, b, c]) => ({ kind: 'random-jwt', header: `Bearer ${a}.${b}.${c}` })),
    fc
      .string({
        unit: fc.constantFrom(
          ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~+/= '.split(''),
        ),
        minLength: 1,
        maxLength: 300,
      })
      .map((x) => ({ kind: 'garbage', header: `Bearer ${x}` })),
    fc
      .string({ unit: 'binary-ascii', minLength: 1, maxLength: 100 })
      .filter((x) => /^[\x20-\x7e]+$/.test(x))
      .map((x) => ({ kind: 'garbage-header', header: x })),
  );
}
