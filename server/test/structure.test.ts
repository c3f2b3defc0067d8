import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import tokens from '../src/plugins/app/tokens.ts';
import { type TestApp, startApp } from './support/harness.ts';
import { dbTargets } from './support/targets.ts';

// The server's structure: services are named fastify plugins, data goes through repositories, and
// the routes hold no SQL.
const ROUTES = new URL('../src/routes/', import.meta.url).pathname;
const SQL = /\b(selectFrom|insertInto|updateTable|deleteFrom|executeQuery)\b|\bsql`|\.db\b/;
// Plugins hand `app.db` to repositories; nothing outside repositories/ and db/ builds a query.
const SRC = new URL('../src/', import.meta.url).pathname;
const QUERY =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|executeQuery|preparedQuery)\b|\bsql`|\.transaction\(\)/;

const PLUGINS = [
  'database',
  'tokens',
  'mailer',
  'data-point-writer',
  'repositories',
  'sessions-facade',
  'mail-tokens',
  'services',
];

describe('server structure', () => {
  it('route files hold no SQL and never touch the database handle', () => {
    const files = readdirSync(ROUTES).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.filter((f) => SQL.test(readFileSync(join(ROUTES, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('every query lives in repositories/ (db/ holds only the schema and the connection)', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !/^(repositories|db)\//.test(f),
    );
    expect(files.length).toBeGreaterThan(40);
    const offenders = files.filter((f) => QUERY.test(readFileSync(join(SRC, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('a named plugin refuses to start without the plugin it depends on', async () => {
    const bare = Fastify({ logger: false });
    await expect(bare.register(tokens)).rejects.toThrow(/database/);
    await bare.close();
  });
});

const [sqlite] = await dbTargets();
describe('the built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp(sqlite!);
  });
  afterAll(() => t.close());

  it('registers every service as a named plugin, decorating the whole app', () => {
    for (const name of PLUGINS) expect(t.app.hasPlugin(name), name).toBe(true);
    expect(typeof t.app.usersRepository.findByEmail).toBe('function');
    expect(typeof t.app.sessionsFacade.findOwned).toBe('function');
    expect(typeof t.app.sessionsFacade.history).toBe('function');
    // The aggregate that tests and tools use is the same objects.
    expect(t.app.services.db).toBe(t.app.db);
    expect(t.app.services.mailer).toBe(t.app.mailer);
  });
});
