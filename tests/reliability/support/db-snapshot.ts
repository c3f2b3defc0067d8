// A fingerprint of every table, so a test can show that a rejected request changed nothing.
import { createHash } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';

export const TABLES = [
  'users',
  'token_families',
  'refresh_tokens',
  'email_tokens',
  'sessions',
  'data_points',
  'feedback',
  'outbox',
  'oauth_states',
] as const;

/** Rows per table plus a hash of their contents (ordered by every column, so row order does not matter). */
export interface Snapshot {
  counts: Record<string, number>;
  hash: string;
}

function digest(tables: Record<string, unknown[]>): Snapshot {
  const h = createHash('sha256');
  const counts: Record<string, number> = {};
  for (const t of TABLES) {
    const rows = (tables[t] ?? []).map((r) => JSON.stringify(r)).sort();
    counts[t] = rows.length;
    h.update(`${t}:${rows.join('\n')}\n`);
  }
  return { counts, hash: h.digest('hex') };
}

/** Through the app's own Kysely handle (in-process tests, SQLite or PostgreSQL). */
export async function snapshotDb(db: Kysely<unknown>): Promise<Snapshot> {
  const tables: Record<string, unknown[]> = {};
  for (const t of TABLES) tables[t] = (await sql`select * from ${sql.table(t)}`.execute(db)).rows;
  return digest(tables);
}

/** Reads a server process's SQLite file from outside (WAL lets a reader in beside the writer). */
export function snapshotSqliteFile(path: string): Snapshot {
  const db = new SqliteDatabase(path, { readonly: true, fileMustExist: true });
  try {
    const tables: Record<string, unknown[]> = {};
    for (const t of TABLES) tables[t] = db.prepare(`select * from ${t}`).all();
    return digest(tables);
  } finally {
    db.close();
  }
}
