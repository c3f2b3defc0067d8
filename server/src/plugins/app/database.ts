import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type Db, openDatabase } from '../../db/connect.ts';
import type { Dialect } from '../../db/schema.ts';
import type { Database } from '../../db/schema.ts';
import { databaseAnswers } from '../../repositories/health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kysely on SQLite or PostgreSQL; only repositories (repositories/*.ts) query it */
    db: Kysely<Database>;
    dialect: Dialect;
    /** true when the database answers a trivial query (GET /api/health) */
    databaseAnswers(): Promise<boolean>;
  }
}

/** Opens DATABASE_URL (migrated on open), or uses an already open database, which it then leaves open. */
export default fp<{ db?: Db }>(
  async (app, opts) => {
    const handle = opts.db ?? (await openDatabase(app.config.databaseUrl));
    app.decorate('db', handle.db);
    app.decorate('dialect', handle.dialect);
    app.decorate('databaseAnswers', () => databaseAnswers(handle.db));
    if (!opts.db) app.addHook('onClose', () => handle.close());
  },
  { name: 'database' },
);
