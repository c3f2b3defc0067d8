// Migrating one PostgreSQL schema while other schemas of the same database come and go (another
// deployment's, a parallel test file's): Kysely's stock introspector lists every schema's tables by
// name and fails with "schema … does not exist" when one is dropped under it ("relation … does not
// exist" when the drop lands between its queries); the server's dialect looks at its own schema
// only (server/src/db/pg-introspector.ts, docs/testing.md#unit-workers).
import { Kysely, PostgresDialect, PostgresIntrospector } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/connect.ts';
import { dbTargets, PG_URL } from './support/targets.ts';

const postgres = (await dbTargets()).find((t) => t.name === 'postgres');
if (!postgres) console.warn('[pg-schema-race] PostgreSQL unreachable: these tests do not run.');

/** Creates and drops schemas with serial columns until stopped. */
function churnSchemas(workers: number) {
  const admin = new pg.Pool({ connectionString: PG_URL, max: workers });
  let stop = false;
  const tag = `churn_${process.pid}_${Date.now().toString(36)}`;
  const loops = Array.from({ length: workers }, async (_, k) => {
    for (let i = 0; !stop; i++) {
      const s = `${tag}_${k}_${i}`;
      await admin.query(`create schema ${s}; create table ${s}.a (id serial primary key, b text)`);
      await admin.query(`drop schema ${s} cascade`);
    }
  });
  return async () => {
    stop = true;
    await Promise.all(loops);
    await admin.end();
  };
}

describe.runIf(postgres)('migrating beside schemas that come and go (PostgreSQL)', () => {
  it('the stock introspector fails under the churn, so this test can see the race', async () => {
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: PG_URL, max: 2 }) }),
    });
    const stop = churnSchemas(3);
    let error: unknown = null;
    const until = Date.now() + 15_000;
    try {
      while (!error && Date.now() < until) {
        await new PostgresIntrospector(db)
          .getTables({ withInternalKyselyTables: true })
          .catch((err: unknown) => (error = err));
      }
    } finally {
      await stop();
      await db.destroy();
    }
    // Ours, or a parallel test file's (t_…, support/targets.ts) dropped under it first: the same race.
    expect(String(error)).toMatch(/(schema|relation) "(churn|t)_[^"]*" does not exist/);
  }, 30_000);

  it('the server migrates fresh schemas through the same churn', async () => {
    const stop = churnSchemas(3);
    const failures: string[] = [];
    const urls: string[] = [];
    try {
      for (let round = 0; round < 12; round++) {
        const url = postgres!.freshUrl('');
        urls.push(url);
        const handle = await openDatabase(url).catch((err: unknown) => {
          failures.push(String(err));
          return null;
        });
        await handle?.close();
      }
    } finally {
      await stop();
      for (const url of urls) await postgres!.dispose(url);
    }
    expect(failures).toEqual([]);
  }, 60_000);
});
