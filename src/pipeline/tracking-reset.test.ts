import { describe, expect, it } from 'vitest';
import type { EngineSummary } from '../../core/protocol/pose.ts';
import { createCarryOver } from './carry-over.ts';
import type { PoseRemote } from './pose-bridge.ts';
import { endTrackingRun, resettingRemote } from './tracking-reset.ts';

const summary = (episodes: number, alerts: number) =>
  ({
    score: 80,
    alertCount: alerts,
    analytics: { episodes: [], totalEpisodes: episodes, totalTimeInPoorPosture: 10 * episodes },
  }) as unknown as EngineSummary;

/** A carry-over that has seen one worker (2 episodes, 1 alert) restart. */
function restarted() {
  const carry = createCarryOver();
  carry.show(summary(2, 1));
  carry.carry();
  return carry;
}

function worker(log: string[]) {
  return {
    resetAnalytics: () => Promise.resolve(void log.push('resetAnalytics')),
    resetScore: () => Promise.resolve(void log.push('resetScore')),
    timings: () => 'timings',
  } as unknown as PoseRemote;
}

describe('carry-over across restarts', () => {
  it("adds the next worker's analytics to what the page showed", () => {
    const shown = restarted().show(summary(1, 1));
    expect(shown.analytics.totalEpisodes).toBe(3);
    expect(shown.analytics.totalTimeInPoorPosture).toBe(30);
    expect(shown.alertCount).toBe(2);
  });
});

describe('Reset Session (the pose remote)', () => {
  it('drops what earlier workers counted, and resets the worker', async () => {
    const log: string[] = [];
    const carry = restarted();
    await resettingRemote(worker(log), carry).resetAnalytics();
    expect(log).toEqual(['resetAnalytics']);
    expect(carry.show(summary(1, 0)).analytics.totalEpisodes).toBe(1);
  });

  it('passes every other call through', async () => {
    const carry = restarted();
    expect(await resettingRemote(worker([]), carry).timings()).toBe('timings');
    expect(carry.show(summary(1, 0)).analytics.totalEpisodes).toBe(3);
  });
});

describe('End Session', () => {
  it("stops first, then forgets what the page showed and resets the worker's analytics and score", async () => {
    const log: string[] = [];
    const carry = restarted();
    const stop = () => Promise.resolve(void log.push('stop'));
    await endTrackingRun(stop, { started: true, api: () => worker(log) }, carry);
    expect(log).toEqual(['stop', 'resetAnalytics', 'resetScore']);
    expect(carry.shown()).toBeNull();
    expect(carry.show(summary(1, 0)).analytics.totalEpisodes).toBe(1);
  });

  it('leaves a worker that never started alone', async () => {
    const log: string[] = [];
    await endTrackingRun(
      () => Promise.resolve(),
      { started: false, api: () => worker(log) },
      createCarryOver(),
    );
    expect(log).toEqual([]);
  });
});
