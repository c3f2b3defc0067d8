// The camera's frame rate and the worker's battery saver, following the page's visibility, the
// engine's low-power state, the battery (docs/posture-rules.md#low-power) and a device too slow for
// BlazePose full (docs/decisions.md#adaptive-pose-model: the same 2-a-second pace, full kept).
import { batteryLowPower, watchBattery } from '../browser/battery.ts';
import type { CameraFeed } from './camera-feed.ts';
import { createCameraRate } from './camera-rate.ts';
import type { PoseBridge, PoseRemote } from './pose-bridge.ts';

export interface PowerDeps {
  feed: CameraFeed;
  pose: PoseBridge;
  tracking: () => boolean;
  /** The 'Low power on battery' setting; on when absent. */
  lowPowerOnBattery?: () => boolean;
  /** A worker call whose failure takes the restart path. */
  guard: (p: Promise<unknown>) => void;
}

export function createPowerFollow(d: PowerDeps) {
  const rate = createCameraRate();
  let lowPower = false;
  /** Full is far too slow here (model-choice.ts 'slow'): the battery saver's pace, always. */
  let slowDevice = false;
  const followRate = () => rate.follow(d.feed.track, document.hidden, lowPower || slowDevice);

  // On battery, low power all the time (src/browser/battery.ts); each worker is told once.
  let batterySent: { api: PoseRemote; on: boolean } | null = null;
  const syncBattery = () => {
    if (!d.tracking() || !d.pose.started) return;
    const api = d.pose.api();
    const on = slowDevice || batteryLowPower(battery.battery, d.lowPowerOnBattery?.() ?? true);
    if (batterySent?.api === api && batterySent.on === on) return;
    batterySent = { api, on };
    d.guard(api.setBatterySaver(on));
  };
  const battery = watchBattery(syncBattery);

  const onVisibility = () => {
    followRate();
    d.guard(d.pose.api().setHidden(document.hidden));
  };

  return {
    /** Every summary says whether the engine is in low power. */
    lowPower(on: boolean) {
      lowPower = on;
      followRate();
      syncBattery();
    },
    /** Full too slow for this device (on), or a new model whose speed is judged afresh (off). */
    slowPace(on: boolean) {
      if (slowDevice === on) return;
      slowDevice = on;
      followRate();
      syncBattery();
    },
    watchVisibility: () => document.addEventListener('visibilitychange', onVisibility),
    unwatchVisibility: () => document.removeEventListener('visibilitychange', onVisibility),
    stop: () => battery.stop(),
  };
}

export type PowerFollow = ReturnType<typeof createPowerFollow>;
