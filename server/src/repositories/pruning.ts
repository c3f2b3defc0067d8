import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** The tables pruned by age alone, each by its time column. */
const AGED = {
  refresh_tokens: 'expires_at',
  oauth_states: 'created_at',
  oauth_codes: 'created_at',
  outbox: 'created_at',
  analytics_events: 'received_at',
} as const;

/**
 * The pruner's deletes (services/pruner.ts), one statement per table, each resolving with how many
 * rows went. Same SQL on SQLite and PostgreSQL.
 */
export function pruningRepository(db: Kysely<Database>) {
  /** Deletes the rows of `table` whose time column is before `t`; resolves with how many. */
  const deleteBefore = async (table: keyof typeof AGED, t: number) =>
    n(await db.deleteFrom(table).where(sql.ref(AGED[table]), '<', t).executeTakeFirst());

  return {
    /** refresh tokens expired before `t` */
    async refreshTokens(t: number): Promise<number> {
      return deleteBefore('refresh_tokens', t);
    },

    /** families revoked before `revokedBefore`, and (when given) created before `createdBefore` */
    async tokenFamilies(revokedBefore: number, createdBefore: number | null): Promise<number> {
      return n(
        await db
          .deleteFrom('token_families')
          .where((eb) =>
            eb.or([
              eb('revoked_at', '<', revokedBefore),
              ...(createdBefore !== null ? [eb('created_at', '<', createdBefore)] : []),
            ]),
          )
          .executeTakeFirst(),
      );
    },

    /** e-mail tokens used, or expired before `t` */
    async emailTokens(t: number): Promise<number> {
      return n(
        await db
          .deleteFrom('email_tokens')
          .where((eb) => eb.or([eb('expires_at', '<', t), eb('used_at', 'is not', null)]))
          .executeTakeFirst(),
      );
    },

    async oauthStates(createdBefore: number): Promise<number> {
      return deleteBefore('oauth_states', createdBefore);
    },

    /** one-time sign-in codes never redeemed (routes/oauth-exchange.ts) */
    async oauthCodes(createdBefore: number): Promise<number> {
      return deleteBefore('oauth_codes', createdBefore);
    },

    async outbox(createdBefore: number): Promise<number> {
      return deleteBefore('outbox', createdBefore);
    },

    async analyticsEvents(receivedBefore: number): Promise<number> {
      return deleteBefore('analytics_events', receivedBefore);
    },
  };
}
export type PruningRepository = ReturnType<typeof pruningRepository>;
