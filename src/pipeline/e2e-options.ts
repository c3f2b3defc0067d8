// e2e builds only (docs/testing.md#replay): what a test page puts on window before any script runs
// goes to the pose worker with the model load: recorded landmarks to answer frames with
// (`__POSE_REPLAY__`), or a delay added to every estimate of BlazePose full (`__POSE_SLOW_FULL_MS__`,
// a device too slow for full on any machine: e2e/monitor-slow-model.e2e.ts). In production `MODE`
// is a constant and this is empty.
import type { ReplayPack } from '../../core/protocol/replay.ts';

export function e2eOptions(): { replay?: ReplayPack; slowFullMs?: number } {
  if (import.meta.env.MODE !== 'e2e') return {};
  const w = globalThis as { __POSE_REPLAY__?: ReplayPack; __POSE_SLOW_FULL_MS__?: number };
  return {
    ...(w.__POSE_REPLAY__ ? { replay: w.__POSE_REPLAY__ } : {}),
    ...(w.__POSE_SLOW_FULL_MS__ ? { slowFullMs: w.__POSE_SLOW_FULL_MS__ } : {}),
  };
}
