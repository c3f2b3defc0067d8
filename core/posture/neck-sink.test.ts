import { describe, expect, it } from 'vitest';
import { baselineFromFrames } from './calibration-data.ts';
import { extractFeatures } from './features.ts';
import { NECK_SINK_TOLERANCE, neckSink, neckSinkRatio } from './neck-sink.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';

const up = uprightFrame();
const cal = baselineFromFrames([extractFeatures(up)], 0)!;
const sink = (dy: number, keys = HEAD) => neckSink(extractFeatures(moved(up, keys, 0, dy)), cal);

describe('neck sink', () => {
  it('adds the head drop (neck heights) and the neck shrink against the shoulder width', () => {
    // ears 120 px over the shoulders, 240 px apart: 6 px lower = 0.05 drop + 0.05 shrink
    expect(sink(6)).toBeCloseTo(0.1, 9);
    expect(neckSinkRatio(extractFeatures(moved(up, HEAD, 0, 6)), cal, 1)).toBeCloseTo(1, 9);
    expect(NECK_SINK_TOLERANCE).toBe(0.1);
  });

  it('is 0 upright, with the head raised, or when head and shoulders sink together', () => {
    expect(sink(0)).toBe(0);
    expect(sink(-10)).toBe(0);
    expect(sink(30, [...HEAD, 'leftShoulder', 'rightShoulder'])).toBe(0);
  });

  it('does not read leaning toward the camera (everything larger) as a slouch', () => {
    const f = up.landmarks.map((p) => ({
      ...p,
      x: 320 + (p.x - 320) * 1.2,
      y: 300 + (p.y - 300) * 1.2,
    }));
    expect(neckSink(extractFeatures({ ...up, landmarks: f }), cal)).toBeLessThan(0.05);
  });

  it('scales with sensitivity and is NaN/0 for a baseline stored before the cue existed', () => {
    const f = extractFeatures(moved(up, HEAD, 0, 6));
    expect(neckSinkRatio(f, cal, 0.5)).toBeCloseTo(2, 9);
    const old = { ...cal, baselineNeckToShoulderWidth: undefined };
    expect(neckSink(f, old)).toBeNaN();
    expect(neckSinkRatio(f, old, 1)).toBe(0);
  });
});
