import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Setups (docs/api.md#setups): calibrations saved by name, unique per user, gone with the account.
export const setups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('setups')
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('baseline', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('setups_pk', ['user_id', 'name'])
      .execute();
  },
};
