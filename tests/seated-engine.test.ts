// The engine on REAL landmarks: BlazePose full on the 17 good + 19 slouched seated webcam stills
// (tests/fixtures/seated). Calibrated on the good stills, at DEFAULT settings (Reading B), it must
// flag >= 90% of the slouched stills and <= 5% of the good ones. "Flagged" means a slouch-type
// issue (forwardHead or slouching), which is what the stills are labelled for; head tilt and
// shoulder asymmetry are reported separately because the labels say nothing about them.
import { describe, expect, it } from 'vitest';
import type { EngineSummary } from '../core/posture/engine.ts';
import type { IssueType } from '../core/posture/types.ts';
import { confusion, loadSeatedStills, replaySeated } from './seated-fixture.ts';

const SLOUCH_TYPES: readonly IssueType[] = ['forwardHead', 'slouching'];
const slouchFlag = (s: EngineSummary) => s.issues.some((i) => SLOUCH_TYPES.includes(i.type));
const anyFlag = (s: EngineSummary) => s.issues.length > 0;
const forwardHeadSeverity = (s: EngineSummary) => s.forwardHead?.severity ?? NaN;

describe('seated fixture (real BlazePose landmarks)', () => {
  const stills = loadSeatedStills();
  const run = replaySeated(stills);

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

  it('default sensitivity: flags >= 90% of slouched stills and <= 5% of good stills', () => {
    const m = confusion(run, slouchFlag);
    console.log('\nSeated confusion matrix, default settings (flag = forwardHead or slouching):');
    console.table({ good: m.good, slouched: m.slouched });
    console.table(
      run.perStill.map(({ still, summary }) => ({
        file: still.file,
        flagged: slouchFlag(summary),
        issues: summary.issues.map((i) => `${i.type}:${i.severity.toFixed(2)}`).join(' ') || '-',
      })),
    );
    const any = confusion(run, anyFlag);
    const sev = (label: string) =>
      run.perStill
        .filter((p) => p.still.label === label)
        .map((p) => forwardHeadSeverity(p.summary));
    console.log(
      `slouched flagged ${(m.recall * 100).toFixed(1)}%, good flagged ${(m.falseRate * 100).toFixed(1)}%; ` +
        `any issue on good stills: ${any.good.flagged}/17; forward-head severity: lowest on a slouched still ` +
        `${Math.min(...sev('slouched')).toFixed(2)}, highest on a good still ${Math.max(...sev('good')).toFixed(2)} (on > 0.5)`,
    );
    expect(m.recall).toBeGreaterThanOrEqual(0.9);
    expect(m.falseRate).toBeLessThanOrEqual(0.05);
  });

  it('generalises: calibrated on half the good stills, judged on the other half and the slouched ones', () => {
    const good = stills.filter((s) => s.label === 'good');
    const calibrateOn = good.filter((_, i) => i % 2 === 0);
    const judged = stills.filter((s) => !calibrateOn.includes(s));
    const m = confusion(replaySeated(stills, {}, calibrateOn), slouchFlag, judged);
    console.log('Held-out good stills:', JSON.stringify({ good: m.good, slouched: m.slouched }));
    expect(m.recall).toBeGreaterThanOrEqual(0.9);
    expect(m.falseRate).toBeLessThanOrEqual(0.05);
  });

  it('sensitivity is monotone on real data: never fewer flags at a higher setting', () => {
    const sweep = Array.from({ length: 10 }, (_, i) =>
      confusion(replaySeated(stills, { sensitivity: i + 1 }), slouchFlag),
    );
    console.log(
      'Sensitivity 1..10 (slouched flagged, good flagged):',
      sweep.map((m) => `${m.slouched.flagged}/${m.good.flagged}`).join(' '),
    );
    for (let i = 1; i < sweep.length; i++) {
      expect(sweep[i]!.slouched.flagged).toBeGreaterThanOrEqual(sweep[i - 1]!.slouched.flagged);
      expect(sweep[i]!.good.flagged).toBeGreaterThanOrEqual(sweep[i - 1]!.good.flagged);
    }
  });

  it('without keypoints3D (depth skipped, no CVA) the image-plane cues still meet the bar', () => {
    const flat = stills.map((s) => ({
      ...s,
      frame: s.frame && { ...s.frame, worldLandmarks: undefined },
    }));
    const r = replaySeated(flat);
    expect(r.calibration.calibration.data!.baselineEarVsShouldersZ).toBeNull();
    const m = confusion(r, slouchFlag);
    console.log('Without keypoints3D:', JSON.stringify({ good: m.good, slouched: m.slouched }));
    expect(m.recall).toBeGreaterThanOrEqual(0.9);
    expect(m.falseRate).toBeLessThanOrEqual(0.05);
  });
});
