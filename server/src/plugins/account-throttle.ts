import type { FastifyInstance, FastifyRequest } from 'fastify';

/** How long each attempt on an account past its soft limit waits behind the one before. */
export const SOFT_DELAY_MS = 1000;

type Checker = (
  req: FastifyRequest,
  opts?: { increment: boolean },
) => Promise<{ remaining?: number }>;

/**
 * The per-account soft limit (docs/api.md#server-rules): failed logins of one account are counted
 * together from every source, and past `softMax` in the window the attempts on that account go
 * one at a time, each SOFT_DELAY_MS after the one before: a delay, never a lockout, so guesses
 * spread over many sources slow down to one a second and the owner still gets in.
 */
export function accountThrottle(
  app: FastifyInstance,
  name: string,
  account: (req: FastifyRequest) => string | undefined,
) {
  const { windowMs, accountSoftMax } = app.config.rateLimit;
  const create = (app as unknown as { createRateLimit: (o: object) => Checker }).createRateLimit;
  const failures = create({
    max: accountSoftMax,
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:acct-fail:${account(req) ?? ''}`,
  });
  // Per account, the tail of its queue of slowed attempts (in this instance).
  const queues = new Map<string, Promise<void>>();
  const wait = async (key: string) => {
    const mine = (queues.get(key) ?? Promise.resolve()).then(
      () => new Promise<void>((r) => setTimeout(r, SOFT_DELAY_MS)),
    );
    queues.set(key, mine);
    await mine;
    if (queues.get(key) === mine) queues.delete(key);
  };
  return {
    preHandler: async (req: FastifyRequest) => {
      const key = account(req);
      if (!key) return;
      const r = await failures(req, { increment: false });
      if (r.remaining === 0) await wait(key);
    },
    /** Counts one failed attempt of this request's account, from whatever source. */
    failed: async (req: FastifyRequest) => {
      if (account(req)) await failures(req);
    },
  };
}
