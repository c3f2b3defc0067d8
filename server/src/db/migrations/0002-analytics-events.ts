import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Dialect } from '../schema.ts';

// First-party, opt-in product analytics (docs/decisions.md#analytics): anonymous event counts, no user link.
export const analyticsEvents = (dialect: Dialect): Migration => ({
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('analytics_events')
      .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => c.primaryKey())
      .addColumn('event', 'text', (c) => c.notNull())
      .addColumn('method', 'text')
      .addColumn('streak', 'integer')
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('received_at', 'bigint', (c) => c.notNull())
      .execute();
  },
});
