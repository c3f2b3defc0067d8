// "That wasn't a slouch" (feedback.ts): the correction widens the rule that fired, within its cap,
// says so in plain words, and undo restores the baseline exactly.
import { describe, expect, it } from 'vitest';
import type { CalibrationData } from './calibration-data.ts';
import { MAX_SEVERITY } from './constants.ts';
import {
  ALLOWANCE_HEADROOM,
  ALLOWANCE_TARGET,
  allowanceCap,
  AT_MOST_TEXT,
  allowanceFor,
  allowedSeverity,
  cleanAllowance,
  correctFalseAlarm,
  ISSUE_ON,
  undoCorrection,
} from './feedback.ts';
import { testBaseline } from '../../tests/support/calibration.ts';

const BASE: CalibrationData = testBaseline();

describe('false-alarm feedback', () => {
  it('widens the rule that fired so the severity that flagged reads below its threshold', () => {
    const c = correctFalseAlarm(BASE, [{ type: 'slouching', severity: 1.2 }])!;
    expect(c.changed).toEqual(['slouching']);
    expect(c.text).toBe("Got it: I'll allow your head a little lower from now on.");
    expect(allowanceFor(c.baseline, 'slouching')).toBeCloseTo(1.2 / ALLOWANCE_TARGET, 3);
    expect(allowedSeverity(1.2, c.baseline, 'slouching')).toBeLessThan(1);
    // Other rules and the input are untouched.
    expect(allowanceFor(c.baseline, 'forwardHead')).toBe(1);
    expect(BASE.allowance).toBeUndefined();
  });

  it('forward head is widened against its own 0.5 threshold, and several rules are named', () => {
    const c = correctFalseAlarm(BASE, [
      { type: 'forwardHead', severity: 0.6 },
      { type: 'forwardHead', severity: 0.7 },
      { type: 'headTilt', severity: 1.1 },
    ])!;
    expect(allowedSeverity(0.7, c.baseline, 'forwardHead')).toBeCloseTo(
      ISSUE_ON.forwardHead * ALLOWANCE_TARGET,
      2,
    );
    expect(c.text).toBe(
      "Got it: I'll allow your head a little further forward and a little more tilt from now on.",
    );
  });

  it('names the rules by whose they are: head and shoulders', () => {
    const c = correctFalseAlarm(BASE, [
      { type: 'shoulderAsymmetry', severity: 1.1 },
      { type: 'slouching', severity: 1.1 },
    ])!;
    expect(c.text).toBe(
      "Got it: I'll allow your shoulders a little more unevenness and your head a little lower from now on.",
    );
  });

  it('a click just over the threshold still widens by a visible step', () => {
    const c = correctFalseAlarm(BASE, [{ type: 'shoulderAsymmetry', severity: 0.5 }])!;
    expect(allowanceFor(c.baseline, 'shoulderAsymmetry')).toBeCloseTo(1.15, 3);
  });

  it('is bounded: repeated clicks stop at the cap, where the worst posture still flags', () => {
    let cal = BASE;
    for (let i = 0; i < 20; i++) {
      const c = correctFalseAlarm(cal, [{ type: 'slouching', severity: 1.9 }])!;
      cal = c.baseline;
    }
    expect(allowanceFor(cal, 'slouching')).toBeCloseTo(allowanceCap('slouching'), 3);
    for (const type of Object.keys(ISSUE_ON) as (keyof typeof ISSUE_ON)[]) {
      const capped = { allowance: { [type]: 1e9 } };
      expect(allowedSeverity(MAX_SEVERITY, capped, type)).toBeCloseTo(
        ISSUE_ON[type] * ALLOWANCE_HEADROOM,
        9,
      );
      expect(allowedSeverity(MAX_SEVERITY, capped, type)).toBeGreaterThan(ISSUE_ON[type]);
    }
    const atCap = correctFalseAlarm(cal, [{ type: 'slouching', severity: 1.9 }])!;
    expect(atCap.changed).toEqual([]);
    expect(atCap.baseline).toBe(cal);
    expect(atCap.text).toMatch(/^I already allow as much as I can for how low your head sits/);
  });

  it('says so when one flag needs more room than the cap gives', () => {
    const within = correctFalseAlarm(BASE, [{ type: 'slouching', severity: 1.2 }])!;
    expect(within.text).not.toContain(AT_MOST_TEXT);
    const beyond = correctFalseAlarm(BASE, [{ type: 'slouching', severity: 1.9 }])!;
    expect(allowanceFor(beyond.baseline, 'slouching')).toBeCloseTo(allowanceCap('slouching'), 3);
    expect(beyond.text).toBe(
      `Got it: I'll allow your head a little lower from now on. ${AT_MOST_TEXT}`,
    );
  });

  it('undo restores exactly, with or without an earlier allowance', () => {
    const first = correctFalseAlarm(BASE, [{ type: 'slouching', severity: 1.3 }])!;
    expect(undoCorrection(first.baseline, first)).toEqual(BASE);
    expect('allowance' in undoCorrection(first.baseline, first)).toBe(false);
    const second = correctFalseAlarm(first.baseline, [{ type: 'forwardHead', severity: 0.8 }])!;
    expect(second.baseline.allowance?.slouching).toBe(first.baseline.allowance?.slouching);
    expect(undoCorrection(second.baseline, second)).toEqual(first.baseline);
  });

  it('ignores what it cannot use: nothing fired, unknown types, broken stored allowances', () => {
    expect(correctFalseAlarm(BASE, [])).toBeNull();
    expect(correctFalseAlarm(BASE, [{ type: 'slouching', severity: NaN }])).toBeNull();
    expect(allowanceFor({ allowance: { slouching: -3 } }, 'slouching')).toBe(1);
    expect(allowanceFor({ allowance: { slouching: NaN } }, 'slouching')).toBe(1);
    expect(allowanceFor({}, 'headTilt')).toBe(1);
  });

  it('cleans a stored allowance: unknown rules, broken or capped factors; none left, no field', () => {
    const stored = {
      ...BASE,
      allowance: { slouching: 9, headTilt: 0.5, posture: 2 } as Record<string, number>,
    };
    expect(cleanAllowance(stored)).toEqual({
      ...BASE,
      allowance: { slouching: allowanceCap('slouching') },
    });
    const broken = { ...BASE, allowance: { headTilt: NaN } };
    expect('allowance' in cleanAllowance(broken)).toBe(false);
    expect(cleanAllowance(BASE)).toBe(BASE);
  });
});
