import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOFT_DELAY_MS } from '../src/plugins/account-throttle.ts';
import {
  PASSWORD,
  type Signed,
  type TestApp,
  bearerOf,
  signup,
  startApp,
} from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

const SOFT = 3;
const PROXY = '10.9.0.1';

/**
 * The per-account soft limit on the password that confirms deleting or exporting the account
 * (docs/api.md#server-rules), as at login: a stolen token tried against the password from many
 * sources is counted once for the account, delete and export together, and past the limit each
 * guess waits its turn. The owner's correct password still gets through.
 */
describe.each(await dbTargets())('the confirming password soft limit on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(target, { TRUST_PROXY: '1', RATE_LIMIT_ACCOUNT_SOFT_MAX: `${SOFT}` });
  });
  afterAll(() => t.close());

  /** A delete (even i) or a full export (odd i) confirmed with `password`, from client `xff`. */
  async function confirm(s: Signed, i: number, password: string, xff: string) {
    const started = Date.now();
    const res = await t.app.inject({
      method: i % 2 ? 'POST' : 'DELETE',
      url: i % 2 ? '/api/user/export' : '/api/user',
      remoteAddress: PROXY,
      headers: { ...bearerOf(s), 'x-forwarded-for': xff },
      payload: { password },
    });
    return { code: res.statusCode, ms: Date.now() - started };
  }

  it(`${SOFT + 4} parallel wrong passwords from as many sources, deletes and exports mixed: the 4 past the soft limit wait in turn; then the right one deletes`, async () => {
    const s = await signup(t.app);
    const results = await Promise.all(
      Array.from({ length: SOFT + 4 }, (_, i) =>
        confirm(s, i, `Wrong-guess${i}`, `198.51.100.${i}`),
      ),
    );
    const times = results.map((r) => r.ms).sort((a, b) => a - b);
    console.log(`[confirm soft ${target.name}] answered after ${times.join(', ')} ms`);
    expect(results.map((r) => r.code)).toEqual(Array(SOFT + 4).fill(403));
    // The k-th past the limit waited at least k turns.
    const late = times.slice(SOFT).map((ms, k) => ms - (k + 1) * SOFT_DELAY_MS);
    expect(
      late.every((d) => d >= -50),
      `late by ${late.join(', ')} ms`,
    ).toBe(true);
    const right = await confirm(s, 0, PASSWORD, '198.51.100.200');
    expect(right.code).toBe(200);
  }, 30_000);
});
