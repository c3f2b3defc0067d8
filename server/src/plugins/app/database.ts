import { type Kysely, sql } from 'kysely';
import { type Db, openDatabase } from '../../db/connect.ts';
import type { Dialect } from '../../db/migrations.ts';
import type { Database } from '../../db/schema.ts';
import { namedPlugin } from '../named.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kysely on SQLite or PostgreSQL; only repositories and services query it, never routes */
    db: Kysely<Database>;
    dialect: Dialect;
    /** true when the database answers a trivial query (GET /api/health) */
    databaseAnswers(): Promise<boolean>;
  }
}

/** Opens DATABASE_URL (migrated on open), or uses an already open database, which it then leaves open. */
export default namedPlugin<{ db?: Db }>({ name: 'database' }, async (app, opts) => {
  const handle = opts.db ?? (await openDatabase(app.config.databaseUrl));
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('databaseAnswers', async () => {
    try {
      await sql`select 1`.execute(handle.db);
      return true;
    } catch {
      return false;
    }
  });
  if (!opts.db) app.addHook('onClose', () => handle.close());
});
