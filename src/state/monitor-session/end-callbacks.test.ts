import { describe, expect, it, vi } from 'vitest';
import { endEveryMonitorSession, registerEndCallback, registeredCount } from './end-callbacks.ts';

describe('tracking-session registry', () => {
  it('runs every callback; a failing one is logged and the others still run', async () => {
    const calls: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offs = [
      registerEndCallback(() => void calls.push('a')),
      registerEndCallback(() => {
        throw new Error('boom');
      }),
      registerEndCallback(async () => {
        await Promise.resolve();
        calls.push('c');
      }),
      registerEndCallback(() => Promise.reject(new Error('async boom'))),
    ];
    await endEveryMonitorSession();
    expect(calls.sort()).toEqual(['a', 'c']);
    expect(error).toHaveBeenCalledTimes(2);
    offs.forEach((off) => off());
    expect(registeredCount()).toBe(0);
    await endEveryMonitorSession();
    expect(calls).toHaveLength(2);
    error.mockRestore();
  });
});
