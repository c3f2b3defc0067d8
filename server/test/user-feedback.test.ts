import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('user endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('feedback: no bearer credential is anonymous, a malformed one is a 401 that stores nothing', async () => {
    const post = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: authorization ? { authorization } : {},
        payload: {
          feedback_type: 'positive',
          feedback_text: 'fine',
          user_agent: 'test',
          timestamp: '2026-03-10T12:00:00Z',
        },
      });
    const count = async () =>
      Number(
        (
          await t.app.services.db
            .selectFrom('feedback')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect((await post()).statusCode).toBe(201);
    expect((await post('Basic dXNlcjpwYXNz')).statusCode).toBe(201);
    for (const header of ['Bearer two words', 'Bearer zo KoL1wK', 'bearer x y']) {
      const res = await post(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid or expired access token' });
    }
    expect(await count()).toBe(before + 2);
  });

  it('feedback: anonymous works, detailed needs text, bad type is a 400', async () => {
    const ts = new Date(t.clock()).toISOString();
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback_type: 'positive', feedback_text: '', user_agent: 'ua', timestamp: ts },
    });
    expect(anon.statusCode).toBe(201);
    expect(typeof anon.json().feedback_id).toBe('string');
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback_type: 'detailed', feedback_text: '   ', user_agent: 'ua', timestamp: ts },
    });
    expect(blank.statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback_type: 'angry', feedback_text: 'x', user_agent: 'ua', timestamp: ts },
    });
    expect(wrong.statusCode).toBe(400);
  });
});
