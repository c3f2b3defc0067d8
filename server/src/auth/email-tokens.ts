import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { randomToken, sha256 } from './tokens.ts';

/** Verification links live 24 h, reset links 1 h (docs/api.md#server-rules). */
export const EMAIL_TOKEN_TTL_MS = { verify: 24 * 3600_000, reset: 3600_000 } as const;
type Purpose = keyof typeof EMAIL_TOKEN_TTL_MS;

export function emailTokens(db: Kysely<Database>, now: () => number) {
  return {
    async create(userId: string, purpose: Purpose): Promise<string> {
      const token = randomToken();
      const t = now();
      // A newer link of the same kind replaces the older ones: only the latest mail works.
      await db
        .deleteFrom('email_tokens')
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
      await db
        .insertInto('email_tokens')
        .values({
          token_hash: sha256(token),
          user_id: userId,
          purpose,
          created_at: t,
          expires_at: t + EMAIL_TOKEN_TTL_MS[purpose],
          used_at: null,
        })
        .execute();
      return token;
    },
    /** Single use: one atomic UPDATE ... WHERE unused AND unexpired ... RETURNING; null when it lost or never existed. */
    async claim(token: string, purpose: Purpose): Promise<string | null> {
      const t = now();
      const row = await db
        .updateTable('email_tokens')
        .set({ used_at: t })
        .where('token_hash', '=', sha256(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', t)
        .returning('user_id')
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
  };
}
export type EmailTokens = ReturnType<typeof emailTokens>;
