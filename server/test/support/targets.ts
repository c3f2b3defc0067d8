import { randomBytes } from 'node:crypto';
import { userInfo } from 'node:os';
import { Redis } from 'ioredis';
import pg from 'pg';

/** Where the suite runs: always SQLite, and PostgreSQL when it answers (both in CI: .ci/run starts PostgreSQL). */
export interface DbTarget {
  name: 'sqlite' | 'postgres';
  /** a fresh database URL per call, so parallel files and runs never share tables */
  freshUrl(dir: string): string;
  dispose(url: string): Promise<void>;
}

// Trust auth: the role is the OS user (root here; `psql -h 127.0.0.1 -d test -c 'select current_user'`).
export const PG_URL =
  process.env.TEST_PG_URL ??
  `postgres://${encodeURIComponent(userInfo().username)}@127.0.0.1:5432/test`;

const sqlite: DbTarget = {
  name: 'sqlite',
  freshUrl: (dir) => `${dir}/posture-${randomBytes(4).toString('hex')}.db`,
  dispose: async () => {},
};

const postgres: DbTarget = {
  name: 'postgres',
  freshUrl: () => `${PG_URL}?schema=t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`,
  async dispose(url) {
    const schema = new URL(url).searchParams.get('schema');
    const client = new pg.Client({ connectionString: PG_URL });
    await client.connect();
    await client.query(`drop schema if exists "${schema}" cascade`);
    await client.end();
  },
};

async function pgReachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return (err as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

let cached: Promise<DbTarget[]> | null = null;

/** SQLite always; PostgreSQL too, or a printed reason why this run is SQLite only (never a silent skip). */
export function dbTargets(): Promise<DbTarget[]> {
  cached ??= pgReachable().then((reason) => {
    if (reason === null) return [sqlite, postgres];
    console.warn(
      `[server tests] PostgreSQL at ${PG_URL} is unreachable (${reason}); running on SQLite only.`,
    );
    return [sqlite];
  });
  return cached;
}

/** Why the shared Redis (127.0.0.1:6379) cannot be used, or null when it answers. */
export async function redisReason(): Promise<string | null> {
  const r = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  try {
    await r.connect();
    await r.ping();
    return null;
  } catch (err) {
    return (err as Error).message || 'connection failed';
  } finally {
    r.disconnect();
  }
}
