import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('user endpoints on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());

  it('health, OpenAPI and unknown API paths', async () => {
    const h = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(h.json()).toEqual({ status: 'ok', database: target.name });
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    // Paths are relative to the document's server URL /api, exactly as docs/api.md#calls writes them.
    expect(doc.servers).toEqual([{ url: '/api' }]);
    for (const p of [
      '/user/login',
      '/user/signup',
      '/user/refresh',
      '/user',
      '/user/verify',
      '/user/resend-verification',
      '/user/forgot-password',
      '/user/reset-password',
      '/users/{userId}/stats/lifetime',
      '/users/{userId}/streaks',
      '/users/{userId}/history',
      '/users/{userId}/stats/hourly',
      '/sessions',
      '/sessions/{id}/end',
      '/sessions/{id}/datapoints',
      '/feedback',
      '/user/logout',
      '/user/sign-ins',
      '/user/sign-ins/{id}',
      '/user/sign-ins/end-others',
      '/user/export',
      '/auth/google/start',
      '/auth/google/callback',
      '/health',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
    // Bodies and answers refer to named schemas (docs/api.md#openapi).
    const named = (schema: { $ref: string }) =>
      doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
    expect(
      named(doc.paths['/user/signup'].post.requestBody.content['application/json'].schema)
        .additionalProperties,
    ).toBe(false);
    // The history routes document their ?days= and the nullable average.
    const history = doc.paths['/users/{userId}/history'].get;
    expect(
      history.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`),
    ).toEqual(expect.arrayContaining(['query:days', 'path:userId']));
    expect(history.responses).toHaveProperty(['400']);
    const day = named(
      named(history.responses['200'].content['application/json'].schema).properties.days.items,
    );
    expect(Object.keys(day.properties)).toEqual([
      'date',
      'tracked_seconds',
      'bad_posture_seconds',
      'looking_down_seconds',
      'average_score',
      'session_count',
    ]);
    const hour = named(
      named(
        doc.paths['/users/{userId}/stats/hourly'].get.responses['200'].content['application/json']
          .schema,
      ).properties.hours.items,
    );
    expect(hour.properties.hour).toMatchObject({ minimum: 0, maximum: 23 });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not found' });
  });
});
