import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/**
 * Per-IP and per-account limits for the credential endpoints (docs/api.md#server-rules). @fastify/rate-limit's
 * stores do the counting (memory, or Redis when REDIS_URL is set so instances share counts);
 * two limiters per route need createRateLimit, because its route hook runs only once per request.
 */
export async function registerRateLimit(app: FastifyInstance, redis: unknown): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'posture-rl:' } : {}),
  });
}

type Checker = (req: FastifyRequest) => Promise<{ isAllowed: boolean; isExceeded?: boolean }>;

export function limiter(
  app: FastifyInstance,
  name: string,
  opts: {
    perIp: number;
    perAccount?: number;
    account?: (req: FastifyRequest) => string | undefined;
  },
) {
  const { windowMs } = app.config.rateLimit;
  const create = (app as unknown as { createRateLimit: (o: object) => Checker }).createRateLimit;
  const byIp = create({
    max: opts.perIp,
    timeWindow: windowMs,
    keyGenerator: (req: FastifyRequest) => `${name}:ip:${req.ip}`,
  });
  const byAccount =
    opts.account && opts.perAccount
      ? create({
          max: opts.perAccount,
          timeWindow: windowMs,
          keyGenerator: (req: FastifyRequest) => `${name}:acct:${opts.account?.(req) ?? ''}`,
        })
      : null;
  // The IP limit runs before body parsing, so malformed floods count too; the account limit needs the body.
  return {
    onRequest: async (req: FastifyRequest) => {
      if ((await byIp(req)).isExceeded) throw new ApiError(429, 'Too many requests');
    },
    preHandler: async (req: FastifyRequest) => {
      if (byAccount && opts.account?.(req) && (await byAccount(req)).isExceeded)
        throw new ApiError(429, 'Too many requests');
    },
  };
}
