import type { LockManagerLike } from '../../src/browser/locks.ts';

/**
 * A minimal in-memory lock manager with the semantics the app relies on (exclusive locks, a FIFO
 * queue, ifAvailable, steal, an abort signal while queued, query of the held locks). Test-only: the unit tests drive several simulated tabs against one shared manager.
 */
export function fakeLockManager(): LockManagerLike {
  type Waiter = { start: () => void };
  const held = new Map<string, { abort: (e: Error) => void }>();
  const queues = new Map<string, Waiter[]>();
  const release = (name: string) => {
    held.delete(name);
    queues.get(name)?.shift()?.start();
  };
  return {
    query: () => Promise.resolve({ held: [...held.keys()].map((name) => ({ name })) }),
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          let settled = false;
          const done = (f: () => void) => {
            if (settled) return;
            settled = true;
            if (held.get(name) === entry) release(name);
            f();
          };
          const entry = { abort: (e: Error) => done(() => reject(e)) };
          held.set(name, entry);
          Promise.resolve()
            .then(() => callback({ name }))
            .then(
              (v) => done(() => resolve(v)),
              (e: unknown) => done(() => reject(e)),
            );
        };
        const current = held.get(name);
        if (options.steal) {
          if (current) {
            held.delete(name);
            current.abort(new DOMException('The lock was stolen', 'AbortError'));
          }
          return run();
        }
        if (!current && !(queues.get(name)?.length ?? 0)) return run();
        if (options.ifAvailable) {
          Promise.resolve(callback(null)).then(resolve, reject);
          return;
        }
        const q = queues.get(name) ?? [];
        const waiter = { start: run };
        q.push(waiter);
        queues.set(name, q);
        options.signal?.addEventListener('abort', () => {
          const i = q.indexOf(waiter);
          if (i < 0) return;
          q.splice(i, 1);
          reject(new DOMException('The request was aborted', 'AbortError'));
        });
      });
    },
  };
}
