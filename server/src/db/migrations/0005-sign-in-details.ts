import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Sign-ins the account page lists (docs/api.md#sign-ins): the browser that holds each one and
// when it was last used. A family's created_at is the start of its absolute lifetime.
export const signInDetails: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('token_families').addColumn('user_agent', 'text').execute();
    await db.schema.alterTable('token_families').addColumn('last_used_at', 'bigint').execute();
  },
};
