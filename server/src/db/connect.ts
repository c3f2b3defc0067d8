import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { migrateToLatest } from './migrations.ts';
import { CurrentSchemaPostgresDialect } from './pg-introspector.ts';
import type { Dialect } from './schema.ts';

export interface Db {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL schema the tables live in (search_path) */
  schema?: string;
  close(): Promise<void>;
}

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//i.test(url);

/** node-pg returns int8/numeric as strings to be safe; our bigints are epoch ms and counts, well inside 2^53. */
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format as 'text');
  },
} as pg.CustomTypesConfig;

async function openPostgres(url: string): Promise<Db> {
  const parsed = new URL(url);
  // ?schema=name isolates one deployment (or one test run) inside a shared database.
  const schema = parsed.searchParams.get('schema');
  parsed.searchParams.delete('schema');
  if (schema && !/^[a-z_][a-z0-9_]*$/i.test(schema))
    throw new Error(`invalid schema name "${schema}"`);
  if (schema) {
    const admin = new pg.Client({ connectionString: parsed.toString() });
    await admin.connect();
    await admin.query(`create schema if not exists "${schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: 10,
    types: pgTypes,
    // A database that hangs instead of refusing still answers fast: requests get a 503, not a wait.
    connectionTimeoutMillis: 5000,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // An idle pooled connection that the server drops (restart, failover) emits 'error' on the pool;
  // unhandled, it would kill the process. The pool discards that client and connects anew on the
  // next query, so there is nothing to do here: queries in flight fail on their own (-> 503).
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }) });
  // Kysely's migrator looks for its own tables across all schemas unless told which one is ours.
  const current = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return {
    db,
    dialect: 'postgres',
    schema: current.rows[0]?.schema ?? 'public',
    close: () => db.destroy(),
  };
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing was ~9% of the server's CPU under the
 * data-point load (bench/server.bench.mjs). Our queries come from a few builders, so their SQL
 * repeats: keep the prepared statements, bounded. better-sqlite3 is synchronous and the driver runs
 * one query at a time, so a statement is never used by two queries at once.
 */
function cachingStatements(sqlite: SqliteDatabase.Database, max = 256) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (!stmt) {
        stmt = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value as string);
        cache.set(sql, stmt);
      }
      return stmt;
    },
  };
}

function openSqlite(url: string): Db {
  const path = url.startsWith('sqlite:') ? url.replace(/^sqlite:(\/\/)?/, '') : url;
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  // WAL + NORMAL: a commit survives a killed process (the WAL is in the OS cache); only a power cut can
  // drop the last commits. FULL fsyncs every commit and caps data-point writes at the disk's fsync rate.
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: cachingStatements(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Opens DATABASE_URL (file path, sqlite: URL or postgres:// URL) and brings its schema up to date. */
export async function openDatabase(url: string): Promise<Db> {
  const handle = isPostgresUrl(url) ? await openPostgres(url) : openSqlite(url);
  await migrateToLatest(handle.db as Kysely<unknown>, handle.dialect, handle.schema);
  return handle;
}
