// The posture engine's parts: one tracker per pipeline stage, created together for one engine.
import { createPoorStretch } from './alert-delay.ts';
import { createCalibration } from './calibration.ts';
import { createCameraMovedTracker } from './camera-moved.ts';
import type { PostureEngineOptions } from './engine-types.ts';
import { createEpisodeTracker } from './episodes.ts';
import { createIssueDetector } from './issues.ts';
import { createLowPowerPacer } from './low-power.ts';
import { createMetricsWindow } from './metrics.ts';
import { createPresenceTracker } from './presence.ts';
import { createScoreEpisodeTracker } from './score-episodes.ts';
import type { PostureSettings } from './settings.ts';
import { createFeatureSmoother } from './smoothing.ts';
import { createThrottle } from './throttle.ts';

export function createEngineParts(
  options: PostureEngineOptions,
  lowPower: PostureSettings['lowPower'],
) {
  return {
    rate: createThrottle(),
    alerts: createThrottle(),
    stretch: createPoorStretch(),
    calibration: createCalibration(options.calibration ?? null),
    smoother: createFeatureSmoother(),
    detector: createIssueDetector(options.tuning),
    metrics: createMetricsWindow(),
    episodes: createEpisodeTracker(),
    scoreEpisodes: createScoreEpisodeTracker(),
    presence: createPresenceTracker(),
    camera: createCameraMovedTracker(),
    pacer: createLowPowerPacer(lowPower),
  };
}
