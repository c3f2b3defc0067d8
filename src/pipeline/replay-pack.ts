// e2e builds only (docs/testing.md#replay): the recorded landmarks a test page puts on window go
// to the pose worker with the model load. In production `MODE` is a constant and this is empty.
import type { ReplayPack } from '../../core/protocol/replay.ts';

export function replayOption(): { replay?: ReplayPack } {
  if (import.meta.env.MODE !== 'e2e') return {};
  const pack = (globalThis as { __POSE_REPLAY__?: ReplayPack }).__POSE_REPLAY__;
  return pack ? { replay: pack } : {};
}
