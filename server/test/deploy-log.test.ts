import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_PAGES } from '../src/plugins/spa.ts';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

/** Query parameters that carry a single-use secret: a mailed link's token, a one-time code. */
const SECRET_PARAMS = new Set(['token', 'code']);

/** The nginx location of docs/deploy.md#nginx whose requests are logged without the query. */
function noQueryLocation(): RegExp {
  const doc = readFileSync(new URL('../../docs/deploy.md', import.meta.url), 'utf8');
  const m = /location ~ (\S+) \{\s*\n\s*access_log \S+ no_query;/.exec(doc);
  if (!m) throw new Error('docs/deploy.md has no location logged with no_query');
  return new RegExp(m[1]!);
}

type Doc = {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};

const [sqlite] = await dbTargets();
describe('the nginx site of docs/deploy.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(sqlite!);
  });
  afterAll(() => t.close());

  it('logs every page and API path that carries a token or code in its query without it', async () => {
    const doc: Doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const api = Object.entries(doc.paths)
      .filter(([, ops]) =>
        Object.values(ops).some((op) =>
          (op.parameters ?? []).some((p) => p.in === 'query' && SECRET_PARAMS.has(p.name)),
        ),
      )
      .map(([path]) => `/api${path}`);
    expect(api).toEqual(expect.arrayContaining(['/api/user/verify', '/api/auth/google/callback']));
    const location = noQueryLocation();
    for (const path of [...TOKEN_PAGES, ...api]) expect(path, path).toMatch(location);
    for (const path of ['/', '/login', '/api/user', '/api/user/login'])
      expect(path, path).not.toMatch(location);
  });
});
