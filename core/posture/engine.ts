// The posture engine facade: one pure, time-as-argument pipeline per analysed frame
// (rate limit -> gate -> presence -> features -> calibration -> EMA -> not judging -> camera moved ->
// issues -> score -> episodes -> alert), returning plain data that can cross the worker boundary.
import { ANALYSIS_INTERVAL_MS } from './constants.ts';
import { stretchLongEnough } from './alert-delay.ts';
import * as P from './engine-parts.ts';
import { createExampleCalls } from './engine-example.ts';
import { summaryMessage } from './engine-message.ts';
import type { EngineSummary, PostureEngine, PostureEngineOptions } from './engine-types.ts';
import { extractFeatures } from './features.ts';
import type { ForwardHeadCues } from './forward-head.ts';
import { gateFrame } from './gate.ts';
import { LOOK_DOWN_ALERT } from './look-down.ts';
import { isAbsent } from './presence.ts';
import { initialScore, nextScore, ratingFor } from './score.ts';
import { DEFAULT_SETTINGS, effectiveThresholds, mergeSettings } from './settings.ts';
import { cameraViewTip } from './view.ts';
import type { PoseFrame, PostureIssue } from './types.ts';

export type { EngineSummary, PostureEngine, PostureEngineOptions } from './engine-types.ts';
export type { EngineTuning } from './issues.ts';
export type { CalibrationData } from './calibration-data.ts';
export type { PostureSettings } from './settings.ts';
export function createPostureEngine(options: PostureEngineOptions = {}): PostureEngine {
  let settings = mergeSettings(DEFAULT_SETTINGS, options.settings ?? {});
  let thresholds = effectiveThresholds(settings);
  let score = initialScore(options.initialScore);
  let alertCount = 0;
  const parts = P.createEngineParts(options, settings.lowPower);
  const { rate, alerts, stretch, calibration, smoother, detector, metrics } = parts;
  const { episodes, scoreEpisodes, presence, camera, pacer, lookDown } = parts;
  const example = createExampleCalls(
    calibration,
    options.tuning ?? {},
    () => ({ settings, thresholds }),
    () => {
      detector.reset();
      stretch.reset();
    },
    parts.notJudging,
  );
  /** When the last frame was analysed: a longer silence than UNOBSERVED_GAP_MS was not observed. */
  let lastAnalysed: number | null = null;

  function step(
    frame: PoseFrame | null,
    now: number,
    brightness: number | null = null,
  ): EngineSummary | null {
    if (!rate.tryAcquire(now, ANALYSIS_INTERVAL_MS)) return null;
    const unobserved = P.unobservedBefore(parts, lastAnalysed, now, () => example.clear());
    lastAnalysed = now;
    const { gate, missing } = gateFrame(frame, settings.confidenceThreshold);
    const wasAway = presence.view.status === 'away';
    const here = presence.update(gate, now);
    const away = here.status === 'away';
    const raw = gate === 'ok' && frame ? extractFeatures(frame) : null;
    const event = calibration.observe(gate, raw, now, brightness);
    if (event === 'completed') {
      example.clear();
      detector.reset();
      camera.reset();
    }
    const smoothed = raw ? smoother.push(raw, settings.smoothingAlpha, now) : null;
    if (!raw) smoother.reset();
    const exampleEvent = raw ? example.observe(raw, smoothed, now) : null;

    const data = calibration.calibrating ? null : calibration.data;
    const wasMoved = camera.moved;
    const notJudging = P.observeNotJudging(parts, smoothed, data, away, now);
    // Withheld while not judging and while a reason waits to last (a passer-by's first second).
    const held = notJudging !== null || parts.notJudging.suspect;
    const moved =
      data && smoothed && !away && !held ? camera.update(smoothed, data, now) : camera.moved;
    // Back from away or from a moved camera: the temporal frames start again.
    if ((away && !wasAway) || (moved && !wasMoved)) detector.reset();
    let issues: PostureIssue[] = [];
    let alert: EngineSummary['alert'] = null;
    let cues: ForwardHeadCues | null = null;
    /** Judged with no flag at all (no issue, nothing past a threshold, camera where it was). */
    let good = false;
    let poor = false;
    const judged = data && smoothed && !away && !moved && !held ? { data, smoothed } : null;
    // docs/posture-rules.md#not-judging and #looking-down: nothing judged, neither good nor bad;
    // a look-down gets its own reminder when it lasts.
    const look =
      judged && lookDown.update(judged.smoothed, judged.data, now, settings.lookDownAlertMs);
    if (!judged) lookDown.reset();
    if (held || (look && look.down)) {
      detector.reset();
      stretch.update(false, now);
      episodes.absent(now);
      if (look && look.remind) alert = { kind: 'posture', message: LOOK_DOWN_ALERT };
      if (look && look.remind) alertCount += 1;
    } else if (judged) {
      issues = detector.update(judged.smoothed, judged.data, thresholds, settings, now);
      cues = detector.lastCues;
      good = !issues.length && !detector.anyAbove && !camera.suspect;
      score = nextScore(score, issues.length > 0);
      metrics.add(score);
      episodes.update(issues, now);
      const ended = scoreEpisodes.update(score, now, issues[0]?.severity ?? 0);
      if (ended) episodes.record(ended);
      // Poor posture starts with the first frame past a threshold, before the temporal frames agree.
      poor = issues.length > 0 || detector.anyAbove;
      const lasted = stretch.update(poor, now);
      if (
        issues[0] &&
        !camera.suspect &&
        stretchLongEnough(lasted, settings.alertDelayMs) &&
        alerts.tryAcquire(now, settings.alertFrequency)
      ) {
        alert = { kind: 'posture', message: issues[0].message };
        alertCount += 1;
      }
    } else {
      stretch.update(false, now);
      // The person left (nobody, or no head and shoulders), is away, or cannot be judged against
      // a moved camera: an open episode ends when they were last judged.
      if (isAbsent(gate) || away || moved) episodes.absent(now);
    }
    const lowPower = pacer.update(good, good ? smoothed : null, now);
    const neutral = { lookingDown: !!look?.down, notJudging };
    const message = summaryMessage(data !== null, away, gate, missing, moved, issues, neutral);
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
      presence: here,
      cameraMoved: moved,
      lowPower,
      poor,
      exampleEvent,
      ...neutral,
      ...unobserved,
    };
  }

  return {
    ...example.calls,
    step,
    get calibrating() {
      return calibration.calibrating;
    },
    get recordingSlouchExample() {
      return example.recording;
    },
    startCalibration: (now, choice) => {
      calibration.start(now, choice);
      // A chosen setup is loaded at once (no 'completed' step): judge afresh against it.
      if (!calibration.calibrating) {
        detector.reset();
        camera.reset();
      }
    },
    cancelCalibration: () => calibration.cancel(),
    resetCalibration: () => {
      calibration.reset();
      example.clear();
      P.resetTrackers(parts);
    },
    loadCalibration: (data, setup) => {
      calibration.load(data, setup);
      detector.reset();
      camera.reset();
    },
    setSettings: (patch) => {
      settings = mergeSettings(settings, patch);
      thresholds = effectiveThresholds(settings);
      pacer.setMode(settings.lowPower);
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
