import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.ts';

/** true when the database answers a trivial query (GET /api/health) */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
