import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/**
 * The pruner's deletes (services/pruner.ts), one statement per table, each resolving with how many
 * rows went. Same SQL on SQLite and PostgreSQL.
 */
export function pruningRepository(db: Kysely<Database>) {
  return {
    /** refresh tokens expired before `t` */
    async refreshTokens(t: number): Promise<number> {
      return n(
        await db.deleteFrom('refresh_tokens').where('expires_at', '<', t).executeTakeFirst(),
      );
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
      return n(
        await db
          .deleteFrom('oauth_states')
          .where('created_at', '<', createdBefore)
          .executeTakeFirst(),
      );
    },

    async outbox(createdBefore: number): Promise<number> {
      return n(
        await db.deleteFrom('outbox').where('created_at', '<', createdBefore).executeTakeFirst(),
      );
    },

    async analyticsEvents(receivedBefore: number): Promise<number> {
      return n(
        await db
          .deleteFrom('analytics_events')
          .where('received_at', '<', receivedBefore)
          .executeTakeFirst(),
      );
    },
  };
}
export type PruningRepository = ReturnType<typeof pruningRepository>;
