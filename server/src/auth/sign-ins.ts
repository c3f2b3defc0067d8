import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { sha256 } from './tokens.ts';

/** The longest a User-Agent is kept: enough to name the browser on the account page. */
const UA_MAX = 512;
export const userAgentOf = (ua: string | undefined) => (ua ? ua.slice(0, UA_MAX) : null);

export interface SignInRow {
  id: string;
  created_at: number;
  last_used_at: number | null;
  user_agent: string | null;
}

/**
 * The sign-ins of an account as the account page shows them (docs/api.md#sign-ins): one per
 * refresh-token family that is neither ended nor past its absolute lifetime (maxAgeMs).
 */
export function signIns(db: Kysely<Database>, now: () => number, maxAgeMs: number) {
  const live = (userId: string) =>
    db
      .selectFrom('token_families')
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('created_at', '>', now() - maxAgeMs);
  return {
    async list(userId: string): Promise<SignInRow[]> {
      return live(userId)
        .select(['id', 'created_at', 'last_used_at', 'user_agent'])
        .orderBy('last_used_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Ends one of the account's sign-ins; false when it has none by that id (or it already ended). */
    async end(userId: string, id: string): Promise<boolean> {
      const r = await db
        .updateTable('token_families')
        .set({ revoked_at: now() })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Ends every sign-in of the account but `keep`; resolves with how many ended. */
    async endOthers(userId: string, keep: string): Promise<number> {
      const r = await db
        .updateTable('token_families')
        .set({ revoked_at: now() })
        .where('user_id', '=', userId)
        .where('id', '!=', keep)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** The sign-in a refresh token belongs to, used or not (logout with an expired access token). */
    async familyOf(token: string): Promise<string | null> {
      const r = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', sha256(token))
        .executeTakeFirst();
      return r?.family_id ?? null;
    },
  };
}
export type SignIns = ReturnType<typeof signIns>;
