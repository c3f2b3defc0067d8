// docs/api.md#setups on SQLite and PostgreSQL: saved calibrations by name, strict bodies, the
// per-user limits, the OpenAPI document, the export and the account's deletion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, bearerOf, signup, startApp } from './support/harness.ts';
import { BASELINE } from './support/setups.ts';
import { dbTargets } from './support/targets.ts';

describe.each(await dbTargets())('setups on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target);
  });
  afterAll(() => t.close());
  const url = (name: string) => `/api/setups/${encodeURIComponent(name)}`;
  type Headers = ReturnType<typeof bearerOf>;
  const put = (headers: Headers, name: string, payload: object = { baseline: BASELINE }) =>
    t.app.inject({ method: 'PUT', url: url(name), headers, payload });
  const list = async (headers: Headers) =>
    (await t.app.inject({ method: 'GET', url: '/api/setups', headers })).json();

  it('saves, lists, replaces, renames and deletes a setup by name', async () => {
    const s = await signup(t.app);
    const h = bearerOf(s);
    const created = await put(h, 'Desk “2”');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Desk “2”', baseline: BASELINE });
    const moved = { ...BASELINE, chestPosition: { x: 0.4, y: 0.6 } };
    const again = await put(h, 'Desk “2”', { baseline: moved });
    expect(again.statusCode).toBe(200);
    await put(h, 'Laptop');
    const listed = await list(h);
    expect(listed.setups.map((x: { name: string }) => x.name)).toEqual(['Desk “2”', 'Laptop']);
    expect(listed.setups[0].baseline.chestPosition).toEqual({ x: 0.4, y: 0.6 });

    const clash = await t.app.inject({
      method: 'PATCH',
      url: url('Laptop'),
      headers: h,
      payload: { name: 'Desk “2”' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatch(/already exists/);
    const ren = await t.app.inject({
      method: 'PATCH',
      url: url('Laptop'),
      headers: h,
      payload: { name: 'Sofa' },
    });
    expect(ren.json()).toMatchObject({ name: 'Sofa', baseline: BASELINE });
    const del = await t.app.inject({ method: 'DELETE', url: url('Sofa'), headers: h });
    expect(del.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url('Sofa'), headers: h })).statusCode,
    ).toBe(404);
    const after = await list(h);
    expect(after.setups.map((x: { name: string }) => x.name)).toEqual(['Desk “2”']);
  });

  it('ten PUTs of one new name at once (tabs racing): one 201, the rest 200, never a 5xx', async () => {
    const h = bearerOf(await signup(t.app));
    const codes = (
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          put(h, 'Desk', { baseline: { ...BASELINE, baselineCVA: 50 + i } }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 200)).toHaveLength(9);
    expect((await list(h)).setups).toHaveLength(1);
  });

  it('renames racing onto one name: one wins, the others are a 409, never a 5xx', async () => {
    const h = bearerOf(await signup(t.app));
    for (const name of ['A', 'B', 'C']) await put(h, name);
    const codes = (
      await Promise.all(
        ['A', 'B', 'C'].map((from) =>
          t.app.inject({ method: 'PATCH', url: url(from), headers: h, payload: { name: 'Desk' } }),
        ),
      )
    ).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([200, 409, 409]);
    const names = (await list(h)).setups.map((x: { name: string }) => x.name);
    expect(names).toHaveLength(3);
    expect(names).toContain('Desk');
  });

  it('another user sees none of them, and signed out is a 401', async () => {
    const a = await signup(t.app);
    const b = await signup(t.app);
    await put(bearerOf(a), 'Desk');
    expect((await list(bearerOf(b))).setups).toEqual([]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: url('Desk'), headers: bearerOf(b) })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/setups' })).statusCode).toBe(401);
  });

  it.each([
    ['a name with spaces around it', ' Desk ', { baseline: BASELINE }, /space/],
    ['a 41-character name', 'x'.repeat(41), { baseline: BASELINE }, /1 to 40/],
    ['an unknown baseline key', 'Desk', { baseline: { ...BASELINE, extra: 1 } }, /.+/],
    [
      'a missing baseline key',
      'Desk',
      { baseline: { ...BASELINE, shoulderEarBaseline: undefined } },
      /.+/,
    ],
    [
      'a string for a number',
      'Desk',
      { baseline: { ...BASELINE, baselineFaceWidth: '0.1' } },
      /.+/,
    ],
    ['an absurd number', 'Desk', { baseline: { ...BASELINE, baselineFaceWidth: 1e300 } }, /.+/],
    ['an unknown body key', 'Desk', { baseline: BASELINE, colour: 'red' }, /.+/],
    [
      'an allowance below 1',
      'Desk',
      { baseline: { ...BASELINE, allowance: { slouching: 0.5 } } },
      /.+/,
    ],
    [
      'an allowance for an unknown rule',
      'Desk',
      { baseline: { ...BASELINE, allowance: { posture: 1.2 } } },
      /.+/,
    ],
    ['an unknown pose model', 'Desk', { baseline: { ...BASELINE, model: 'heavy' } }, /.+/],
  ])(
    '%s is a 400 in the error format that stores nothing',
    async (_why, name, payload, message) => {
      const s = await signup(t.app);
      const res = await put(bearerOf(s), name, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
      expect((await list(bearerOf(s))).setups).toEqual([]);
    },
  );

  it("keeps a baseline's allowance ('That wasn't a slouch'); one without it stays valid", async () => {
    const h = bearerOf(await signup(t.app));
    const widened = { ...BASELINE, allowance: { slouching: 1.25, forwardHead: 2 } };
    expect((await put(h, 'Desk', { baseline: widened })).statusCode).toBe(201);
    expect((await put(h, 'Sofa')).statusCode).toBe(201);
    const listed = await list(h);
    expect(listed.setups[0].baseline).toEqual(widened);
    expect(listed.setups[1].baseline).toEqual(BASELINE);
    expect('allowance' in listed.setups[1].baseline).toBe(false);
  });

  it('keeps the pose model a baseline was taken with; one without it stays valid (full)', async () => {
    const h = bearerOf(await signup(t.app));
    const lite = { ...BASELINE, model: 'lite' };
    expect((await put(h, 'Sofa', { baseline: lite })).statusCode).toBe(201);
    expect((await list(h)).setups[0].baseline).toEqual(lite);
  });

  it('keeps at most 20 setups per user (replacing one still works)', async () => {
    const s = await signup(t.app);
    const h = bearerOf(s);
    for (let i = 1; i <= 20; i++) {
      const r = await put(h, `S${i}`);
      expect(r.statusCode).toBe(201);
    }
    const over = await put(h, 'S21');
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toMatch(/At most 20/);
    const replace = await put(h, 'S20');
    expect(replace.statusCode).toBe(200);
  });

  it('shows in the OpenAPI document, the export, and goes with the account', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths['/setups/{name}']).sort()).toEqual(['delete', 'patch', 'put']);
    expect(Object.keys(doc.paths['/setups'])).toEqual(['get']);
    const s = await signup(t.app);
    const h = bearerOf(s);
    await put(h, 'Desk');
    const exp = (await t.app.inject({ method: 'GET', url: '/api/user/export', headers: h })).json();
    expect(exp.setups).toMatchObject([{ name: 'Desk', baseline: BASELINE }]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/user', headers: h })).statusCode,
    ).toBe(200);
    const rows = await t.app.services.db
      .selectFrom('setups')
      .select('name')
      .where('user_id', '=', s.user.user_id)
      .execute();
    expect(rows).toEqual([]);
  });
});
