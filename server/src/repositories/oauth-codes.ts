import type { Kysely, Selectable } from 'kysely';
import type { Database, OauthCodesTable } from '../db/schema.ts';

/** A code is redeemed within 60 s or never (docs/api.md#authentication). */
export const CODE_TTL_MS = 60_000;

/** One-time codes of finished provider sign-ins, stored by their SHA-256. */
export function oauthCodesRepository(db: Kysely<Database>, now: () => number) {
  return {
    /** Stores a code, and drops the ones that expired. */
    async create(row: Omit<OauthCodesTable, 'created_at'>): Promise<void> {
      const t = now();
      await db
        .deleteFrom('oauth_codes')
        .where('created_at', '<', t - CODE_TTL_MS)
        .execute();
      await db
        .insertInto('oauth_codes')
        .values({ ...row, created_at: t })
        .execute();
    },
    /** Takes the code at once (one DELETE ... RETURNING): a second redemption finds nothing. */
    async consume(hash: string): Promise<Selectable<OauthCodesTable> | undefined> {
      return db
        .deleteFrom('oauth_codes')
        .where('code_hash', '=', hash)
        .where('created_at', '>', now() - CODE_TTL_MS)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
export type OauthCodesRepository = ReturnType<typeof oauthCodesRepository>;
