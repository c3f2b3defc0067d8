import type { Kysely } from 'kysely';
import type { Database, SetupsTable } from '../db/schema.ts';
import { isUniqueViolation } from '../db/unavailable.ts';

/** Saved setups (docs/api.md#setups), one row per (user, name); they cascade with the user. */
export function setupsRepository(db: Kysely<Database>) {
  return {
    async list(userId: string): Promise<SetupsTable[]> {
      return db
        .selectFrom('setups')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('name')
        .execute();
    },
    async find(userId: string, name: string): Promise<SetupsTable | undefined> {
      return db
        .selectFrom('setups')
        .selectAll()
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst();
    },
    async count(userId: string): Promise<number> {
      const r = await db
        .selectFrom('setups')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** false when the name was taken meanwhile (two PUTs racing): the primary key settles it. */
    async insert(row: SetupsTable): Promise<boolean> {
      const r = await db
        .insertInto('setups')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'name']).doNothing())
        .executeTakeFirst();
      return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    async replace(userId: string, name: string, baseline: string, now: number): Promise<void> {
      await db
        .updateTable('setups')
        .set({ baseline, updated_at: now })
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .execute();
    },
    /** false when `to` was taken meanwhile (a rename racing a save): the primary key settles it. */
    async rename(userId: string, from: string, to: string, now: number): Promise<boolean> {
      try {
        await db
          .updateTable('setups')
          .set({ name: to, updated_at: now })
          .where('user_id', '=', userId)
          .where('name', '=', from)
          .execute();
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
    async remove(userId: string, name: string): Promise<boolean> {
      const r = await db
        .deleteFrom('setups')
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}
export type SetupsRepository = ReturnType<typeof setupsRepository>;
