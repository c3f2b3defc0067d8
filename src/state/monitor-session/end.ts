// The monitoring flow's view of the pipeline store (src/state/monitor.ts): summaries, the pose
// worker's engine controls, tracking on/off, and End Session.
import { subscribe } from 'valtio';
import { endSession, monitor, poseWorker } from '../../state/monitor.ts';
import { endRecording } from '../../state/monitoring/session-link.ts';
import {
  resetSessionState,
  sessionTotals,
  type PipelinePort,
} from '../../state/monitoring/useMonitorFlow.ts';
import { releaseTracking } from '../../state/monitoring/tab-tracking.ts';

export function createPipelinePort(onSummary: PipelinePort['onSummary']): PipelinePort {
  const port: PipelinePort = {
    onSummary,
    engine: () => poseWorker(),
    isTracking: () => monitor.tracking,
    isCapturing: () => monitor.tracking && monitor.camera.status === 'Connected',
    subscribeTracking: (fn) => {
      const key = () => `${monitor.tracking}|${monitor.camera.status}`;
      let last = key();
      return subscribe(monitor, () => {
        if (key() !== last) {
          last = key();
          fn();
        }
      });
    },
    end: async () => {
      // docs/api.md#session-recording: the recorder ends first, with the totals the screen still shows.
      let stopping: Promise<void>;
      try {
        await endRecording(sessionTotals());
        // Tracking goes off and the camera closes at once; the pose worker's stop and reset may
        // wait behind a model warm-up (a minute without a GPU).
        stopping = endSession();
      } finally {
        // docs/decisions.md#tabs: the recorded session has ended and this tab no longer tracks;
        // another tab may track now, without waiting for this tab's pose worker.
        releaseTracking();
      }
      await stopping;
      await resetSessionState(port);
    },
  };
  return port;
}
