import {
  type DatabaseIntrospector,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresDialect,
  PostgresIntrospector,
  type TableMetadata,
  sql,
} from 'kysely';

interface ColumnRow {
  table_schema: string;
  table_name: string;
  table_type: string;
  column_name: string | null;
  udt_name: string | null;
  udt_schema: string | null;
  is_nullable: string | null;
  column_default: string | null;
  is_identity: string | null;
}

/**
 * Kysely's PostgreSQL introspector lists the tables of every schema the role can use, calling
 * has_schema_privilege and pg_get_serial_sequence by schema name. A schema dropped while that
 * query runs (another deployment's, or a parallel test file's) makes it fail with "schema … does
 * not exist", and with it our migration. The migrator only asks whether its own tables exist, so
 * this introspector answers for the connection's current schema (search_path) only.
 */
export class CurrentSchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>;
  readonly #all: PostgresIntrospector;

  constructor(db: Kysely<unknown>) {
    this.#db = db;
    this.#all = new PostgresIntrospector(db);
  }

  getSchemas() {
    return this.#all.getSchemas();
  }

  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select t.table_schema, t.table_name, t.table_type, c.column_name, c.udt_name, c.udt_schema,
             c.is_nullable, c.column_default, c.is_identity
        from information_schema.tables t
        left join information_schema.columns c
          on c.table_schema = t.table_schema and c.table_name = t.table_name
       where t.table_schema = current_schema()
       order by t.table_name, c.ordinal_position`.execute(this.#db);
    const tables = new Map<string, TableMetadata>();
    for (const row of rows) {
      if (!options.withInternalKyselyTables && row.table_name.startsWith('kysely_')) continue;
      let table = tables.get(row.table_name);
      if (!table) {
        table = {
          name: row.table_name,
          schema: row.table_schema,
          isView: row.table_type === 'VIEW',
          isForeign: row.table_type === 'FOREIGN',
          columns: [],
        };
        tables.set(row.table_name, table);
      }
      if (row.column_name === null) continue;
      table.columns.push({
        name: row.column_name,
        dataType: row.udt_name ?? '',
        dataTypeSchema: row.udt_schema ?? undefined,
        isNullable: row.is_nullable === 'YES',
        hasDefaultValue: row.column_default !== null,
        isAutoIncrementing:
          row.is_identity === 'YES' || (row.column_default ?? '').startsWith('nextval('),
      });
    }
    return [...tables.values()];
  }
}

/** PostgresDialect whose introspector sees the current schema only (see CurrentSchemaIntrospector). */
export class CurrentSchemaPostgresDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new CurrentSchemaIntrospector(db);
  }
}
