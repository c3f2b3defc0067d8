// Account enumeration (docs/api.md#server-rules): login and forgot-password answer an existing and
// an unknown e-mail with the same status and body, and take the same time. Over HTTP to the real
// server process, 250 requests per class, interleaved in random order so drift hits both classes
// alike.
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiServer } from './support/api-server.ts';
import { call, email, signup } from './support/api.ts';
import { median, record } from './support/metrics.ts';

const N = Number(process.env.RELIABILITY_ENUM_REQUESTS ?? 250);
const PAUSE_MS = 25;
// Rate limits lifted for this test only: it is about timing, not about the limiter.
const server = apiServer(3942, {
  RATE_LIMIT_IP_MAX: '100000',
  RATE_LIMIT_ACCOUNT_MAX: '100000',
  LOG_LEVEL: 'fatal',
});
let known = '';

beforeAll(async () => {
  await server.start();
  known = (await signup(server.base, 'enum')).email;
});
afterAll(() => server.stop());

async function compare(path: string, bodyFor: (existing: boolean) => Record<string, string>) {
  const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  const answers = new Set<string>();
  // A few untimed calls first, so JIT and connection set-up do not land on one class.
  for (let i = 0; i < 5; i++) await call(server.base, 'POST', path, { body: bodyFor(i % 2 === 0) });
  // Fisher-Yates: an unbiased interleaving of the two classes (a sort with a random comparator is not).
  const order = Array.from({ length: 2 * N }, (_, i) => i % 2 === 0);
  for (let i = order.length - 1; i > 0; i--) {
    const k = Math.floor(Math.random() * (i + 1));
    [order[i], order[k]] = [order[k]!, order[i]!];
  }
  for (const existing of order) {
    const t0 = performance.now();
    const res = await call(server.base, 'POST', path, { body: bodyFor(existing) });
    times[existing ? 'known' : 'unknown'].push(performance.now() - t0);
    answers.add(`${res.status} ${JSON.stringify(res.body)}`);
    // Work done after the answer (the reset mail) must not land on whichever request comes next;
    // a prober would pace itself the same way.
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
  const mk = median(times.known);
  const mu = median(times.unknown);
  return { answers: [...answers], mk, mu, spread: Math.abs(mk - mu) / Math.min(mk, mu) };
}

describe('existing and unknown e-mails look the same', () => {
  it(`login: same status and body, medians within 20% over ${N} requests each`, async () => {
    const r = await compare('/user/login', (existing) => ({
      email: existing ? known : email('nobody'),
      password: 'Wrong-Password9',
    }));
    record({
      area: 'inputs',
      item: 'enumeration: login',
      figures: {
        requests: 2 * N,
        'median known ms': +r.mk.toFixed(2),
        'median unknown ms': +r.mu.toFixed(2),
        'spread %': +(r.spread * 100).toFixed(1),
      },
    });
    expect(r.answers).toEqual(['401 {"error":"Invalid email or password"}']);
    expect(r.spread).toBeLessThan(0.2);
  });

  it(`forgot-password: same status and body, medians within 20% over ${N} requests each`, async () => {
    const r = await compare('/user/forgot-password', (existing) => ({
      email: existing ? known : email('nobody'),
    }));
    record({
      area: 'inputs',
      item: 'enumeration: forgot-password',
      figures: {
        requests: 2 * N,
        'median known ms': +r.mk.toFixed(2),
        'median unknown ms': +r.mu.toFixed(2),
        'spread %': +(r.spread * 100).toFixed(1),
      },
    });
    expect(r.answers).toHaveLength(1);
    expect(r.answers[0]).toMatch(/^200 \{"message":"If an account with that email exists/);
    expect(r.spread).toBeLessThan(0.2);
  });
});
