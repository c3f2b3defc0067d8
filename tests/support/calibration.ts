// A plain calibration baseline for tests that store, sync or show setups (not a real person's:
// tests/setups-seated.test.ts calibrates on the real stills). `x`: where head and chest sit.
import type { CalibrationData } from '../../core/posture/calibration-data.ts';

export const testBaseline = (x = 0.5): CalibrationData => ({
  headTiltBaseline: 0,
  shoulderAsymmetryBaseline: 0,
  shoulderEarBaseline: 0.2,
  baselineFaceWidth: 0.1,
  baselineEyeNoseDistance: 0.03,
  baselineCVA: null,
  baselineNoseVsShouldersZ: null,
  baselineEarVsShouldersZ: null,
  shoulderAlignment: 0,
  headPosition: { x, y: 0.3 },
  chestPosition: { x, y: 0.55 },
  timestamp: 1,
  calibratedWithEyes: true,
});
