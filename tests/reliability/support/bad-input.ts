// fast-check arbitraries that turn one valid request into a surely invalid one: wrong types,
// missing and extra fields (__proto__ among them), limits crossed, unicode, broken JSON, wrong
// content types, oversized bodies and bad credentials. Each answer must then be a 4xx.
import fc from 'fast-check';
import type { Endpoint, Fixture } from './endpoints.ts';
import { badTokens } from './bad-tokens.ts';
import { badBodies, JSON_CT } from './bad-body.ts';
import { weirdString } from './bad-values.ts';

export interface Req {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** which mutation made it, for the failure message and the per-kind counts */
  kind: string;
}

/**
 * Feedback may be anonymous: a header that carries no bearer token at all (none, "Basic ...",
 * "Bearer " alone, free text) is read as no credential there, so only a bearer token that fails
 * verification must be refused. Server behaviour noted in tests/reliability/README.md.
 */
const ANONYMOUS = ['none', 'empty-bearer', 'basic', 'garbage-header'];

/** Every mutation that applies to this endpoint, each producing a request the server must refuse. */
export function badRequests(ep: Endpoint, fx: Fixture, secret: string): fc.Arbitrary<Req> {
  const url = ep.path(fx);
  const goodAuth: Record<string, string> =
    ep.auth === 'required'
      ? { authorization: `Bearer ${fx.access}` }
      : ep.auth === 'refresh'
        ? { authorization: `Bearer ${fx.refresh}` }
        : {};
  const req = (kind: string, extra: Partial<Req>): Req => ({
    method: ep.method,
    url,
    headers: { ...goodAuth },
    kind,
    ...extra,
    ...(extra.headers ? { headers: { ...goodAuth, ...extra.headers } } : {}),
  });
  const arbs: fc.Arbitrary<Req>[] = [];

  if (ep.auth !== 'none') {
    const body = ep.body ? { payload: JSON.stringify(ep.body(fx)) } : {};
    const ct = ep.body ? JSON_CT : {};
    // Optional auth (feedback) is fine without a header, so only a bad header counts as bad there.
    arbs.push(
      badTokens(fx, secret, ep.auth === 'refresh')
        .filter((t) => !(ep.auth === 'optional' && ANONYMOUS.includes(t.kind)))
        .map((t) => {
          const headers: Record<string, string> = {
            ...ct,
            ...(t.header === null ? {} : { authorization: t.header }),
          };
          return { method: ep.method, url, headers, kind: `auth:${t.kind}`, ...body };
        }),
    );
  }

  if (ep.param) {
    const { before, after } = ep.param;
    const own = [fx.sessionId, fx.userId];
    const ids = fc.oneof(
      fc.uuid(),
      weirdString(80),
      fc.string({ minLength: 65, maxLength: 400 }),
      fc.constantFrom(
        fx.otherSessionId,
        fx.otherUserId,
        '..',
        '.',
        '%',
        'null',
        '0',
        '-1',
        '__proto__',
        'constructor',
      ),
    );
    // Lone surrogates cannot be percent-encoded; they travel as U+FFFD, as a browser would send them.
    const encoded = ids
      .filter((id) => !own.includes(id) && id.length > 0)
      .map((id) => encodeURIComponent(Buffer.from(id).toString('utf8')));
    // Raw escapes a client should never send: broken percent-encoding, overlong UTF-8, traversal.
    const raw = fc.constantFrom(
      '%',
      '%zz',
      '%c0%af',
      '%ff%fe',
      '..%2f..%2fetc%2fpasswd',
      '%00',
      '%2e%2e',
      'a%20b',
      '%E2%80%AE',
    );
    arbs.push(
      fc.oneof(encoded, raw).map((id) =>
        req('path', {
          url: `${before}${id}${after}`,
          ...(ep.body ? { payload: JSON.stringify(ep.body(fx)), headers: JSON_CT } : {}),
        }),
      ),
    );
  }

  if (ep.query) {
    const keys = Object.keys(ep.query);
    const extraKey = fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((k) => !keys.includes(k) && /^[\w-]+$/.test(k));
    arbs.push(
      fc
        .record({ k: extraKey, v: weirdString(40) })
        .map(({ k, v }) =>
          req('query:extra', { url: `${url}?${new URLSearchParams({ [k]: v })}` }),
        ),
    );
    for (const k of keys) {
      const field = ep.query[k]!;
      const values = field.max
        ? fc.oneof(
            weirdString(60),
            fc.string({ minLength: field.max + 1, maxLength: field.max + 200 }),
          )
        : weirdString(60);
      arbs.push(
        values
          .filter((v) => !['login', 'signup'].includes(v))
          .map((v) => req(`query:${k}`, { url: `${url}?${new URLSearchParams({ [k]: v })}` })),
      );
    }
  }

  arbs.push(...badBodies(ep, fx, req));
  return fc.oneof(...arbs);
}
