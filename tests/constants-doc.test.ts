// docs/constants.md states every business constant; the code defines each once. This reads the
// numbers out of the doc and holds them against the code, so a change on one side only fails
// (a copy of the code's values here could not: docs/testing.md, "checks that can fail").
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as C from '../core/posture/constants.ts';
import { ALERT_DELAY_DEFAULT_MS, ALERT_DELAY_MAX_MS } from '../core/posture/alert-delay.ts';
import { ALERT_FREQUENCY_MS_RANGE, SENSITIVITY_RANGE } from '../core/posture/settings.ts';

const doc = readFileSync(new URL('../docs/constants.md', import.meta.url), 'utf8');

/** The table row whose first cell is `name`: its other cells. */
function row(name: string): string[] {
  const line = doc.split('\n').find((l) => l.split('|')[1]?.trim() === name);
  if (!line) throw new Error(`docs/constants.md has no row '${name}'`);
  return line
    .split('|')
    .slice(2, -1)
    .map((c) => c.trim());
}

/** The numbers in `text`, in order. */
const numbers = (text: string) => [...text.matchAll(/-?\d+(?:\.\d+)?/g)].map((m) => Number(m[0]));

/** The section under `heading`, up to the next heading. */
function section(heading: string): string {
  const start = doc.indexOf(`## ${heading}\n`);
  if (start < 0) throw new Error(`docs/constants.md has no section '${heading}'`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end < 0 ? undefined : end);
}

