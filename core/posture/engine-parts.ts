// The posture engine's parts: one tracker per pipeline stage, created together for one engine.
import { UNOBSERVED_GAP_MS } from './constants.ts';
import { createPoorStretch } from './alert-delay.ts';
import { createCalibration } from './calibration.ts';
import { createCameraMovedTracker } from './camera-moved.ts';
import type { PostureEngineOptions } from './engine-types.ts';
import { createEpisodeTracker } from './episodes.ts';
import { createIssueDetector } from './issues.ts';
import { createLookDown } from './look-down.ts';
import { createLowPowerPacer } from './low-power.ts';
import { createMetricsWindow } from './metrics.ts';
import { createNotJudging, type NotJudgingReason } from './not-judging.ts';
import { createPresenceTracker } from './presence.ts';
import { createScoreEpisodeTracker } from './score-episodes.ts';
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';
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
    notJudging: createNotJudging(),
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
  parts.notJudging.reset();
  parts.stretch.reset();
  parts.detector.reset();
  parts.smoother.reset();
  parts.pacer.reset();
  parts.presence.skip(gapMs);
}

/**
 * A silence over UNOBSERVED_GAP_MS since the last analysed frame counts for nothing: skipped
 * (skipUnobserved, and the slouch example being taken is dropped) and said in the summary.
 */
export function unobservedBefore(
  parts: ReturnType<typeof createEngineParts>,
  lastAnalysed: number | null,
  now: number,
  dropExample: () => void,
): { unobservedMs?: number } {
  const silence = lastAnalysed === null ? 0 : now - lastAnalysed;
  if (!(silence > UNOBSERVED_GAP_MS)) return {};
  skipUnobserved(parts, silence);
  dropExample();
  return { unobservedMs: silence };
}

/** A reset calibration: every tracker that judges against it starts again. */
export function resetTrackers(parts: ReturnType<typeof createEngineParts>): void {
  for (const p of [parts.lookDown, parts.notJudging, parts.detector, parts.stretch, parts.camera])
    p.reset();
  parts.pacer.reset();
}

/**
 * docs/posture-rules.md#not-judging: someone else, standing or moved away, on a calibrated frame
 * with the person present and the camera where it was. While it lasts (and while it is pending)
 * camera-moved.ts neither observes nor counts the frames: a passer-by is not a moved camera.
 */
export function observeNotJudging(
  parts: ReturnType<typeof createEngineParts>,
  f: PostureFeatures | null,
  data: CalibrationData | null,
  away: boolean,
  now: number,
): NotJudgingReason | null {
  const { notJudging, camera } = parts;
  if (!f || !data || away || camera.moved) {
    notJudging.reset();
    return null;
  }
  const reason = notJudging.update(f, data, now);
  if (reason || notJudging.suspect) camera.reset(); // its pending count starts again after
  return reason;
}
