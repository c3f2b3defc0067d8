// fast-check arbitraries that turn one valid request into a surely invalid one: wrong types,
// missing and extra fields (__proto__ among them), limits crossed, unicode, broken JSON, wrong
// content types, oversized bodies and bad credentials. Each answer must then be a 4xx.
import fc from 'fast-check';
import type { Endpoint, Fixture } from './endpoints.ts';
import { badTokens } from './bad-tokens.ts';
import { nestedBad } from './bad-nested.ts';
import { invalidValue, jsonKind, weirdString, withKey } from './bad-values.ts';

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

const JSON_CT = { 'content-type': 'application/json' };

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

  if (ep.body && ep.fields) {
    const base = ep.body(fx);
    const fields = ep.fields;
    const names = Object.keys(fields);
    const required = names.filter((n) => !fields[n]!.optional);
    const json = (kind: string, text: string, headers: Record<string, string> = JSON_CT) =>
      req(kind, { payload: text, headers });
    // Unicode noise in the other string fields rides along with the mutation that makes the body invalid.
    const strings = names.filter((n) => fields[n]!.kind === 'string');
    const noisy = strings.length
      ? fc
          .dictionary(fc.constantFrom(...strings), weirdString(30), { maxKeys: 2 })
          .map((noise) => ({ ...base, ...noise }))
      : fc.constant(base);
    arbs.push(
      fc
        .record({ b: noisy, k: fc.constantFrom(...required) })
        .map(({ b, k }) =>
          json(
            'body:missing',
            JSON.stringify(Object.fromEntries(Object.entries(b).filter(([x]) => x !== k))),
          ),
        ),
    );
    const extraKeys = fc.oneof(
      fc.constantFrom(
        '__proto__',
        'constructor',
        'is_admin',
        'user_id',
        'password_hash',
        'auth_token',
      ),
      fc.string({ minLength: 1, maxLength: 20 }),
    );
    arbs.push(
      fc
        .record({
          b: noisy,
          k: extraKeys.filter(
            (k) => !names.includes(k) && !(ep.name === 'end session' && k === 'auth_token'),
          ),
          v: fc.jsonValue({ maxDepth: 2 }),
        })
        .map(({ b, k, v }) => json('body:extra', withKey(b, k, v))),
    );
    arbs.push(
      fc
        .constantFrom(...names)
        .chain((k) =>
          invalidValue(fields[k]!).map((v) =>
            json('body:invalid-value', JSON.stringify({ ...base, [k]: v })),
          ),
        ),
    );
    const nested = nestedBad(ep.name, base);
    if (nested) arbs.push(nested.map((b) => json('body:nested', JSON.stringify(b))));
    const text = JSON.stringify(base);
    arbs.push(
      fc.nat({ max: text.length - 1 }).map((n) => json('body:broken-json', text.slice(0, n))),
    );
    arbs.push(
      fc
        .oneof(
          fc.string({ maxLength: 60 }),
          fc.constantFrom(
            '{',
            '{"a":',
            '[1,',
            '{"__proto__":{"x":1}}',
            '{"constructor":{"prototype":{"x":1}}}',
            'nul',
            '\u0000',
            '{}}',
          ),
        )
        .filter((s) => {
          try {
            const v: unknown = JSON.parse(s);
            return (
              typeof v !== 'object' ||
              v === null ||
              Array.isArray(v) ||
              Object.keys(v as object).length === 0 ||
              '__proto__' in JSON.parse(s) ||
              s.includes('constructor')
            );
          } catch {
            return true;
          }
        })
        .map((s) => json('body:garbage', s)),
    );
    arbs.push(
      fc
        .jsonValue()
        .filter((v) => jsonKind(v) !== 'object')
        .map((v) => json('body:not-an-object', JSON.stringify(v))),
    );
    const types = [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'image/png',
      'application/octet-stream',
      'text/html',
      'application/jsonx',
      ...(ep.name === 'end session' ? [] : ['text/plain']),
    ];
    arbs.push(
      fc
        .constantFrom(...types)
        .map((ct) => json('body:content-type', text, { 'content-type': ct })),
    );
    arbs.push(
      fc
        .integer({ min: 65 * 1024, max: 300 * 1024 })
        .map((size) => json('body:oversized', withKey(base, 'pad', 'x'.repeat(size)))),
    );
  }
  return fc.oneof(...arbs);
}
