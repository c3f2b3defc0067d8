// Reset Session, and the end of End Session: what both leave on screen, and the totals a recorded
// session ends with.
import { alertsState, resetAlerts } from '../alerts.ts';
import { clearScore } from '../score-storage.ts';
import { breaksState, resetBreaks } from '../monitoring/breaks.ts';
import { resetScreenSession, screen } from '../monitoring/screen-store.ts';
import { endRecording } from '../recording/monitor-link.ts';
import { updateWidget } from '../monitoring/widget-link.ts';
import { poseWorker } from './pipeline-link.ts';

/** The session end payload's totals (docs/api.md#entities), from what the screen shows now. */
export function sessionTotals() {
  const a = screen.summary.analytics;
  return {
    finalScore: screen.summary.score,
    numAlerts: alertsState.count,
    totalSecondsBadPosture: a.totalTimeInPoorPosture / 1000,
    totalEpisodes: a.totalEpisodes,
    breaks: breaksState.count,
  };
}

/**
 * End Session and Reset Session both leave score 100, no episodes, no alerts, timer at zero. A
 * recorded session still open (the camera stopped on its own) is ended first, with the totals the
 * screen shows before the reset.
 */
export async function resetSessionState(): Promise<void> {
  const ending = endRecording(sessionTotals());
  const api = poseWorker();
  await Promise.all([api?.resetScore(), api?.resetAnalytics()]);
  clearScore();
  resetAlerts();
  resetBreaks();
  resetScreenSession();
  updateWidget(false);
  await ending;
}
