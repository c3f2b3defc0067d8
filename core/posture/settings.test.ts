import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  effectiveThresholds,
  mergeSettings,
  toleranceFactor,
} from './settings.ts';

describe('DEFAULT_SETTINGS', () => {
  it('holds the documented defaults with Reading B thresholds', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      sensitivity: 5,
      alertFrequency: 15000,
      alertDelayMs: 0,
      audioEnabled: true,
      headTiltThreshold: 15,
      shoulderAsymmetryThreshold: 0.05,
      faceProximityThreshold: 1.2,
      forwardHeadCVAThresholdDeg: 45,
      translationThreshold: 0.15,
      forwardHeadDepthDelta: 0.02,
      forwardHeadCueExponent: 3,
      smoothingAlpha: 0.3,
      temporalFrames: 3,
      confidenceThreshold: 0.7,
      yawIgnoreRatio: 0.3,
      slouchRatio: 0.85,
      // Low-power mode (docs/posture-rules.md#low-power), default 'auto'.
      lowPower: 'auto',
      // The looking-down reminder (docs/posture-rules.md#looking-down), after 2 minutes.
      lookDownAlertMs: 120_000,
    });
    expect(Object.isFrozen(DEFAULT_SETTINGS)).toBe(true);
  });
});

describe('sensitivity rule k(s) = 2^((5 - s) / 5)', () => {
  it('is 1 at the default, 0.5 at 10, 2^0.8 at 1', () => {
    expect(toleranceFactor(5)).toBe(1);
    expect(toleranceFactor(10)).toBeCloseTo(0.5, 12);
    expect(toleranceFactor(1)).toBeCloseTo(Math.pow(2, 0.8), 12);
  });
  it('clamps to 1..10', () => {
    expect(toleranceFactor(0)).toBe(toleranceFactor(1));
    expect(toleranceFactor(42)).toBe(toleranceFactor(10));
  });
  it('is strictly decreasing around the default and across the range', () => {
    expect(toleranceFactor(4.99)).toBeGreaterThan(1);
    expect(toleranceFactor(5.01)).toBeLessThan(1);
    for (let s = 1; s < 10; s += 0.5)
      expect(toleranceFactor(s + 0.5)).toBeLessThan(toleranceFactor(s));
  });
  it('leaves the spec thresholds untouched at the default sensitivity', () => {
    const t = effectiveThresholds(DEFAULT_SETTINGS);
    expect(t.headTiltDeg).toBe(15);
    expect(t.shoulderAsymmetry).toBe(0.05);
    expect(t.proximityExcess).toBeCloseTo(0.2, 12);
    expect(t.cvaThresholdDeg).toBe(45);
    expect(t.cvaFactor).toBe(1);
    expect(t.translation).toBe(0.15);
    expect(t.depthDelta).toBe(0.02);
    expect(t.slouchRatio).toBeCloseTo(0.85, 12);
  });
  it('tightens every tolerance by the same factor at a higher sensitivity', () => {
    const t = effectiveThresholds({ ...DEFAULT_SETTINGS, sensitivity: 10 });
    expect(t.headTiltDeg).toBeCloseTo(7.5, 9);
    expect(t.shoulderAsymmetry).toBeCloseTo(0.025, 9);
    expect(t.proximityExcess).toBeCloseTo(0.1, 9);
    expect(t.cvaFactor).toBeCloseTo(0.5, 9);
    expect(t.translation).toBeCloseTo(0.075, 9);
    expect(t.depthDelta).toBeCloseTo(0.01, 9);
    expect(t.slouchRatio).toBeCloseTo(0.925, 9);
  });
});

describe('mergeSettings', () => {
  it('applies defined finite values and ignores undefined / NaN', () => {
    const s = mergeSettings(DEFAULT_SETTINGS, {
      sensitivity: 7,
      headTiltThreshold: NaN,
      alertFrequency: undefined,
    });
    expect(s.sensitivity).toBe(7);
    expect(s.headTiltThreshold).toBe(15);
    expect(s.alertFrequency).toBe(15000);
  });
});
