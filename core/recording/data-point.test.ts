import { describe, expect, it } from 'vitest';
import {
  adjustDataPoint,
  buildDataPoint,
  isValidDataPoint,
  prepareDataPoints,
  type DataPoint,
} from './data-point.ts';

const point = (patch: Partial<DataPoint> = {}): DataPoint => ({
  timestamp: '2026-01-01T00:01:00.000Z',
  start_score: 90,
  end_score: 80,
  good_posture_seconds: 40,
  bad_posture_seconds: 20,
  duration_seconds: 60,
  false_alarms: 0,
  missed_slouches: 0,
  looking_down_seconds: 0,
  ...patch,
});

describe('buildDataPoint', () => {
  it('maps interval stats to the wire names with an ISO timestamp', () => {
    expect(
      buildDataPoint({
        at: Date.UTC(2026, 0, 1, 0, 1),
        startScore: 90,
        endScore: 80,
        goodSeconds: 30,
        badSeconds: 20,
        lookingDownSeconds: 10,
        durationSeconds: 60,
        falseAlarms: 0,
        missedSlouches: 0,
      }),
    ).toEqual(point({ good_posture_seconds: 30, looking_down_seconds: 10 }));
  });
});

describe('isValidDataPoint', () => {
  it('accepts a normal point', () => expect(isValidDataPoint(point())).toBe(true));
  it.each([
    ['good seconds at 0', { good_posture_seconds: 0 }, true],
    ['good seconds below 0', { good_posture_seconds: -0.001 }, false],
    ['bad seconds at 0', { bad_posture_seconds: 0 }, true],
    ['bad seconds below 0', { bad_posture_seconds: -0.001 }, false],
    [
      'duration just above 0',
      { duration_seconds: 0.001, good_posture_seconds: 0, bad_posture_seconds: 0 },
      true,
    ],
    ['duration 0', { duration_seconds: 0, good_posture_seconds: 0, bad_posture_seconds: 0 }, false],
    ['start score 0', { start_score: 0 }, true],
    ['start score 100', { start_score: 100 }, true],
    ['start score above 100', { start_score: 100.001 }, false],
    ['start score below 0', { start_score: -0.001 }, false],
    ['end score 100', { end_score: 100 }, true],
    ['end score above 100', { end_score: 100.001 }, false],
    ['end score below 0', { end_score: -0.001 }, false],
    ['two false alarms', { false_alarms: 2 }, true],
    [
      'counts absent (an older page queued it)',
      { false_alarms: undefined, missed_slouches: undefined },
      true,
    ],
    ['a negative count', { missed_slouches: -1 }, false],
    ['a fractional count', { false_alarms: 0.5 }, false],
    // Looking down is tracked time beside good and bad (docs/posture-rules.md#looking-down).
    ['looking down absent (an older page queued it)', { looking_down_seconds: undefined }, true],
    ['good + bad + looking down = duration + 1', { looking_down_seconds: 1 }, true],
    ['good + bad + looking down just over duration + 1', { looking_down_seconds: 1.001 }, false],
    ['looking down below 0', { looking_down_seconds: -0.001, good_posture_seconds: 30 }, false],
    ['NaN looking down', { looking_down_seconds: NaN }, false],
    ['good + bad = duration + 1', { good_posture_seconds: 41, bad_posture_seconds: 20 }, true],
    [
      'good + bad just over duration + 1',
      { good_posture_seconds: 41.001, bad_posture_seconds: 20 },
      false,
    ],
    [
      'good + bad below duration + 1',
      { good_posture_seconds: 40.999, bad_posture_seconds: 20 },
      true,
    ],
    ['NaN seconds', { good_posture_seconds: NaN }, false],
    ['unparseable timestamp', { timestamp: 'yesterday' }, false],
  ])('%s -> %s', (_name, patch, valid) => {
    expect(isValidDataPoint(point(patch))).toBe(valid);
  });
});

describe('adjustDataPoint', () => {
  it('leaves a consistent point alone', () => expect(adjustDataPoint(point())).toEqual(point()));
  it('scales good and bad down to the duration, keeping their ratio', () => {
    const p = adjustDataPoint(
      point({ good_posture_seconds: 45, bad_posture_seconds: 15.5, duration_seconds: 60 }),
    );
    expect(p.good_posture_seconds + p.bad_posture_seconds).toBeCloseTo(60, 9);
    expect(p.good_posture_seconds / p.bad_posture_seconds).toBeCloseTo(45 / 15.5, 9);
  });
  it('scales good, bad and looking down down to the duration, keeping their ratios', () => {
    const p = adjustDataPoint(
      point({ good_posture_seconds: 30, bad_posture_seconds: 15, looking_down_seconds: 15.5 }),
    );
    const down = p.looking_down_seconds!;
    expect(p.good_posture_seconds + p.bad_posture_seconds + down).toBeCloseTo(60, 9);
    expect(p.good_posture_seconds / p.bad_posture_seconds).toBeCloseTo(2, 9);
    expect(down / p.bad_posture_seconds).toBeCloseTo(15.5 / 15, 9);
  });
  it('leaves looking down absent in a point an older page queued', () => {
    const p = adjustDataPoint(
      point({ good_posture_seconds: 45, bad_posture_seconds: 20, looking_down_seconds: undefined }),
    );
    expect(p.looking_down_seconds).toBeUndefined();
    expect(p.good_posture_seconds + p.bad_posture_seconds).toBeCloseTo(60, 9);
  });
  it('raises durations below 1 s to 1 s', () => {
    expect(
      adjustDataPoint(
        point({ duration_seconds: 0.5, good_posture_seconds: 0.5, bad_posture_seconds: 0 }),
      ).duration_seconds,
    ).toBe(1);
  });
  it('keeps a duration of exactly 1 s', () => {
    expect(
      adjustDataPoint(
        point({ duration_seconds: 1, good_posture_seconds: 1, bad_posture_seconds: 0 }),
      ).duration_seconds,
    ).toBe(1);
  });
});

describe('prepareDataPoints', () => {
  it('skips invalid points and adjusts the rest', () => {
    const out = prepareDataPoints([
      point({ start_score: 101 }),
      point({ good_posture_seconds: 41, bad_posture_seconds: 20 }),
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]!.good_posture_seconds + out[0]!.bad_posture_seconds).toBeCloseTo(60, 9);
  });
});
