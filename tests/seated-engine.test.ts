// The engine on REAL landmarks: BlazePose full on the 17 good + 19 slouched seated webcam stills
// (tests/fixtures/seated). Calibrated on the good stills, at DEFAULT settings (Reading B), it must
// flag >= 90% of the slouched stills and <= 5% of the good ones. "Flagged" means a slouch-type
// issue (forwardHead or slouching), which is what the stills are labelled for; head tilt and
// shoulder asymmetry are reported separately because the labels say nothing about them.
import { describe, expect, it } from 'vitest';
import type { IssueType } from '../src/posture/types';
import { loadSeatedStills, replaySeated } from './seated-fixture';

const SLOUCH_TYPES: readonly IssueType[] = ['forwardHead', 'slouching'];

describe('seated fixture (real BlazePose landmarks) at default sensitivity', () => {
  const stills = loadSeatedStills();
  const run = replaySeated(stills);
  const rows = run.perStill.map(({ still, summary }) => ({
    file: still.file,
    label: still.label,
    slouchFlag: summary.issues.some((i) => SLOUCH_TYPES.includes(i.type)),
    issues: summary.issues.map((i) => `${i.type}:${i.severity.toFixed(2)}`).join(' ') || '-',
  }));
  const count = (label: string, flagged: boolean) =>
    rows.filter((r) => r.label === label && r.slouchFlag === flagged).length;
  const matrix = {
    good: { flagged: count('good', true), notFlagged: count('good', false) },
    slouched: { flagged: count('slouched', true), notFlagged: count('slouched', false) },
  };

  it('uses every still of the fixture (36, all with a pose)', () => {
    expect(stills.filter((s) => s.label === 'good')).toHaveLength(17);
    expect(stills.filter((s) => s.label === 'slouched')).toHaveLength(19);
    expect(stills.every((s) => s.frame !== null)).toBe(true);
  });

  it('calibrates on the good stills with keypoints3D depth', () => {
    const data = run.calibration.calibration.data!;
    expect(data.baselineEarVsShouldersZ).not.toBeNull();
    expect(data.baselineCVA).not.toBeNull();
    expect(data.calibratedWithEyes).toBe(true);
  });

  it('flags >= 90% of slouched stills and <= 5% of good stills (confusion matrix printed)', () => {
    console.log('\nSeated confusion matrix (slouch-type issue = forwardHead or slouching):');
    console.table(matrix);
    console.table(rows);
    const recall = matrix.slouched.flagged / (matrix.slouched.flagged + matrix.slouched.notFlagged);
    const falseRate = matrix.good.flagged / (matrix.good.flagged + matrix.good.notFlagged);
    console.log(`slouched flagged ${(recall * 100).toFixed(1)}%, good flagged ${(falseRate * 100).toFixed(1)}%`);
    expect(recall).toBeGreaterThanOrEqual(0.9);
    expect(falseRate).toBeLessThanOrEqual(0.05);
  });
});
