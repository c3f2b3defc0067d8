// fast-check arbitraries for the bad bodies of one endpoint (bad-input.ts adds them to the rest):
// a required field missing, an extra field, an invalid value or nested shape, broken JSON, garbage,
// not an object, a wrong content type and an oversized body.
import fc from 'fast-check';
import type { Req } from './bad-input.ts';
import type { Endpoint, Fixture } from './endpoints.ts';
import { nestedBad } from './bad-nested.ts';
import { invalidValue, jsonKind, weirdString, withKey } from './bad-values.ts';

export const JSON_CT = { 'content-type': 'application/json' };

/** An endpoint's body mutations, each a request (made by `req`) the server must refuse. */
export function badBodies(
  ep: Endpoint,
  fx: Fixture,
  req: (kind: string, extra: Partial<Req>) => Req,
): fc.Arbitrary<Req>[] {
  const arbs: fc.Arbitrary<Req>[] = [];
  if (!ep.body || !ep.fields) return arbs;
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
    fc.constantFrom(...types).map((ct) => json('body:content-type', text, { 'content-type': ct })),
  );
  arbs.push(
    fc
      .integer({ min: 65 * 1024, max: 300 * 1024 })
      .map((size) => json('body:oversized', withKey(base, 'pad', 'x'.repeat(size)))),
  );
  return arbs;
}
