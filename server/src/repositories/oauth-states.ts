import type { Kysely, Selectable } from 'kysely';
import type { Database, OauthStatesTable } from '../db/schema.ts';

/** A state works for one callback only, and only for 10 minutes. */
export const STATE_TTL_MS = 10 * 60_000;

/** PKCE verifier, nonce and mode of pending OpenID Connect sign-ins, keyed by their state. */
export function oauthStatesRepository(db: Kysely<Database>, now: () => number) {
  return {
    /** Stores a pending sign-in, and drops the ones that expired. */
    async create(row: Omit<OauthStatesTable, 'created_at'>): Promise<void> {
      const t = now();
      await db
        .deleteFrom('oauth_states')
        .where('created_at', '<', t - STATE_TTL_MS)
        .execute();
      await db
        .insertInto('oauth_states')
        .values({ ...row, created_at: t })
        .execute();
    },
    /** Takes the pending sign-in of `state` at once: a replayed callback finds nothing. */
    async consume(state: string): Promise<Selectable<OauthStatesTable> | undefined> {
      return db
        .deleteFrom('oauth_states')
        .where('state', '=', state)
        .where('created_at', '>', now() - STATE_TTL_MS)
        .returningAll()
        .executeTakeFirst();
    },
  };
}
export type OauthStatesRepository = ReturnType<typeof oauthStatesRepository>;
