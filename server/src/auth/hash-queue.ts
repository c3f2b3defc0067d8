import { availableParallelism } from 'node:os';

/**
 * argon2id is memory-hard on purpose: each hash or verify keeps a core busy for ~50-80 ms. Left
 * alone, a login flood puts one on every libuv thread and starves everything else on the machine
 * (GET /api/user p99 went to ~500 ms on 2 cores). Running at most `limit` at once, FIFO, leaves
 * the other cores to the event loop; logins queue instead (the login flood of
 * bench/server.bench.mjs).
 */
export function hashQueue(
  limit = Number(process.env.PASSWORD_HASH_CONCURRENCY) || Math.max(1, availableParallelism() - 1),
) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
