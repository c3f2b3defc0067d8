import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { REFRESH_TTL_S, newId, randomToken, sha256 } from './tokens.ts';

export type RotateResult =
  { ok: true; userId: string; familyId: string; token: string } | { ok: false; reuse: boolean };

/** Refresh tokens: opaque, stored hashed, one family per sign-in, rotated on every use (DESIGN §4). */
export function refreshTokens(db: Kysely<Database>, now: () => number) {
  // Asked on every authenticated request: compiled once (db/prepared.ts).
  const liveFamily = preparedQuery<Database, { id: string }>(db, 2, (d, familyId, userId) =>
    d
      .selectFrom('token_families')
      .select('id')
      .where('id', '=', familyId!)
      .where('user_id', '=', userId!)
      .where('revoked_at', 'is', null),
  );
  async function insert(userId: string, familyId: string): Promise<string> {
    const token = randomToken();
    const t = now();
    await db
      .insertInto('refresh_tokens')
      .values({
        token_hash: sha256(token),
        family_id: familyId,
        user_id: userId,
        created_at: t,
        expires_at: t + REFRESH_TTL_S * 1000,
        used_at: null,
      })
      .execute();
    return token;
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .updateTable('token_families')
      .set({ revoked_at: now() })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    async startFamily(userId: string): Promise<{ familyId: string; token: string }> {
      const familyId = newId();
      await db
        .insertInto('token_families')
        .values({ id: familyId, user_id: userId, created_at: now(), revoked_at: null })
        .execute();
      return { familyId, token: await insert(userId, familyId) };
    },

    /**
     * One atomic UPDATE ... RETURNING claims the token, so of N parallel uses exactly one wins.
     * Presenting a token that was already rotated is reuse: the whole family is revoked, and because
     * validity is checked on the family row, tokens minted by the winner die with it.
     */
    async rotate(token: string): Promise<RotateResult> {
      const hash = sha256(token);
      const t = now();
      const live = db.selectFrom('token_families').select('id').where('revoked_at', 'is', null);
      const claimed = await db
        .updateTable('refresh_tokens')
        .set({ used_at: t })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', t)
        .where('family_id', 'in', live)
        .returning(['user_id', 'family_id'])
        .executeTakeFirst();
      if (claimed)
        return {
          ok: true,
          userId: claimed.user_id,
          familyId: claimed.family_id,
          token: await insert(claimed.user_id, claimed.family_id),
        };
      const known = await db
        .selectFrom('refresh_tokens')
        .select(['family_id', 'used_at'])
        .where('token_hash', '=', hash)
        .executeTakeFirst();
      if (known?.used_at != null) {
        await revokeFamily(known.family_id);
        return { ok: false, reuse: true };
      }
      return { ok: false, reuse: false };
    },

    revokeFamily,

    async revokeAllForUser(userId: string): Promise<void> {
      await db
        .updateTable('token_families')
        .set({ revoked_at: now() })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async isFamilyLive(familyId: string, userId: string): Promise<boolean> {
      const { rows } = await liveFamily(db, familyId, userId);
      return rows.length > 0;
    },
  };
}
export type RefreshTokens = ReturnType<typeof refreshTokens>;
