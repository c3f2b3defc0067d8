import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';

/** Marks argument i while the query is compiled; never reaches the database. */
const SLOT = '\u0000posture-prepared-arg:';

/** Anything Kysely can run a compiled query on: the database or a transaction. */
type Executor<DB> = Pick<Kysely<DB>, 'executeQuery'>;

/**
 * A query built and compiled once, then run many times with new arguments. Building and compiling
 * a Kysely query costs more than SQLite takes to run it: on the data-point hot path this was ~14 %
 * of the server's CPU (bench/server.bench.mjs). `build` is called once with placeholder arguments;
 * each call copies the compiled SQL and puts its own arguments where the placeholders were, so the
 * SQL text stays the same and the statement cache in connect.ts reuses the prepared statement.
 *
 * Every argument must reach the query as a bound parameter (a value in where/values/set), not be
 * turned into SQL text (identifiers, `is null`, raw sql); `build` is checked for that on first use.
 */
export function preparedQuery<DB, Row>(
  db: Kysely<DB>,
  arity: number,
  build: (db: Kysely<DB>, ...args: string[]) => Compilable<Row>,
): (executor: Executor<DB>, ...args: unknown[]) => Promise<QueryResult<Row>> {
  let template: { compiled: CompiledQuery<Row>; slots: number[] } | null = null;
  const compile = () => {
    const placeholders = Array.from({ length: arity }, (_, i) => `${SLOT}${i}`);
    const compiled = build(db, ...placeholders).compile();
    const slots = compiled.parameters.map((p) =>
      typeof p === 'string' && p.startsWith(SLOT) ? Number(p.slice(SLOT.length)) : -1,
    );
    for (let i = 0; i < arity; i++)
      if (!slots.includes(i))
        throw new Error(`preparedQuery: argument ${i} is not a bound parameter`);
    if (compiled.sql.includes(SLOT)) throw new Error('preparedQuery: an argument became SQL text');
    return { compiled, slots };
  };
  return async (executor, ...args) => {
    if (args.length !== arity) throw new Error(`preparedQuery: ${arity} arguments expected`);
    template ??= compile();
    const { compiled, slots } = template;
    const parameters = compiled.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return await executor.executeQuery<Row>({ ...compiled, parameters });
  };
}
