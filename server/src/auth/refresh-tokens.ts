import type { RefreshTokensRepository } from '../repositories/refresh-tokens.ts';
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
  repo: RefreshTokensRepository,
  now: () => number,
  graceMs: number,
  maxAgeMs: number,
) {
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
    await repo.revokeFamily(familyId, now());
  }

  /**
   * The claim failed. A token rotated less than graceMs ago (two tabs refreshing at once)
   * is answered with the live token at the end of its chain: no new token, no fork, no revocation.
   * Past the interval, presenting a rotated token is reuse and revokes the family, as before.
   */
  async function lostClaim(token: string, hash: string, t: number): Promise<RotateResult> {
    const known = await repo.findWithFamily(hash);
    if (known?.used_at == null) return { ok: false, reuse: false };
    // A family made under an older credentials version is dead: no successor, and not reuse either.
    if (!known.current) return { ok: false, reuse: false };
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
      const next = await repo.findInFamily(h, familyId);
      if (!next) return null;
      if (next.used_at === null) return next.expires_at > t ? current : null;
      // Rotated after `token`, so still inside its interval; its box is there unless tampered with.
      if (!next.successor_box) return null;
      current = openSuccessor(next.successor_box, current, h);
    }
    return null;
  }

  return {
    /**
     * A new sign-in under the credentials version read with the account (docs/api.md#sign-ins);
     * null when the account's version moved on since (a reset or a new owner in between).
     */
    async startFamily(
      user: { id: string; credentials_version: number },
      userAgent?: string,
    ): Promise<{ familyId: string; token: string } | null> {
      const familyId = newId();
      const family = {
        id: familyId,
        user_id: user.id,
        created_at: now(),
        revoked_at: null,
        user_agent: userAgentOf(userAgent),
        last_used_at: now(),
        credentials_version: user.credentials_version,
      };
      const token = randomToken();
      const started = await repo.startFamily(family, row(user.id, familyId, token, now()));
      return started ? { familyId, token } : null;
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
      const claimed = await repo.rotation(async (trx) => {
        const won = await trx.claim({
          hash,
          t,
          successorBox: graceMs > 0 ? sealSuccessor(successor, token, hash) : null,
          liveSince: t - maxAgeMs,
        });
        if (!won) return undefined;
        await trx.insertToken(row(won.user_id, won.family_id, successor, t));
        const started = await trx.touchFamily(won.family_id, t, userAgentOf(userAgent));
        // Boxes whose interval is over are erased: an old token found later opens nothing.
        if (graceMs > 0) await trx.eraseBoxes(won.family_id, t - graceMs);
        const endsAt = started + maxAgeMs;
        return { ok: true as const, userId: won.user_id, familyId: won.family_id, endsAt };
      });
      if (claimed) return { ...claimed, token: successor };
      return lostClaim(token, hash, t);
    },

    revokeFamily,

    async revokeAllForUser(userId: string): Promise<void> {
      await repo.revokeAllForUser(userId, now());
    },

    async isFamilyLive(familyId: string, userId: string): Promise<boolean> {
      return repo.isFamilyLive(familyId, userId, now() - maxAgeMs);
    },
  };
}
export type RefreshTokens = ReturnType<typeof refreshTokens>;
