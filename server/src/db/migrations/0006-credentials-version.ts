import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// The credentials version (ASP.NET Identity's security stamp, docs/api.md#sign-ins): bumped with
// every change of password or owner; a sign-in carries the version it was made under and lives
// only while the account's version is still that one.
export const credentialsVersion: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('credentials_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('token_families')
      .addColumn('credentials_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
