// Transport-level bad input against the real server process (what `npm start` runs): broken JSON,
// wrong content types, oversized and lying bodies, smuggling attempts, huge headers and plain
// garbage on the socket. Answers are 4xx with a JSON `error` (or a closed connection for bytes
// that are not HTTP), nothing hangs, the process stays up and the SQLite file is unchanged.
import fc from 'fast-check';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServer } from './support/api-server.ts';
import { type Tokens, call, signup } from './support/api.ts';
import { snapshotSqliteFile } from './support/db-snapshot.ts';
import { record } from './support/metrics.ts';
import { rawRequest } from './support/raw-http.ts';

const PORT = 3941;
const server = apiServer(PORT, { LOG_LEVEL: 'fatal' });
const dbFile = join(server.dir, 'posture.db');
let user: Tokens;
let sessionId = '';
let before = '';
let sent = 0;
let fiveHundreds = 0;
let hung = 0;

beforeAll(async () => {
  await server.start();
  user = await signup(server.base, 'transport');
  const s = await call(server.base, 'POST', '/sessions', {
    token: user.access_token,
    body: {
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: false },
      start_time: new Date().toISOString(),
    },
  });
  sessionId = (s.body as { session_id: string }).session_id;
  await new Promise((r) => setTimeout(r, 300)); // the signup mail leaves the outbox
  before = snapshotSqliteFile(dbFile).hash;
});
afterAll(async () => {
  record({
    area: 'inputs',
    item: 'transport-level bad input (real server process)',
    figures: { requests: sent, '5xx': fiveHundreds, hung },
  });
  await server.stop();
});

const POSTS = [
  '/user/signup',
  '/user/login',
  '/user/forgot-password',
  '/user/reset-password',
  '/sessions',
  '/feedback',
];

function expectJsonError(status: number, body: unknown, what: string) {
  sent++;
  if (status >= 500) fiveHundreds++;
  expect(status, what).toBeGreaterThanOrEqual(400);
  expect(status, what).toBeLessThan(500);
  expect(typeof (body as { error?: unknown }).error, `${what}: ${JSON.stringify(body)}`).toBe(
    'string',
  );
}

describe('transport-level bad input on a real listening server', () => {
  it('broken JSON and wrong content types over HTTP (fast-check, 300 requests)', async () => {
    const bodies = fc.oneof(
      fc.string({ maxLength: 200 }).filter((s) => {
        try {
          JSON.parse(s);
          return false;
        } catch {
          return true;
        }
      }),
      fc.constantFrom(
        '{"email":',
        '{"email":"a@b.c",}',
        "{'email':'a@b.c'}",
        '{"__proto__":{"admin":true},"email":"a@b.c"}',
        '{"email":"a@b.c"}\u0000',
        '{"email":"\\ud800"}',
      ),
    );
    const types = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
      'image/jpeg',
      'text/html; charset=utf-8',
      '*/*',
      'application/json-patch+json',
      'x/y',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POSTS, `/sessions/${sessionId}/end`),
        bodies,
        types,
        async (path, raw, ct) => {
          const res = await call(server.base, 'POST', path, {
            raw,
            headers: { 'content-type': ct },
            token: path.startsWith('/sessions') ? user.access_token : undefined,
          });
          expectJsonError(res.status, res.body, `${ct} ${path} ${JSON.stringify(raw)}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('oversized bodies: declared, streamed in chunks, and beacon-sized text/plain', async () => {
    // Raw sockets: the server answers 413 as soon as Content-Length is over the limit and closes,
    // which fetch reports as EPIPE while it is still writing; so only the start of the body is sent.
    for (const size of [65 * 1024, 1024 * 1024, 8 * 1024 * 1024, 2 ** 40]) {
      const res = await rawRequest(
        PORT,
        `POST /api/user/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n{"email":"${'a'.repeat(4096)}`,
      );
      expectJsonError(res.status, JSON.parse(res.body || '{}'), `${size} bytes`);
      expect(res.status).toBe(413);
    }
    const beacon = await call(server.base, 'POST', `/sessions/${sessionId}/end`, {
      raw: `{"auth_token":"${'x'.repeat(20 * 1024)}"}`,
      headers: { 'content-type': 'text/plain' },
    });
    expectJsonError(beacon.status, beacon.body, 'beacon over 16 KiB');
    expect(beacon.status).toBe(413);
    const chunked = await rawRequest(
      PORT,
      `POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${'10000\r\n' + 'a'.repeat(0x10000) + '\r\n'}${'10000\r\n' + 'a'.repeat(0x10000) + '\r\n'}0\r\n\r\n`,
    );
    expectJsonError(chunked.status, JSON.parse(chunked.body || '{}'), 'chunked 128 KiB');
  });

  it('framing attacks and garbage on the socket are refused without a hang', async () => {
    const cases: [string, string][] = [
      [
        'content-length larger than the body',
        'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":"a@b.c"}',
      ],
      [
        'content-length and transfer-encoding (smuggling)',
        'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/user HTTP/1.1\r\nHost: x\r\n\r\n',
      ],
      [
        'two content-lengths',
        'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}',
      ],
      [
        'header without a colon',
        'GET /api/health HTTP/1.1\r\nHost: x\r\nthis is not a header\r\n\r\n',
      ],
      [
        '20 KiB header',
        `GET /api/user HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${'a'.repeat(20 * 1024)}\r\n\r\n`,
      ],
      ['not HTTP at all', '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03 garbage\r\n\r\n'],
      [
        'bad chunk size',
        'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      ],
      [
        'gzip that is not gzip',
        'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\n\r\n{}',
      ],
    ];
    for (const [what, bytes] of cases) {
      // The short body case waits for the rest; the client gives up (half-close), as a real one does.
      const res = await rawRequest(PORT, bytes, {
        timeoutMs: 15_000,
        halfClose: what.startsWith('content-length larger'),
      });
      sent++;
      if (res.hung) hung++;
      expect(res.hung, `${what}: no answer and no close`).toBe(false);
      if (res.status >= 500) fiveHundreds++;
      // Node's parser answers 400/431 itself, or closes: both are fine; a 5xx or a 2xx is not.
      expect([0, 400, 408, 411, 413, 415, 431], `${what}: ${res.head.split('\r\n')[0]}`).toContain(
        res.status,
      );
    }
  });

  it('the process is still up, serves the user, and the database is unchanged', async () => {
    expect((await call(server.base, 'GET', '/health')).status).toBe(200);
    expect((await call(server.base, 'GET', '/user', { token: user.access_token })).status).toBe(
      200,
    );
    expect(snapshotSqliteFile(dbFile).hash).toBe(before);
  });
});
