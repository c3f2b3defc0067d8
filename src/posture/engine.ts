// The posture engine facade: one pure, time-as-argument pipeline per analysed frame
// (rate limit -> gate -> features -> calibration -> EMA -> issues -> score -> episodes -> alert),
// returning plain data that can cross the worker boundary (structured clone).
import { ANALYSIS_INTERVAL_MS, GATE_MISSING, MESSAGE_CALIBRATE_FIRST } from './constants';
import { createPoorStretch, stretchLongEnough } from './alert-delay';
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
import {
  DEFAULT_SETTINGS,
  effectiveThresholds,
  mergeSettings,
  type PostureSettings,
} from './settings';
import { createFeatureSmoother } from './smoothing';
import { createThrottle } from './throttle';
import { cameraViewTip } from './view';
import type { Analytics, Episode, PoseFrame, PostureIssue, Rating, WindowedMetrics } from './types';

export type { CalibrationData } from './calibration-data';
export type { CalibrationProblem } from './calibration';
export type { PostureSettings } from './settings';
export { DEFAULT_SETTINGS } from './settings';

export interface EngineSummary {
  timestamp: number;
  poseStatus: 'Detected' | 'Not detected';
  gate: GateResult;
  missing: string[];
  /** Most severe first. */
  issues: PostureIssue[];
  /** docs/posture-rules.md#messages posture message. */
  message: string;
  score: number;
  rating: Rating;
  calibration: CalibrationView & { event: CalibrationEvent };
  analytics: Analytics;
  /** The score-based episode in progress (docs/posture-rules.md#calibration), if any. */
  scoreEpisode: Episode | null;
  /** null below 300 samples. */
  metrics: WindowedMetrics | null;
  /**
   * Only once calibrated, once poor posture has lasted alertDelayMs (issue #23, alert-delay.ts),
   * and at most once per alertFrequency: the ONE alert clock (the page does not re-throttle).
   */
  alert: { kind: 'posture'; message: string } | null;
  /** Alerts raised since the last resetAnalytics() (session end: num_alerts). */
  alertCount: number;
  /** This step's forward-head cues and raw severity, on or off (diagnostics); null when not analysed. */
  forwardHead: ForwardHeadCues | null;
  /** One plain-words tip when the calibrated view is weak (camera far below eye level), else null (view.ts). */
  viewTip: string | null;
}

export interface PostureEngineOptions {
  settings?: Partial<PostureSettings>;
  initialScore?: number;
  calibration?: CalibrationData | null;
}

export interface PostureEngine {
  /** `brightness`: the frame's mean luma 0..1 when measured (calibration names 'too dark' with it). */
  step(frame: PoseFrame | null, now: number, brightness?: number | null): EngineSummary | null;
  /** Calibration is waiting, counting, paused or failed (the caller measures brightness then). */
  readonly calibrating: boolean;
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
  const stretch = createPoorStretch();
  const calibration = createCalibration(options.calibration ?? null);
  const smoother = createFeatureSmoother();
  const detector = createIssueDetector();
  const metrics = createMetricsWindow();
  const episodes = createEpisodeTracker();
  const scoreEpisodes = createScoreEpisodeTracker();

  function step(
    frame: PoseFrame | null,
    now: number,
    brightness: number | null = null,
  ): EngineSummary | null {
    if (!rate.tryAcquire(now, ANALYSIS_INTERVAL_MS)) return null;
    const { gate, missing } = gateFrame(frame, settings.confidenceThreshold);
    const raw = gate === 'ok' && frame ? extractFeatures(frame) : null;
    const event = calibration.observe(gate, raw, now, brightness);
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
      // Poor posture starts with the first frame past a threshold, before the temporal frames agree.
      const lasted = stretch.update(issues.length > 0 || detector.anyAbove, now);
      if (
        issues[0] &&
        stretchLongEnough(lasted, settings.alertDelayMs) &&
        alerts.tryAcquire(now, settings.alertFrequency)
      ) {
        alert = { kind: 'posture', message: issues[0].message };
        alertCount += 1;
      }
    } else {
      stretch.update(false, now);
      // The person left (nobody, or no head and shoulders): an open episode ends when they did.
      if (gate === 'No pose' || gate === GATE_MISSING) episodes.absent(now);
    }
    const message = !data
      ? MESSAGE_CALIBRATE_FIRST
      : gate !== 'ok'
        ? gateMessage(gate, missing)
        : postureMessage(true, issues);
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
      viewTip: cameraViewTip(data),
    };
  }

  return {
    step,
    get calibrating() {
      return calibration.calibrating;
    },
    startCalibration: (now) => calibration.start(now),
    cancelCalibration: () => calibration.cancel(),
    resetCalibration: () => {
      calibration.reset();
      detector.reset();
      stretch.reset();
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
      stretch.reset();
      alertCount = 0;
    },
  };
}
