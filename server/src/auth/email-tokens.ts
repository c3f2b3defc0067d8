import type { EmailTokensRepository } from '../repositories/email-tokens.ts';
import { randomToken, sha256 } from './tokens.ts';

/** Verification links live 24 h, reset links 1 h (docs/api.md#server-rules). */
export const EMAIL_TOKEN_TTL_MS = { verify: 24 * 3600_000, reset: 3600_000 } as const;
type Purpose = keyof typeof EMAIL_TOKEN_TTL_MS;

export function emailTokens(repo: EmailTokensRepository, now: () => number) {
  return {
    async create(userId: string, purpose: Purpose): Promise<string> {
      const token = randomToken();
      const t = now();
      // A newer link of the same kind replaces the older ones: only the latest mail works.
      await repo.replace({
        token_hash: sha256(token),
        user_id: userId,
        purpose,
        created_at: t,
        expires_at: t + EMAIL_TOKEN_TTL_MS[purpose],
        used_at: null,
      });
      return token;
    },
    /** Single use: the repository's claim is one atomic UPDATE; null when it lost or never existed. */
    async claim(token: string, purpose: Purpose): Promise<string | null> {
      return repo.claim(sha256(token), purpose, now());
    },
  };
}
export type EmailTokens = ReturnType<typeof emailTokens>;
