import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The refresh-token reuse grace interval (docs/api.md#server-rules) keeps the successor sealed for a few seconds.
export const refreshSuccessorBox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('refresh_tokens').addColumn('successor_box', 'text').execute();
  },
};
