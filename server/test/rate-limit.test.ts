import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startApp, uniqueEmail } from './support/harness.ts';
import { dbTargets, redisReason } from './support/targets.ts';

const LIMITS = {
  RATE_LIMIT_IP_MAX: '3',
  RATE_LIMIT_ACCOUNT_MAX: '2',
  RATE_LIMIT_FEEDBACK_MAX: '2',
};
const login = (t: TestApp, email: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: ip,
    headers,
    payload: { email, password: 'Nope-nope1' },
  });

describe.each(await dbTargets())('rate limits on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, LIMITS);
  });
  afterAll(() => t.close());

  it('per IP: the 4th login from one address within the window is a 429 with { error }', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await login(t, uniqueEmail('ip'), '10.0.0.1')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    const res = await login(t, uniqueEmail('ip'), '10.0.0.1');
    expect(res.json()).toEqual({ error: 'Too many requests' });
    // another address is not affected
    expect((await login(t, uniqueEmail('ip'), '10.0.0.2')).statusCode).toBe(401);
  });

  it('X-Forwarded-For is ignored without TRUST_PROXY, so it cannot dodge the limit', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await login(t, uniqueEmail('xff'), '10.2.0.1', { 'x-forwarded-for': `203.0.113.${i}` }))
          .statusCode,
      );
    expect(codes.at(-1)).toBe(429);
  });

  it('signup, forgot, resend, verify and feedback are limited too', async () => {
    const last = async (fn: (i: number) => Promise<{ statusCode: number }>, n: number) => {
      let code = 0;
      for (let i = 0; i < n; i++) code = (await fn(i)).statusCode;
      return code;
    };
    expect(
      await last(
        (i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/forgot-password',
            remoteAddress: '10.3.0.1',
            payload: { email: uniqueEmail(`f${i}`) },
          }),
        4,
      ),
    ).toBe(429);
    expect(
      await last(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/resend-verification',
            remoteAddress: '10.3.0.2',
            payload: { email: uniqueEmail('r') },
          }),
        4,
      ),
    ).toBe(429);
    expect(
      await last(
        () =>
          t.app.inject({
            method: 'GET',
            url: '/api/user/verify?token=x',
            remoteAddress: '10.3.0.3',
          }),
        4,
      ),
    ).toBe(429);
    expect(
      await last(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/user/signup',
            remoteAddress: '10.3.0.4',
            payload: { first_name: 'a', last_name: 'b', email: 'bad', password: 'x' },
          }),
        4,
      ),
    ).toBe(429);
    const fb = {
      feedback_type: 'positive',
      feedback_text: '',
      user_agent: 'ua',
      timestamp: '2026-03-10T12:00:00Z',
    };
    expect(
      await last(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/feedback',
            remoteAddress: '10.3.0.5',
            payload: fb,
          }),
        3,
      ),
    ).toBe(429);
  });
});

const redisDown = await redisReason();
if (redisDown)
  console.warn(
    `[server tests] Redis at 127.0.0.1:6379 is unreachable (${redisDown}); the shared-limit test checks the in-memory store only.`,
  );

describe('rate limits shared through Redis (REDIS_URL)', () => {
  it(
    redisDown
      ? 'two instances count separately without Redis (Redis unreachable)'
      : 'two instances share one count',
    async () => {
      const [sqlite] = await dbTargets();
      const env = { ...LIMITS, ...(redisDown ? {} : { REDIS_URL: 'redis://127.0.0.1:6379' }) };
      const one = await startApp(sqlite!, env);
      const two = await startApp(sqlite!, env);
      const ip = `10.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}.7`;
      try {
        const codes = [];
        for (let i = 0; i < 4; i++)
          codes.push((await login(i % 2 ? two : one, uniqueEmail('shared'), ip)).statusCode);
        expect(codes).toEqual(redisDown ? [401, 401, 401, 401] : [401, 401, 401, 429]);
      } finally {
        await one.close();
        await two.close();
      }
    },
  );
});

describe('overload (under-pressure)', () => {
  it('answers 503 with { error } after the event loop stalled', async () => {
    const [sqlite] = await dbTargets();
    const t = await startApp(sqlite!, { MAX_EVENT_LOOP_DELAY_MS: '1' });
    try {
      // Stall longer than the 1 s sampling interval, so a sample is taken right after the stall.
      const until = performance.now() + 1200;
      while (performance.now() < until) {
        /* busy: this is the stall */
      }
      await new Promise((r) => setTimeout(r, 20));
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ error: 'Service temporarily unavailable' });
      expect(res.headers['retry-after']).toBe('10');
    } finally {
      await t.close();
    }
  });
});
