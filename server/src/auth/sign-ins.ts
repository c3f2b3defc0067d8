import type { SignInRow, SignInsRepository } from '../repositories/sign-ins.ts';
import { sha256 } from './tokens.ts';

export type { SignInRow };

/** The longest a User-Agent is kept: enough to name the browser on the account page. */
const UA_MAX = 512;
export const userAgentOf = (ua: string | undefined) => (ua ? ua.slice(0, UA_MAX) : null);

/**
 * The sign-ins of an account as the account page shows them (docs/api.md#sign-ins): one per
 * refresh-token family that is neither ended nor past its absolute lifetime (maxAgeMs).
 */
export function signIns(repo: SignInsRepository, now: () => number, maxAgeMs: number) {
  return {
    async list(userId: string): Promise<SignInRow[]> {
      return repo.listLive(userId, now() - maxAgeMs);
    },

    /** Ends one of the account's sign-ins; false when it has none by that id (or it already ended). */
    async end(userId: string, id: string): Promise<boolean> {
      return repo.end(userId, id, now());
    },

    /** Ends every sign-in of the account but `keep`; resolves with how many ended. */
    async endOthers(userId: string, keep: string): Promise<number> {
      return repo.endOthers(userId, keep, now());
    },

    /** When the sign-in was made (a login, not its refreshes); null when the account has none by that id. */
    async startedAt(userId: string, id: string): Promise<number | null> {
      return repo.startedAt(userId, id);
    },

    /** The sign-in a refresh token belongs to, used or not (logout with an expired access token). */
    async familyOf(token: string): Promise<string | null> {
      return repo.familyOf(sha256(token));
    },
  };
}
export type SignIns = ReturnType<typeof signIns>;
