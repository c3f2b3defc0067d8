// The posture engine facade: one pure, time-as-argument pipeline per analysed frame
// (rate limit -> gate -> features -> calibration -> EMA -> issues -> score -> episodes -> alert),
// returning plain data that can cross the worker boundary (structured clone).
import { ANALYSIS_INTERVAL_MS, GATE_MISSING, MESSAGE_CALIBRATE_FIRST } from './constants';
import { createCalibration, type CalibrationEvent, type CalibrationView } from './calibration';
import type { CalibrationData } from './calibration-data';
import { createEpisodeTracker } from './episodes';
import { extractFeatures } from './features';
import type { ForwardHeadCues } from './forward-head';
import { gateFrame, type GateResult } from './gate';
import { createIssueDetector } from './issues';
import { postureMessage } from './messages';
import { createMetricsWindow } from './metrics';
import { initialScore, nextScore, ratingFor } from './score';
import { createScoreEpisodeTracker } from './score-episodes';
import { DEFAULT_SETTINGS, effectiveThresholds, mergeSettings, type PostureSettings } from './settings';
import { createFeatureSmoother } from './smoothing';
import { createThrottle } from './throttle';
import type { Analytics, Episode, PoseFrame, PostureIssue, Rating, WindowedMetrics } from './types';

export type { CalibrationData } from './calibration-data';
export type { PostureSettings } from './settings';
export { DEFAULT_SETTINGS } from './settings';

export interface EngineSummary {
  timestamp: number;
  poseStatus: 'Detected' | 'Not detected';
  gate: GateResult;
  missing: string[];
  /** Most severe first. */
  issues: PostureIssue[];
  /** Spec §2 posture message. */
  message: string;
  score: number;
  rating: Rating;
  calibration: CalibrationView & { event: CalibrationEvent };
  analytics: Analytics;
  /** The score-based episode in progress (spec §4), if any. */
  scoreEpisode: Episode | null;
  /** null below 300 samples. */
  metrics: WindowedMetrics | null;
  /** Already throttled by alertFrequency; only once calibrated. */
  alert: { kind: 'posture'; message: string } | null;
  /** Alerts raised since the last resetAnalytics() (session end: num_alerts). */
  alertCount: number;
  /** This step's forward-head cues and raw severity, on or off (diagnostics); null when not analysed. */
  forwardHead: ForwardHeadCues | null;
}

export interface PostureEngineOptions {
  settings?: Partial<PostureSettings>;
  initialScore?: number;
  calibration?: CalibrationData | null;
}

export interface PostureEngine {
  step(frame: PoseFrame | null, now: number): EngineSummary | null;
  startCalibration(now: number): void;
  cancelCalibration(): void;
  resetCalibration(): void;
  loadCalibration(data: CalibrationData): void;
  setSettings(patch: Partial<PostureSettings>): void;
  getSettings(): PostureSettings;
  resetScore(): void;
  resetAnalytics(): void;
}

function gateMessage(gate: GateResult, missing: readonly string[]): string {
  if (gate === GATE_MISSING) return `${GATE_MISSING}: ${missing.join(', ')}`;
  return gate === 'No pose' ? 'No pose detected' : gate;
}

export function createPostureEngine(options: PostureEngineOptions = {}): PostureEngine {
  let settings = mergeSettings(DEFAULT_SETTINGS, options.settings ?? {});
  let thresholds = effectiveThresholds(settings);
  let score = initialScore(options.initialScore);
  let alertCount = 0;
  const rate = createThrottle();
  const alerts = createThrottle();
  const calibration = createCalibration(options.calibration ?? null);
  const smoother = createFeatureSmoother();
  const detector = createIssueDetector();
  const metrics = createMetricsWindow();
  const episodes = createEpisodeTracker();
  const scoreEpisodes = createScoreEpisodeTracker();

  function step(frame: PoseFrame | null, now: number): EngineSummary | null {
    if (!rate.tryAcquire(now, ANALYSIS_INTERVAL_MS)) return null;
    const { gate, missing } = gateFrame(frame, settings.confidenceThreshold);
    const raw = gate === 'ok' && frame ? extractFeatures(frame) : null;
    const event = calibration.observe(gate, raw, now);
    if (event === 'completed') detector.reset();
    const smoothed = raw ? smoother.push(raw, settings.smoothingAlpha) : null;
    if (!raw) smoother.reset();

    const data = calibration.calibrating ? null : calibration.data;
    let issues: PostureIssue[] = [];
    let alert: EngineSummary['alert'] = null;
    let cues: ForwardHeadCues | null = null;
    if (data && smoothed) {
      issues = detector.update(smoothed, data, thresholds, settings);
      cues = detector.lastCues;
      score = nextScore(score, issues.length > 0);
      metrics.add(score);
      episodes.update(issues, now);
      const ended = scoreEpisodes.update(score, now, issues[0]?.severity ?? 0);
      if (ended) episodes.record(ended);
      if (issues[0] && alerts.tryAcquire(now, settings.alertFrequency)) {
        alert = { kind: 'posture', message: issues[0].message };
        alertCount += 1;
      }
    }
    const message = !data ? MESSAGE_CALIBRATE_FIRST : gate !== 'ok' ? gateMessage(gate, missing) : postureMessage(true, issues);
    return {
      timestamp: now,
      poseStatus: frame && frame.landmarks.length > 0 ? 'Detected' : 'Not detected',
      gate,
      missing,
      issues,
      message,
      score,
      rating: ratingFor(score),
      calibration: { ...calibration.view(now), event },
      analytics: episodes.analytics(),
      scoreEpisode: scoreEpisodes.current,
      metrics: metrics.snapshot(),
      alert,
      alertCount,
      forwardHead: cues,
    };
  }

  return {
    step,
    startCalibration: (now) => calibration.start(now),
    cancelCalibration: () => calibration.cancel(),
    resetCalibration: () => {
      calibration.reset();
      detector.reset();
    },
    loadCalibration: (data) => {
      calibration.load(data);
      detector.reset();
    },
    setSettings: (patch) => {
      settings = mergeSettings(settings, patch);
      thresholds = effectiveThresholds(settings);
    },
    getSettings: () => ({ ...settings }),
    resetScore: () => {
      score = initialScore();
      metrics.reset();
      scoreEpisodes.reset();
    },
    resetAnalytics: () => {
      episodes.reset();
      alerts.reset();
      alertCount = 0;
    },
  };
}
