import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export interface SignInRow {
  id: string;
  created_at: number;
  last_used_at: number | null;
  user_agent: string | null;
}

/** Revokes at `t` the token families not revoked yet; the caller narrows it to a user or a family. */
export function revokeLiveFamilies(db: Kysely<Database>, t: number) {
  return db.updateTable('token_families').set({ revoked_at: t }).where('revoked_at', 'is', null);
}

/**
 * The family was made under its account's current credentials version (docs/api.md#sign-ins): a
 * change of password or owner bumps the account's version and every older sign-in is dead, even
 * one a login created after the change (its version was read with the old hash).
 */
export const currentVersion = (eb: ExpressionBuilder<Database, 'token_families'>) =>
  eb(
    'token_families.credentials_version',
    '=',
    eb
      .selectFrom('users')
      .select('users.credentials_version')
      .whereRef('users.id', '=', 'token_families.user_id'),
  );

/** The account's sign-ins (token families) as the account page lists and ends them (auth/sign-ins.ts). */
export function signInsRepository(db: Kysely<Database>) {
  return {
    /** The user's families neither revoked nor created before `since`, last used first. */
    async listLive(userId: string, since: number): Promise<SignInRow[]> {
      return db
        .selectFrom('token_families')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .where('created_at', '>', since)
        .where(currentVersion)
        .select(['id', 'created_at', 'last_used_at', 'user_agent'])
        .orderBy('last_used_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Revokes one of the user's live families at `t`; false when it has none by that id. */
    async end(userId: string, id: string, t: number): Promise<boolean> {
      const r = await revokeLiveFamilies(db, t)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Revokes every live family of the user but `keep` at `t`; resolves with how many. */
    async endOthers(userId: string, keep: string, t: number): Promise<number> {
      const r = await revokeLiveFamilies(db, t)
        .where('user_id', '=', userId)
        .where('id', '!=', keep)
        .executeTakeFirst();
      return Number(r.numUpdatedRows);
    },

    /** When the user's sign-in `id` was made (its family's created_at); null when it has none. */
    async startedAt(userId: string, id: string): Promise<number | null> {
      const r = await db
        .selectFrom('token_families')
        .select('created_at')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return r ? Number(r.created_at) : null;
    },

    /** The family of a refresh token by its hash, used or not. */
    async familyOf(hash: string): Promise<string | null> {
      const r = await db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      return r?.family_id ?? null;
    },
  };
}
export type SignInsRepository = ReturnType<typeof signInsRepository>;
