// A summary as the engine hands it to the screen (src/state/monitoring/screen-store.ts): calibrated
// and excellent unless `over` says otherwise. For the screen's tests.
import type { SummaryLike } from '../../src/state/monitoring/screen-store.ts';

export const summary = (over: Partial<SummaryLike> = {}): SummaryLike => ({
  poseStatus: 'Detected',
  issues: [],
  message: 'Excellent posture detected!',
  score: 97.3,
  calibration: { status: 'Calibrated', progress: 0, secondsRemaining: 0, event: null },
  analytics: { episodes: [], currentEpisode: null, totalEpisodes: 0, totalTimeInPoorPosture: 0 },
  metrics: null,
  alert: null,
  ...over,
});
