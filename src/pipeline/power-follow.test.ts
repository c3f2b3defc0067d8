// The slow pace (docs/decisions.md#adaptive-pose-model): where BlazePose full is far too slow, the
// pose worker is put on the battery saver's 2-a-second pace and the camera on the low-power frame
// rate, with full kept; a new model's speed is judged afresh at the full pace. The camera track
// and the pose worker are recording stand-ins (no browser media or worker in Node).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CameraFeed } from './camera-feed.ts';
import { FOREGROUND_FPS, LOW_POWER_FPS } from './camera-rate.ts';
import type { PoseBridge } from './pose-bridge.ts';
import { createPowerFollow } from './power-follow.ts';

const saver: boolean[] = [];
const fps: number[] = [];
const track = {
  readyState: 'live',
  getSettings: () => ({ width: 640, height: 480 }),
  applyConstraints: async (c: MediaTrackConstraints) => {
    fps.push((c.frameRate as { max: number }).max);
  },
};
const api = { setBatterySaver: async (on: boolean) => void saver.push(on) };
const deps = () => ({
  feed: { track } as unknown as CameraFeed,
  pose: { started: true, api: () => api } as unknown as PoseBridge,
  tracking: () => true,
  lowPowerOnBattery: () => true,
  guard: (p: Promise<unknown>) => void p,
});

beforeEach(() => {
  saver.length = 0;
  fps.length = 0;
  (globalThis as { document?: unknown }).document = { hidden: false };
});
afterEach(() => delete (globalThis as { document?: unknown }).document);

describe('the slow pace for a device too slow for full', () => {
  it('puts the worker on the 2-a-second pace and the camera on the low-power rate, and back', () => {
    const power = createPowerFollow(deps());
    power.lowPower(false); // a summary at the full pace
    expect(saver).toEqual([false]);
    expect(fps).toEqual([FOREGROUND_FPS]);
    power.slowPace(true);
    expect(saver).toEqual([false, true]);
    expect(fps).toEqual([FOREGROUND_FPS, LOW_POWER_FPS]);
    // Later summaries (the engine not in low power) keep the slow pace.
    power.lowPower(false);
    expect(saver).toEqual([false, true]);
    expect(fps).toEqual([FOREGROUND_FPS, LOW_POWER_FPS]);
    // A new model: judged afresh at the full pace.
    power.slowPace(false);
    expect(saver).toEqual([false, true, false]);
    expect(fps).toEqual([FOREGROUND_FPS, LOW_POWER_FPS, FOREGROUND_FPS]);
    power.stop();
  });
});
