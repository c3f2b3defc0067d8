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

type Outcome = { isExceeded?: boolean; ttlInSeconds?: number; remaining?: number };
type Checker = (req: FastifyRequest, opts?: { increment: boolean }) => Promise<Outcome>;

function creator(app: FastifyInstance) {
  return (app as unknown as { createRateLimit: (o: object) => Checker }).createRateLimit;
}

/** A 429 always says when to come back (RFC 9110 section 10.2.3). */
export function tooMany(reply: FastifyReply, r: Outcome): ApiError {
  void reply.header('retry-after', String(Math.max(1, r.ttlInSeconds ?? 1)));
  return new ApiError(429, 'Too many requests');
}

/** Attempts that did not fail, counted apart: no limit of their own. */
const SETTLED_MAX = 1_000_000_000;

/**
 * A limit on failures only, under the key `key(req)`. Each attempt is counted first, one atomic
 * increment of the store, before the password is checked; the attempts that did not fail (call
 * `settled`) are counted apart and allowed on top. So N parallel guesses cannot all pass a count
 * read before any of them had failed, and in the end only failures count. Used per account and
 * source (`limiter`'s failuresOnly) and per account (account-throttle.ts).
 */
export function failureLimit(
  app: FastifyInstance,
  max: number,
  key: (req: FastifyRequest) => string,
) {
  const { windowMs } = app.config.rateLimit;
  const create = creator(app);
  const settled = create({
    max: SETTLED_MAX,
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${key(req)}:ok`,
  });
  const tries = create({
    max: async (req: FastifyRequest) => {
      const r = await settled(req, { increment: false });
      return max + SETTLED_MAX - (r.remaining ?? SETTLED_MAX);
    },
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${key(req)}:try`,
  });
  return {
    /** Counts this attempt; `isExceeded` past `max` failures. */
    attempt: (req: FastifyRequest) => tries(req),
    /** This attempt did not fail: it is allowed on top. */
    settled: async (req: FastifyRequest) => {
      await settled(req);
    },
  };
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
  const create = creator(app);
  const source = (req: FastifyRequest) => sourceKey(req.ip);
  const byIp = create({
    max: opts.perIp,
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:ip:${source(req)}`,
  });
  const accountOf = (req: FastifyRequest) => opts.account?.(req);
  const failures =
    opts.account && opts.perAccount && opts.failuresOnly
      ? failureLimit(
          app,
          opts.perAccount,
          (req) => `${name}:pair:${accountOf(req) ?? ''}:${source(req)}`,
        )
      : null;
  const byAccount =
    opts.account && opts.perAccount && !opts.failuresOnly
      ? create({
          max: opts.perAccount,
          timeWindow: windowMs,
          keyGenerator: (req: FastifyRequest) => `${name}:acct:${accountOf(req) ?? ''}`,
        })
      : null;
  // The IP limit runs before body parsing, so malformed floods count too; the account limit needs the body.
  return {
    onRequest: async (req: FastifyRequest, reply: FastifyReply) => {
      const r = await byIp(req);
      if (r.isExceeded) throw tooMany(reply, r);
    },
    preHandler: async (req: FastifyRequest, reply: FastifyReply) => {
      if (!accountOf(req)) return;
      // Counted first, atomically: past the limit (plus this source's correct attempts) is a 429.
      const r = failures ? await failures.attempt(req) : byAccount ? await byAccount(req) : null;
      if (r?.isExceeded) throw tooMany(reply, r);
    },
    /** The attempt was correct (failuresOnly): it does not count against the limit. */
    succeeded: async (req: FastifyRequest) => {
      if (failures && accountOf(req)) await failures.settled(req);
    },
  };
}
