// The posture engine's parts: one tracker per pipeline stage, created together for one engine.
import { createPoorStretch } from './alert-delay.ts';
import { createCalibration } from './calibration.ts';
import { createCameraMovedTracker } from './camera-moved.ts';
import type { PostureEngineOptions } from './engine-types.ts';
import { createEpisodeTracker } from './episodes.ts';
import { createIssueDetector } from './issues.ts';
import { createLookDown } from './look-down.ts';
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
    lookDown: createLookDown(),
  };
}

/**
 * docs/posture-rules.md#frozen-and-asleep: nothing seen in the gap counts. The open episode ends
 * at the last frame before it, the alert delay and the temporal frames start again (a stale frame
 * right after it alerts no one), and presence does not count the gap as absence.
 */
export function skipUnobserved(parts: ReturnType<typeof createEngineParts>, gapMs: number): void {
  parts.episodes.unobserved();
  parts.lookDown.reset();
  parts.stretch.reset();
  parts.detector.reset();
  parts.smoother.reset();
  parts.pacer.reset();
  parts.presence.skip(gapMs);
}
