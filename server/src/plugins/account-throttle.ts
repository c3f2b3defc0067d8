import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureLimit, tooMany } from './rate-limit.ts';

/** How long each attempt on an account past its soft limit waits behind the one before. */
export const SOFT_DELAY_MS = 1000;
/**
 * The longest an attempt waits for its turn. One that would wait longer is answered 429 at once
 * (with Retry-After: when a turn within this frees up), so however many sources guess at an
 * account, its owner's login is never held longer than this: a delay, not a lockout.
 */
export const SOFT_MAX_WAIT_MS = 10_000;

/**
 * The per-account soft limit (docs/api.md#server-rules): failed logins of one account are counted
 * together from every source, and past `softMax` in the window the attempts on that account go
 * one at a time, each SOFT_DELAY_MS after the one before, for SOFT_MAX_WAIT_MS at most, so guesses
 * spread over many sources slow down to one a second and the owner still gets in.
 *
 * Counted as the hard limit is (failureLimit in rate-limit.ts): each attempt first, atomically,
 * and those that did not fail (correct ones, and those refused here unchecked) allowed on top.
 */
export function accountThrottle(
  app: FastifyInstance,
  name: string,
  account: (req: FastifyRequest) => string | undefined,
) {
  const failures = failureLimit(
    app,
    app.config.rateLimit.accountSoftMax,
    (req) => `${name}:acct-soft:${account(req) ?? ''}`,
  );
  // Per account, when the last turn handed out in this instance ends (a queue by time).
  const turns = new Map<string, number>();
  const wait = async (key: string, reply: FastifyReply, req: FastifyRequest) => {
    const now = Date.now();
    const ends = Math.max(now, turns.get(key) ?? 0) + SOFT_DELAY_MS;
    if (ends - now > SOFT_MAX_WAIT_MS) {
      await failures.settled(req); // refused unchecked: not a failure
      // The first turn that would end within the bound frees up this much later.
      throw tooMany(reply, { ttlInSeconds: Math.ceil((ends - SOFT_MAX_WAIT_MS - now) / 1000) });
    }
    turns.set(key, ends);
    await new Promise((done) => setTimeout(done, ends - now));
    if (turns.get(key) === ends) turns.delete(key);
  };
  return {
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      const key = account(req);
      if (!key) return;
      // Counted first, atomically: past the limit (plus the attempts that did not fail) waits.
      const r = await failures.attempt(req);
      if (r.isExceeded) await wait(key, reply, req);
    },
    /** The attempt was correct: it does not count as a failure of this account. */
    succeeded: async (req: FastifyRequest) => {
      if (account(req)) await failures.settled(req);
    },
  };
}

export type AccountThrottle = ReturnType<typeof accountThrottle>;

/**
 * The same soft limit on the password that confirms deleting or exporting the account
 * (services/confirm-account.ts): a stolen token tried against its password from many sources
 * slows down as guesses at its login do. app.ts makes one and hands it to both routes, so they
 * count together (without Redis each limiter keeps its own counts).
 */
export const confirmThrottle = (app: FastifyInstance) =>
  accountThrottle(app, 'confirm', (req) => req.auth?.userId);
