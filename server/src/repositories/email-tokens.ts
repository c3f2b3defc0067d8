import type { Kysely } from 'kysely';
import type { Database, EmailTokensTable } from '../db/schema.ts';

/** Single-use verification and reset tokens, stored hashed (auth/email-tokens.ts). */
export function emailTokensRepository(db: Kysely<Database>) {
  return {
    /** Stores a token and drops the unused ones of the same user and purpose: only the latest works. */
    async replace(row: EmailTokensTable): Promise<void> {
      await db
        .deleteFrom('email_tokens')
        .where('user_id', '=', row.user_id)
        .where('purpose', '=', row.purpose)
        .where('used_at', 'is', null)
        .execute();
      await db.insertInto('email_tokens').values(row).execute();
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
