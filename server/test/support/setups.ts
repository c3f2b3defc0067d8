// A saved calibration as the page sends it, for the setups tests (setups.test.ts, headers-input.test.ts).
export const BASELINE = {
  headTiltBaseline: 1.5,
  shoulderAsymmetryBaseline: 0.01,
  shoulderEarBaseline: 0.2,
  baselineFaceWidth: 0.12,
  baselineEyeNoseDistance: 0.03,
  baselineCVA: 52,
  baselineNoseVsShouldersZ: -0.2,
  baselineEarVsShouldersZ: null,
  shoulderAlignment: 0.5,
  headPosition: { x: 0.5, y: 0.3 },
  chestPosition: { x: 0.5, y: 0.55 },
  // The page's clock: epoch ms, as a real calibration stores it (e2e/monitor-setups.e2e.ts).
  timestamp: 1795421932535.7998,
  calibratedWithEyes: true,
  baselineShoulderWidth: 0.4,
};
