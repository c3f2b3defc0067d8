import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { ownedByUser, required } from './columns.ts';

// Setups (docs/api.md#setups): calibrations saved by name, unique per user, gone with the account.
export const setups: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('setups')
      .$call(ownedByUser)
      .$call(required('text', 'name', 'baseline'))
      .$call(required('bigint', 'created_at', 'updated_at'))
      .addPrimaryKeyConstraint('setups_pk', ['user_id', 'name'])
      .execute();
  },
};
