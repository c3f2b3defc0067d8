import { beforeEach, describe, expect, it, vi } from 'vitest';

// docs/decisions.md#tabs: End Session lets another tab track as soon as the recorded session has
// ended and tracking is off, not when this tab's pose worker has answered (its stop and reset queue
// behind a model warm-up that takes a minute without a GPU).
const calls: string[] = [];
let engineStop: Promise<void> = Promise.resolve();
vi.mock('./pipeline-link.ts', () => ({
  poseWorker: () => null,
  endTracking: () => {
    calls.push('tracking off');
    return engineStop;
  },
}));
vi.mock('../recording/monitor-link.ts', () => ({
  endRecording: () => {
    calls.push('session ended');
    return Promise.resolve();
  },
}));
vi.mock('./reset.ts', () => ({
  sessionTotals: () => ({}),
  resetSessionState: () => {
    calls.push('screen reset');
    return Promise.resolve();
  },
}));
vi.mock('../tab-tracking/tracking-lock.ts', () => ({
  releaseTracking: () => calls.push('lock released'),
}));

const { endMonitorSession } = await import('./end.ts');
const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  calls.length = 0;
});

describe('End Session and the tracking lock', () => {
  it('lets go of the lock while the pose worker is still busy, after the session ended', async () => {
    let answer!: () => void;
    engineStop = new Promise<void>((r) => (answer = r));
    const ending = endMonitorSession();
    await tick();
    expect(calls).toEqual(['session ended', 'tracking off', 'lock released']);
    answer();
    await ending;
    expect(calls.at(-1)).toBe('screen reset');
  });

  it('lets go of the lock when ending the recording fails', async () => {
    engineStop = Promise.resolve();
    const link = await import('../recording/monitor-link.ts');
    vi.spyOn(link, 'endRecording').mockRejectedValueOnce(new Error('offline'));
    await expect(endMonitorSession()).rejects.toThrow('offline');
    expect(calls).toEqual(['lock released']);
  });
});
