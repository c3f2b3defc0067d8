import type { CreateTableBuilder, Kysely } from 'kysely';

// Column groups the migrations repeat, for `.$call(...)` on a table being created. Each adds the
// same columns, in the same order, as the calls it replaced: the DDL a migration emits is unchanged.
type Table = CreateTableBuilder<string, string>;

/** Required (NOT NULL) columns of one type, in the order given. */
export const required =
  (type: 'text' | 'integer' | 'bigint' | 'double precision', ...names: string[]) =>
  (table: Table): Table =>
    names.reduce((t, name) => t.addColumn(name, type, (c) => c.notNull()), table);

/** `user_id`: the owning account, required, and deleted with it. */
export const ownedByUser = (table: Table): Table =>
  table.addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));

/** A single-use link or token: when it was made, when it expires, when it was used (if ever). */
export const singleUse = (table: Table): Table =>
  table.$call(required('bigint', 'created_at', 'expires_at')).addColumn('used_at', 'bigint');

/** A plain (non-unique) index. */
export async function index(db: Kysely<unknown>, name: string, table: string, columns: string[]) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** A new table whose first column is its text primary key. */
export const keyedTable = (db: Kysely<unknown>, name: string, key: string) =>
  db.schema.createTable(name).addColumn(key, 'text', (c) => c.primaryKey());