describe('docs/constants.md and the code agree', () => {
  it('detection defaults (Reading B), with the sensitivity range', () => {
    const cell = (name: string) => Number(row(name)[0]);
    expect({
      sensitivity: cell('sensitivity'),
      headTiltThresholdDeg: cell('head tilt threshold'),
      shoulderAsymmetryThreshold: cell('shoulder asymmetry threshold'),
      faceProximityThreshold: cell('face proximity threshold'),
      forwardHeadCVAThresholdDeg: cell('forward-head CVA threshold'),
      forwardHeadDepthDelta: cell('forward-head depth delta'),
      translationThreshold: cell('translation threshold'),
      smoothingAlpha: cell('smoothing alpha'),
      temporalFrames: cell('temporal frames'),
      confidenceThreshold: cell('confidence threshold'),
      yawIgnoreRatio: cell('yaw ignore ratio'),
    }).toEqual(C.READING_B);
    expect(cell('forward-head cue exponent')).toBe(C.FORWARD_HEAD_CUE_EXPONENT);
    expect(cell('landmark visibility')).toBe(C.VISIBILITY_THRESHOLD);
    expect(numbers(row('sensitivity')[1]!)).toEqual([SENSITIVITY_RANGE.min, SENSITIVITY_RANGE.max]);
  });

  it('forward head, slouch and severity', () => {
    const text = section('Forward head').replace(/\s+/g, ' ');
    const w = /Weights CVA ([\d.]+), translation ([\d.]+), proximity ([\d.]+), depth ([\d.]+)/.exec(
      text,
    )!;
    expect(numbers(w.slice(1).join(' '))).toEqual([
      C.FORWARD_HEAD_WEIGHTS.cva,
      C.FORWARD_HEAD_WEIGHTS.translation,
      C.FORWARD_HEAD_WEIGHTS.proximity,
      C.FORWARD_HEAD_WEIGHTS.depth,
    ]);
    expect(numbers(/severity ([\d.]+) x .* capped at ([\d.]+)/.exec(text)![0])).toEqual([
      C.FORWARD_HEAD_SEVERITY_SCALE,
      C.MAX_SEVERITY,
    ]);
    expect(numbers(/flag on above [\d.]+, off below [\d.]+/.exec(text)![0])).toEqual([
      C.FORWARD_HEAD_ON,
      C.FORWARD_HEAD_OFF,
    ]);
    expect(Number(/Slouch at (\d+) %/.exec(text)![1]) / 100).toBe(C.SLOUCH_RATIO);
    expect(Number(/default baseline ([\d.]+)/.exec(text)![1])).toBe(
      C.DEFAULT_SHOULDER_EAR_BASELINE,
    );
    expect(numbers(/above [\d.]+ \(high\) and above [\d.]+ \(medium\)/.exec(text)![0])).toEqual([
      C.SEVERITY_HIGH_ABOVE,
      C.SEVERITY_MEDIUM_ABOVE,
    ]);
  });

  it('timing: analysis, calibration, episodes, away, camera moved, alerts', () => {
    expect(numbers(row('analysis')[0]!)[0]).toBe(C.ANALYSIS_INTERVAL_MS);
    const [calS, , kept, resetS] = numbers(row('calibration')[0]!);
    expect([calS! * 1000, kept, resetS! * 1000]).toEqual([
      C.CALIBRATION_DURATION_MS,
      C.CALIBRATION_KEPT_FRAMES,
      C.CALIBRATION_PROGRESS_RESET_MS,
    ]);
    expect(numbers(row('episode threshold')[0]!)).toEqual([C.EPISODE_THRESHOLD_MS]);
    expect(numbers(row('away')[0]!).map((s) => s * 1000)).toEqual([
      C.AWAY_AFTER_ABSENT_MS,
      C.BACK_AFTER_PRESENT_MS,
    ]);
    expect(numbers(row('camera moved')[0]!).map((s) => s * 1000)).toEqual([
      C.CAMERA_MOVED_AFTER_MS,
      C.CAMERA_SETTLED_AFTER_MS,
    ]);
    // '5-60 s' reads as 5 and -60: a range's ends are the numbers' sizes.
    const [freq, fMin, fMax] = numbers(row('alert frequency')[0]!).map(Math.abs);
    expect([freq, fMax! * 1000]).toEqual([
      C.DEFAULT_ALERT_FREQUENCY_MS,
      ALERT_FREQUENCY_MS_RANGE.max,
    ]);
    expect(fMin! * 1000).toBe(ALERT_FREQUENCY_MS_RANGE.min);
    const [delay, dMin, dMax] = numbers(row("alert delay ('Alert me after')")[0]!).map(Math.abs);
    expect([delay! * 1000, dMin, dMax! * 1000]).toEqual([
      ALERT_DELAY_DEFAULT_MS,
      0,
      ALERT_DELAY_MAX_MS,
    ]);
  });

  it('camera moved and score', () => {
    expect(numbers(section('Camera moved')).slice(0, 3)).toEqual([
      C.CAMERA_SHIFT_MIN,
      C.CAMERA_SCALE_MIN,
      C.CAMERA_SHAPE_TOLERANCE,
    ]);
    const score = section('Score').replace(/\s+/g, ' ');
    expect(numbers(/Start .* range [\d-]+/.exec(score)![0])).toEqual([
      C.SCORE_START,
      C.SCORE_GAIN,
      -C.SCORE_LOSS,
      C.SCORE_MIN,
      -C.SCORE_MAX,
    ]);
    expect(numbers(/Ratings at \d+ and \d+/.exec(score)![0])).toEqual([
      C.RATING_EXCELLENT_FROM,
      C.RATING_GOOD_FROM,
    ]);
    expect(numbers(/drop \d+, recovery \d+/.exec(score)![0])).toEqual([
      C.SCORE_EPISODE_DROP,
      C.SCORE_EPISODE_RECOVERY,
    ]);
    expect(numbers(/from \d+ samples/.exec(score)![0])).toEqual([C.METRICS_MIN_SAMPLES]);
  });
});

describe('the engine speaks the sentences docs/posture-rules.md gives', () => {
  const rules = readFileSync(new URL('../docs/posture-rules.md', import.meta.url), 'utf8');
  it.each([
    ['MESSAGE_EXCELLENT', C.MESSAGE_EXCELLENT],
    ['MESSAGE_CALIBRATE_FIRST', C.MESSAGE_CALIBRATE_FIRST],
    ['MESSAGE_ISSUE_DEFAULT', C.MESSAGE_ISSUE_DEFAULT],
    ['GATE_MISSING', C.GATE_MISSING],
    ['GATE_LOW_CONFIDENCE', C.GATE_LOW_CONFIDENCE],
    ['MESSAGE_AWAY', C.MESSAGE_AWAY],
    ['MESSAGE_CAMERA_MOVED', C.MESSAGE_CAMERA_MOVED],
  ])('%s is quoted there', (_, sentence) => {
    expect(rules).toContain(`'${sentence}'`);
  });
});
