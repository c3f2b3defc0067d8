import type { Kysely } from 'kysely';
import type { Database, EmailTokensTable } from '../db/schema.ts';

/** Single-use verification and reset tokens, stored hashed (auth/email-tokens.ts). */
export function emailTokensRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a token and drops the unused ones of the same user and purpose: only the latest works.
     * One transaction that first writes the user's row: on PostgreSQL that row lock queues parallel
     * replacements (each then deletes the one before), so two requests never leave two live links.
     */
    async replace(row: EmailTokensTable): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', row.user_id)
          .execute();
        await trx
          .deleteFrom('email_tokens')
          .where('user_id', '=', row.user_id)
          .where('purpose', '=', row.purpose)
          .where('used_at', 'is', null)
          .execute();
        await trx.insertInto('email_tokens').values(row).execute();
      });
    },

    /** One atomic UPDATE ... WHERE unused AND unexpired ... RETURNING; null when it lost or never existed. */
    async claim(
      hash: string,
      purpose: EmailTokensTable['purpose'],
      t: number,
    ): Promise<string | null> {
      const row = await db
        .updateTable('email_tokens')
        .set({ used_at: t })
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', t)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}
export type EmailTokensRepository = ReturnType<typeof emailTokensRepository>;
