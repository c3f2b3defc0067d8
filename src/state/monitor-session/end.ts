// End Session (docs/posture-rules.md#monitoring-flow): the recorded session, the tracking lock,
// the pipeline and the screen, in that order.
import { releaseTracking } from '../tab-tracking/tracking-lock.ts';
import { endRecording } from '../recording/monitor-link.ts';
import { endTracking } from './pipeline-link.ts';
import { resetSessionState, sessionTotals } from './reset.ts';

export async function endMonitorSession(): Promise<void> {
  // docs/api.md#session-recording: the recorder ends first, with the totals the screen still shows.
  let stopping: Promise<void>;
  try {
    await endRecording(sessionTotals());
    // Tracking goes off and the camera closes at once; the pose worker's stop and reset may
    // wait behind a model warm-up (a minute without a GPU).
    stopping = endTracking();
  } finally {
    // docs/decisions.md#tabs: the recorded session has ended and this tab no longer tracks;
    // another tab may track now, without waiting for this tab's pose worker.
    releaseTracking();
  }
  await stopping;
  await resetSessionState();
}
