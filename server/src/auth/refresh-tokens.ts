import type { Kysely } from 'kysely';
import { preparedQuery } from '../db/prepared.ts';
import type { Database } from '../db/schema.ts';
import { userAgentOf } from './sign-ins.ts';
import { openSuccessor, sealSuccessor } from './successor-box.ts';
import { REFRESH_TTL_S, newId, randomToken, sha256 } from './tokens.ts';

/** A chain longer than this inside one grace interval is not followed (it would be a loop or abuse). */
const MAX_HOPS = 16;

/** On success, endsAt is when the sign-in ends (its absolute lifetime). */
type Rotated = { ok: true; userId: string; familyId: string; token: string; endsAt: number };
export type RotateResult = Rotated | { ok: false; reuse: boolean };

/**
 * Refresh tokens: opaque, stored hashed, one family per sign-in, rotated on every use (docs/api.md#server-rules),
 * with a reuse grace interval of graceMs (REFRESH_REUSE_GRACE_S; 0 turns it off). A sign-in ends
 * maxAgeMs after it began however often it is refreshed (SESSION_MAX_AGE_DAYS): rotation keeps the
 * family, and with it the family's created_at.
 */
export function refreshTokens(
  db: Kysely<Database>,
  now: () => number,
  graceMs: number,
  maxAgeMs: number,
) {
  // Asked on every authenticated request: compiled once (db/prepared.ts).
  const liveFamily = preparedQuery<Database, { id: string }>(db, 3, (d, familyId, userId, since) =>
    d
      .selectFrom('token_families')
      .select('id')
      .where('id', '=', familyId!)
      .where('user_id', '=', userId!)
      .where('revoked_at', 'is', null)
      .where('created_at', '>', since as unknown as number),
  );
  const row = (userId: string, familyId: string, token: string, t: number) => ({
    token_hash: sha256(token),
    family_id: familyId,
    user_id: userId,
    created_at: t,
    expires_at: t + REFRESH_TTL_S * 1000,
    used_at: null,
    successor_box: null,
  });

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .updateTable('token_families')
      .set({ revoked_at: now() })
      .where('id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  /**
   * The claim failed. A token rotated less than graceMs ago (two tabs refreshing at once, issue #12)
   * is answered with the live token at the end of its chain: no new token, no fork, no revocation.
   * Past the interval, presenting a rotated token is reuse and revokes the family, as before.
   */
  async function lostClaim(token: string, hash: string, t: number): Promise<RotateResult> {
    const known = await db
      .selectFrom('refresh_tokens')
      .innerJoin('token_families', 'token_families.id', 'refresh_tokens.family_id')
      .select(['family_id', 'refresh_tokens.user_id', 'used_at', 'successor_box', 'revoked_at'])
      .select('token_families.created_at as started')
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (known?.used_at == null) return { ok: false, reuse: false };
    if (known.revoked_at === null && known.successor_box && t - known.used_at < graceMs) {
      const end = await liveEnd(known.family_id, token, hash, known.successor_box, t);
      if (!end) return { ok: false, reuse: false };
      const endsAt = Number(known.started) + maxAgeMs;
      return { ok: true, userId: known.user_id, familyId: known.family_id, token: end, endsAt };
    }
    await revokeFamily(known.family_id);
    return { ok: false, reuse: true };
  }

  /** Follows the sealed successors from a rotated token to the family's unused one (null if none). */
  async function liveEnd(familyId: string, token: string, hash: string, box: string, t: number) {
    let current = openSuccessor(box, token, hash);
    for (let hop = 0; current !== null && hop < MAX_HOPS; hop++) {
      const h = sha256(current);
      const next = await db
        .selectFrom('refresh_tokens')
        .select(['used_at', 'expires_at', 'successor_box'])
        .where('token_hash', '=', h)
        .where('family_id', '=', familyId)
        .executeTakeFirst();
      if (!next) return null;
      if (next.used_at === null) return next.expires_at > t ? current : null;
      // Rotated after `token`, so still inside its interval; its box is there unless tampered with.
      if (!next.successor_box) return null;
      current = openSuccessor(next.successor_box, current, h);
    }
    return null;
  }

  return {
    async startFamily(
      userId: string,
      userAgent?: string,
    ): Promise<{ familyId: string; token: string }> {
      const familyId = newId();
      await db
        .insertInto('token_families')
        .values({
          id: familyId,
          user_id: userId,
          created_at: now(),
          revoked_at: null,
          user_agent: userAgentOf(userAgent),
          last_used_at: now(),
        })
        .execute();
      const token = randomToken();
      await db
        .insertInto('refresh_tokens')
        .values(row(userId, familyId, token, now()))
        .execute();
      return { familyId, token };
    },

    /**
     * One atomic UPDATE ... RETURNING claims the token, so of N parallel uses exactly one wins; the
     * claim, the sealed successor and the successor's row commit together (a loser waits on the row
     * lock on PostgreSQL, on the single connection on SQLite, and then sees all three).
     * A loser inside the grace interval gets the live end of the chain (lostClaim); any other reuse
     * of a rotated token revokes the whole family, and because validity is checked on the family
     * row, tokens minted by the winner die with it.
     */
    async rotate(token: string, userAgent?: string): Promise<RotateResult> {
      const hash = sha256(token);
      const t = now();
      const successor = randomToken();
      const live = db
        .selectFrom('token_families')
        .select('id')
        .where('revoked_at', 'is', null)
        .where('created_at', '>', t - maxAgeMs);
      const claimed = await db.transaction().execute(async (trx) => {
        const won = await trx
          .updateTable('refresh_tokens')
          .set({
            used_at: t,
            successor_box: graceMs > 0 ? sealSuccessor(successor, token, hash) : null,
          })
          .where('token_hash', '=', hash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', t)
          .where('family_id', 'in', live)
          .returning(['user_id', 'family_id'])
          .executeTakeFirst();
        if (!won) return undefined;
        await trx
          .insertInto('refresh_tokens')
          .values(row(won.user_id, won.family_id, successor, t))
          .execute();
        const ua = userAgentOf(userAgent);
        const family = await trx
          .updateTable('token_families')
          .set({ last_used_at: t, ...(ua ? { user_agent: ua } : {}) })
          .where('id', '=', won.family_id)
          .returning('created_at')
          .executeTakeFirstOrThrow();
        // Boxes whose interval is over are erased: an old token found later opens nothing.
        if (graceMs > 0)
          await trx
            .updateTable('refresh_tokens')
            .set({ successor_box: null })
            .where('family_id', '=', won.family_id)
            .where('used_at', '<=', t - graceMs)
            .where('successor_box', 'is not', null)
            .execute();
        const endsAt = Number(family.created_at) + maxAgeMs;
        return { ok: true as const, userId: won.user_id, familyId: won.family_id, endsAt };
      });
      if (claimed) return { ...claimed, token: successor };
      return lostClaim(token, hash, t);
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
      const { rows } = await liveFamily(db, familyId, userId, now() - maxAgeMs);
      return rows.length > 0;
    },
  };
}
export type RefreshTokens = ReturnType<typeof refreshTokens>;
