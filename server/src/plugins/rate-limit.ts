import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { ApiError } from '../errors.ts';
import { redisWithFallback, sourceKey } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** 'ok' or 'degraded' while rate limits count in memory; null without REDIS_URL (GET /api/health) */
    redisState(): 'ok' | 'degraded' | null;
  }
}

/**
 * Per-source and per-account limits for the credential endpoints (docs/api.md#server-rules).
 * @fastify/rate-limit's stores do the counting: memory, or Redis when REDIS_URL is set so
 * instances share counts, falling back to memory while Redis is down (rate-limit-store.ts).
 * Two limiters per route need createRateLimit, because its route hook runs only once per request.
 */
export default fp<{ redis: Redis | null }>(
  async (app, { redis }) => {
    const fallback = redis ? redisWithFallback(redis, app.log) : null;
    // Start counting in Redis when it answers within a moment; a Redis that is down only delays the
    // start by that moment, and the limits count in memory until it is back.
    if (redis && redis.status !== 'ready')
      await new Promise<void>((done) => {
        const timer = setTimeout(done, 2000);
        redis.once('ready', () => {
          clearTimeout(timer);
          done();
        });
      });
    app.decorate('redisState', () => fallback?.state() ?? null);
    await app.register(rateLimit, {
      global: false,
      ...(fallback ? { store: fallback.Store } : {}),
    });
  },
  { name: 'rate-limit' },
);

/** Correct attempts counted per account and source: no limit of their own. */
const SUCCESS_MAX = 1_000_000_000;

type Outcome = { isExceeded?: boolean; ttlInSeconds?: number };
type Checker = (req: FastifyRequest, opts?: { increment: boolean }) => Promise<Outcome>;

/** A 429 always says when to come back (RFC 9110 section 10.2.3). */
export function tooMany(reply: FastifyReply, r: Outcome): ApiError {
  void reply.header('retry-after', String(Math.max(1, r.ttlInSeconds ?? 1)));
  return new ApiError(429, 'Too many requests');
}

export function limiter(
  app: FastifyInstance,
  name: string,
  opts: {
    perIp: number;
    perAccount?: number;
    account?: (req: FastifyRequest) => string | undefined;
    /**
     * Count only failed attempts (call `succeeded` after a correct one), per account and source:
     * strangers failing on someone's account do not lock its owner out.
     */
    failuresOnly?: boolean;
  },
) {
  const { windowMs } = app.config.rateLimit;
  const create = (app as unknown as { createRateLimit: (o: object) => Checker }).createRateLimit;
  const source = (req: FastifyRequest) => sourceKey(req.ip);
  const byIp = create({
    max: opts.perIp,
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:ip:${source(req)}`,
  });
  const accountOf = (req: FastifyRequest) => opts.account?.(req);
  const pair = (req: FastifyRequest) => `${accountOf(req) ?? ''}:${source(req)}`;
  // failuresOnly: the attempts of an account from a source are counted before the password is
  // checked (one atomic increment of the store), and the correct ones are counted apart and
  // allowed on top, so N parallel guesses cannot all pass a limit read before any failed.
  const successes = opts.failuresOnly
    ? create({
        max: SUCCESS_MAX,
        timeWindow: windowMs,
        keyGenerator: (req: FastifyRequest) => `${name}:ok:${pair(req)}`,
      })
    : null;
  const succeeded = async (req: FastifyRequest) => {
    const r = successes ? await successes(req, { increment: false }) : null;
    return r ? SUCCESS_MAX - ((r as { remaining?: number }).remaining ?? SUCCESS_MAX) : 0;
  };
  const byAccount =
    opts.account && opts.perAccount
      ? create({
          max: opts.failuresOnly
            ? async (req: FastifyRequest) => opts.perAccount! + (await succeeded(req))
            : opts.perAccount,
          timeWindow: windowMs,
          keyGenerator: (req: FastifyRequest) =>
            opts.failuresOnly ? `${name}:try:${pair(req)}` : `${name}:acct:${accountOf(req) ?? ''}`,
        })
      : null;
  // The IP limit runs before body parsing, so malformed floods count too; the account limit needs the body.
  return {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      const r = await byIp(req);
      if (r.isExceeded) throw tooMany(reply, r);
    },
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!byAccount || !accountOf(req)) return;
      // Counted first, atomically: past the limit (plus this source's correct attempts) is a 429.
      const r = await byAccount(req);
      if (r.isExceeded) throw tooMany(reply, r);
    },
    /** The attempt was correct (failuresOnly): it does not count against the limit. */
    succeeded: async (req: FastifyRequest) => {
      if (successes && accountOf(req)) await successes(req);
    },
  };
}
