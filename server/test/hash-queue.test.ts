import { describe, expect, it } from 'vitest';
import { hashQueue } from '../src/auth/hash-queue.ts';

describe('hashQueue', () => {
  it('runs at most `limit` tasks at once, in arrival order, and passes results and errors through', async () => {
    const run = hashQueue(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => async () => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, 5));
      order.push(i);
      active--;
      if (i === 3) throw new Error('boom');
      return i * 10;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => run(task(i))));
    expect(peak).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    expect(
      results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message)),
    ).toEqual([0, 10, 20, 'boom', 40, 50]);
  });
});
