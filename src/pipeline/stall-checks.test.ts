import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PoseRemote } from './pose-bridge.ts';
import {
  COLD_ANALYSIS_MS,
  createStallChecks,
  PING_TIMEOUT_MS,
  SLOW_ANALYSIS_MS,
} from './stall-checks.ts';

type Health = Awaited<ReturnType<PoseRemote['health']>>;
const health = (h: Partial<Health>): Health => ({ analysing: true, busyMs: null, ...h }) as Health;

/** A pipeline seen from its stall checks: the worker's answer to health() is `answer`. */
function harness(answer: () => Promise<Health>, watchdogArmed = true) {
  const s = {
    run: 1,
    tracking: true,
    restarting: false,
    reacquiring: false,
    restarts: [] as string[],
    reacquired: 0,
    rearmed: 0,
  };
  const checks = createStallChecks({
    run: () => s.run,
    tracking: () => s.tracking,
    restarting: () => s.restarting,
    api: () => ({ health: answer }) as unknown as PoseRemote,
    watchdog: {
      armed: watchdogArmed,
      arm: () => void s.rearmed++,
    },
    feed: {
      get reacquiring() {
        return s.reacquiring;
      },
      resetWatch: () => undefined,
      reacquire: () => Promise.resolve(void s.reacquired++),
    },
    restart: (why) => Promise.resolve(void s.restarts.push(why)),
  });
  return { s, checks };
}

const never = () => new Promise<Health>(() => undefined);

describe('checkStall (no summary for 3 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a worker busy in one analysis shorter than the slow limit is waited for', async () => {
    const { s, checks } = harness(() => Promise.resolve(health({ busyMs: 4000 })));
    await checks.checkStall();
    expect(s.restarts).toEqual([]);
    expect(s.rearmed).toBe(1);
  });

  it("a cold model's first analysis, and any on an emulated GPU (shader compiles), gets the cold limit", async () => {
    for (const [h, restarts] of [
      [health({ busyMs: SLOW_ANALYSIS_MS + 5000, cold: true }), []],
      [health({ busyMs: COLD_ANALYSIS_MS, cold: true }), ['no pose result for 3 s']],
      [health({ busyMs: SLOW_ANALYSIS_MS + 5000, cold: false }), ['no pose result for 3 s']],
      // Any analysis on an emulated GPU may compile (a later path or shape): the same limit.
      [health({ busyMs: SLOW_ANALYSIS_MS + 5000, cold: false, emulated: true }), []],
      [
        health({ busyMs: COLD_ANALYSIS_MS, cold: false, emulated: true }),
        ['no pose result for 3 s'],
      ],
    ] as const) {
      const { s, checks } = harness(() => Promise.resolve(h));
      await checks.checkStall();
      expect(s.restarts).toEqual(restarts);
    }
  });

  it('an analysis past the slow limit, an idle loop or a worker that is not analysing restarts', async () => {
    for (const h of [
      health({ busyMs: SLOW_ANALYSIS_MS }),
      health({ busyMs: null }),
      health({ analysing: false, busyMs: 10 }),
    ]) {
      const { s, checks } = harness(() => Promise.resolve(h));
      await checks.checkStall();
      expect(s.restarts).toEqual(['no pose result for 3 s']);
      expect(s.rearmed).toBe(0);
    }
  });

  it('a worker that does not answer in time, or rejects, restarts as not answering', async () => {
    const silent = harness(never);
    const pending = silent.checks.checkStall();
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS - 1);
    expect(silent.s.restarts).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(silent.s.restarts).toEqual(['the pose worker does not answer']);

    const gone = harness(() => Promise.reject(new Error('worker terminated')));
    await gone.checks.checkStall();
    expect(gone.s.restarts).toEqual(['the pose worker does not answer']);
  });

  it('a check that outlives its run (Stop, a new Start) does nothing', async () => {
    const { s, checks } = harness(never);
    const pending = checks.checkStall();
    s.run = 2;
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS);
    await pending;
    expect(s.restarts).toEqual([]);
  });
});

describe('onCameraQuiet (the frame counter stopped)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a worker that answers means the camera stalled: the camera is opened again', async () => {
    const { s, checks } = harness(() => Promise.resolve(health({})));
    await checks.onCameraQuiet();
    expect(s.reacquired).toBe(1);
    expect(s.restarts).toEqual([]);
  });

  it('a silent worker restarts after 3 s once detection runs, after the slow limit while the model loads', async () => {
    const armed = harness(never, true);
    const a = armed.checks.onCameraQuiet();
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS);
    await a;
    expect(armed.s.restarts).toEqual(['the pose worker does not answer']);

    const loading = harness(never, false);
    const l = loading.checks.onCameraQuiet();
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS);
    expect(loading.s.restarts).toEqual([]);
    await vi.advanceTimersByTimeAsync(SLOW_ANALYSIS_MS - PING_TIMEOUT_MS);
    await l;
    expect(loading.s.restarts).toEqual(['the pose worker does not answer']);
  });

  it('one judgement at a time, and none while a restart or a camera re-open runs', async () => {
    const { s, checks } = harness(never);
    const first = checks.onCameraQuiet();
    await checks.onCameraQuiet(); // returns at once: the first is still waiting
    await vi.advanceTimersByTimeAsync(PING_TIMEOUT_MS);
    await first;
    expect(s.restarts).toHaveLength(1);

    s.restarting = true;
    await checks.onCameraQuiet();
    s.restarting = false;
    s.reacquiring = true;
    await checks.onCameraQuiet();
    expect(s.restarts).toHaveLength(1);
    expect(s.reacquired).toBe(0);
  });
});
