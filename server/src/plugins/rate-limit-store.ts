import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createRequire } from 'node:module';

type Result = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Result) => void;
type StoreClass = new (...args: unknown[]) => Store;
// @fastify/rate-limit's own stores (CommonJS, no type declarations of their own).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

interface Store {
  incr(key: string, cb: Callback, timeWindow: number, max: number): void;
  read(key: string, cb: Callback, timeWindow: number, max: number): void;
  child(routeOptions: never): Store;
}

/**
 * The rate-limit source of a request: an IPv4 address as is, an IPv6 address by its /64 (one
 * household or host gets a whole /64, so counting single addresses would let it walk through
 * 2^64 of them). IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function sourceKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...h, ...Array(8 - h.length - t.length).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts in Redis while it answers and in this process's memory while it does not, so a Redis
 * outage never fails a sign-in (docs/api.md#server-rules). The switch is logged once each way;
 * ioredis reconnects by itself and the counts go back to Redis when it is ready again.
 */
export function redisWithFallback(redis: Redis, log: FastifyBaseLogger) {
  let degraded = false;
  const down = (err: Error) => {
    if (degraded) return;
    degraded = true;
    log.warn(
      { err: { message: err.message } },
      'Redis unavailable: rate limits count in memory until it is back',
    );
  };
  const up = () => {
    if (!degraded) return;
    degraded = false;
    log.info('Redis is back: rate limits count in Redis again');
  };
  redis.on('error', down);
  // A connection cut without an error (Redis killed): ioredis says it is reconnecting.
  redis.on('reconnecting', () => down(new Error('connection lost')));
  redis.on('ready', up);
  const usable = () => redis.status === 'ready';

  class FallbackStore implements Store {
    private readonly shared: Store;
    private readonly local: Store;
    constructor(shared: Store, local: Store) {
      this.shared = shared;
      this.local = local;
    }
    private run(op: 'incr' | 'read', key: string, cb: Callback, win: number, max: number) {
      if (!usable()) return this.local[op](key, cb, win, max);
      this.shared[op](
        key,
        (err, res) => {
          if (!err) {
            up();
            return cb(null, res);
          }
          down(err);
          this.local[op](key, cb, win, max);
        },
        win,
        max,
      );
    }
    incr(key: string, cb: Callback, win: number, max: number) {
      this.run('incr', key, cb, win, max);
    }
    read(key: string, cb: Callback, win: number, max: number) {
      this.run('read', key, cb, win, max);
    }
    child(routeOptions: never): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  return {
    /** @fastify/rate-limit builds its store from this class (the `store` option) */
    Store: class extends FallbackStore {
      constructor() {
        super(
          new RedisStore(false, false, redis, 'posture-rl:'),
          new LocalStore(false, false, 10_000),
        );
      }
    },
    /** 'ok' while counts go to Redis, 'degraded' while they stay in memory (GET /api/health) */
    state: (): 'ok' | 'degraded' => (usable() && !degraded ? 'ok' : 'degraded'),
  };
}
