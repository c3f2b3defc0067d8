import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// One-time codes of finished OpenID Connect sign-ins (docs/api.md#authentication): the callback
// page redeems one with the browser's PKCE verifier instead of reading tokens from its URL.
export const oauthCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('oauth_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('credentials_version', 'integer', (c) => c.notNull())
      .addColumn('challenge', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
  },
};
