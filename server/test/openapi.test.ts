import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_SCHEMAS } from '../../core/api/schemas/index.ts';
import { OPERATIONS, SECURITY } from '../src/docs/operations.ts';
import { DOCS_CSP } from '../src/plugins/api-docs.ts';
import { byReference } from '../src/plugins/wire-schemas.ts';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

type Media = { content?: Record<string, { schema?: Record<string, unknown> }> };
type Operation = {
  summary?: string;
  security?: unknown;
  requestBody?: Media;
  responses: Record<string, Media>;
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

const ENTITIES = [
  'User',
  'TokenResponse',
  'AuthResponse',
  'Error',
  'Message',
  'StartSessionRequest',
  'StartSessionResponse',
  'DataPoint',
  'DataPointsRequest',
  'EndSessionRequest',
  'EndSessionResponse',
  'LifetimeStats',
  'Streaks',
  'History',
  'Hourly',
  'Setup',
  'SetupBaseline',
  'SignIn',
  'FeedbackRequest',
];

const [sqlite] = await dbTargets();
describe('the OpenAPI document and /api/docs', () => {
  let t: TestApp;
  let doc: Doc;
  beforeAll(async () => {
    t = await startApp(sqlite!);
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ path, method, op })),
    );

  it('names every wire schema under components.schemas, by its $id', () => {
    const names = Object.keys(doc.components.schemas);
    expect(names).toEqual(expect.arrayContaining(ENTITIES));
    expect(names.sort()).toEqual(NAMED_SCHEMAS.map((s) => s.$id).sort());
    expect(names.some((n) => n.startsWith('def-'))).toBe(false);
  });

  it('every JSON body and answer of every operation is a reference to a named schema', () => {
    const inline: string[] = [];
    for (const { path, method, op } of operations()) {
      const media = [
        ['body', op.requestBody],
        ...Object.entries(op.responses).map(([code, r]) => [code, r] as const),
      ] as const;
      for (const [where, m] of media) {
        const schema = m?.content?.['application/json']?.schema;
        if (!schema) continue;
        const ref = typeof schema.$ref === 'string' ? schema.$ref : '';
        const name = ref.replace('#/components/schemas/', '');
        if (!ref.startsWith('#/components/schemas/') || !(name in doc.components.schemas))
          inline.push(`${method} ${path} ${where}`);
      }
    }
    expect(inline).toEqual([]);
    // Named schemas inside others are references too: no $id is left anywhere.
    expect(JSON.stringify(doc)).not.toContain('"$id"');
    expect(doc.components.schemas.AuthResponse).toMatchObject({
      properties: { user: { $ref: '#/components/schemas/User' } },
    });
  });

  it('gives every operation its summary and security', () => {
    const seen = operations().map(({ path, method, op }) => {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      expect(OPERATIONS[key], key).toBeDefined();
      expect(op.summary).toBe(OPERATIONS[key]!.summary);
      expect(op.security).toEqual(SECURITY[OPERATIONS[key]!.auth]);
      return key;
    });
    expect(seen.sort()).toEqual(Object.keys(OPERATIONS).sort());
  });

  it('refuses a named schema it does not know, so none goes in inline', () => {
    const known = new Set(['User']);
    const schema = { response: { 200: { $id: 'Stray', type: 'object' } } };
    expect(() => byReference(schema, known)).toThrow(/Stray/);
    expect(byReference({ body: { $id: 'User', type: 'object' } }, known)).toEqual({
      body: { $ref: 'User#' },
    });
  });

  it('serves /api/docs: HTML from our origin with the operations, the schemas and a strict CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toBe(DOCS_CSP);
    expect(DOCS_CSP).toMatch(/default-src 'none'/);
    expect(DOCS_CSP).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    for (const landmark of ['<header>', '<nav aria-label="Contents">', '<main>', '<h1>'])
      expect(html).toContain(landmark);
    // No script, no inline style, nothing from another origin.
    expect(html).not.toMatch(/<script|style=|<style|https?:\/\//);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/style.css">');
    expect(html).toContain('<h2 id="tag-user">user</h2>');
    expect(html).toContain(
      '<span class="method method-post">POST</span> <code>/api/user/signup</code>',
    );
    expect(html).toContain('Create an account and sign in');
    expect(html).toContain('<a href="#schema-SignupRequest"><code>SignupRequest</code></a>');
    for (const name of ENTITIES) expect(html, name).toContain(`id="schema-${name}"`);
    expect(html).toContain('The bearer access token');
    const css = await t.app.inject({ method: 'GET', url: '/api/docs/style.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.operation');
  });
});
