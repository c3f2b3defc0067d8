// Does the forward-head CVA threshold slider (40-60 degrees) change behaviour over
// its whole range? Measured on the real seated landmarks (tests/fixtures/seated), calibrated on the
// good stills: the CVA cue's tolerance is the calibrated angle minus the threshold (at least 5
// degrees, forward-head.ts), so the slider matters while the threshold stays 5 degrees below the
// user's calibrated CVA estimate. The sweep is printed; the help text in SettingsPanel says what it
// shows.
import { describe, expect, it } from 'vitest';
import { SETTINGS_RANGES } from '../src/state/settings.ts';
import { confusion, loadSeatedStills, replaySeated } from './seated-fixture.ts';

const stills = loadSeatedStills();
const R = SETTINGS_RANGES.forwardHeadCVAThresholdDeg;

describe('CVA threshold slider on the seated fixture', () => {
  it('every step of 40..60 changes the forward-head severity of slouched stills (monotone up)', () => {
    const rows: {
      deg: number;
      baseline: number;
      meanSlouched: number;
      meanGood: number;
      flagged: string;
    }[] = [];
    for (let deg = R.min; deg <= R.max; deg += R.step) {
      const run = replaySeated(stills, { forwardHeadCVAThresholdDeg: deg });
      const sev = (label: string) => {
        const v = run.perStill
          .filter((p) => p.still.label === label)
          .map((p) => p.summary.forwardHead?.severity ?? 0);
        return v.reduce((a, b) => a + b, 0) / v.length;
      };
      const m = confusion(run, (s) => s.issues.some((i) => i.type === 'forwardHead'));
      rows.push({
        deg,
        baseline: Number(run.calibration.calibration.data!.baselineCVA!.toFixed(1)),
        meanSlouched: Number(sev('slouched').toFixed(3)),
        meanGood: Number(sev('good').toFixed(3)),
        flagged: `${m.slouched.flagged}/19 slouched, ${m.good.flagged}/17 good`,
      });
    }
    console.table(rows);
    for (let i = 1; i < rows.length; i++)
      expect(rows[i]!.meanSlouched).toBeGreaterThan(rows[i - 1]!.meanSlouched);
  });
});
