// The pose worker's engine (posture.ts): a finished calibration's baseline names the pose model
// that took it (core/posture/calibration-data.ts `model`), and a baseline loaded from a saved
// setup keeps its own; 'I'm slouching now' hands back the example it took; a silence that the
// engine counts as not observed is said in the console. Real engine, real
// landmarks of the seated fixture's stills.
import { readFileSync } from 'node:fs';
import { beforeEach, expect, it, vi } from 'vitest';
import type { CalibrationData } from '../../core/posture/calibration-data.ts';
import type { Pose } from './detector.ts';
import * as posture from './posture.ts';

const fixture = JSON.parse(
  readFileSync(new URL('../../tests/fixtures/seated/landmarks.json', import.meta.url), 'utf8'),
) as { width: number; height: number; frames: { label: string; keypoints: Pose['keypoints'] }[] };
const good = fixture.frames.find((f) => f.label === 'good' && f.keypoints)!;
const pose = { keypoints: good.keypoints } as Pose;

/** Steps the engine at 10 Hz from `t0` until a calibration completes; its baseline. */
function calibrate(t0: number): CalibrationData {
  posture.startCalibration(t0);
  for (let t = t0 + 100; t < t0 + 30_000; t += 100) {
    const s = posture.stepPosture(pose, fixture.width, fixture.height, t, t);
    if (s?.calibration.event === 'completed' && s.calibration.data) return s.calibration.data;
  }
  throw new Error('calibration did not complete');
}

beforeEach(() => {
  posture.configureEngine();
  posture.setPoseModel('full');
});

it('stamps a fresh baseline with the model the detector runs', () => {
  expect(calibrate(0).model).toBe('full');
  posture.configureEngine();
  posture.setPoseModel('lite');
  expect(calibrate(0).model).toBe('lite');
});

it("keeps a loaded setup's own model", () => {
  const lite = { ...calibrate(0), model: 'lite' as const };
  posture.loadCalibration(lite, 'Sofa');
  const s = posture.stepPosture(pose, fixture.width, fixture.height, 40_000, 40_000);
  expect(s?.calibration.data?.model).toBe('lite');
});

it("'I'm slouching now' hands back the example it took, and the baseline holds it", () => {
  expect(posture.slouchingNow()).toEqual({ outcome: null, example: null }); // not calibrated
  calibrate(0);
  const bad = fixture.frames.find((f) => f.label !== 'good' && f.keypoints)!;
  const slouch = { keypoints: bad.keypoints } as Pose;
  for (let t = 40_000; t < 41_500; t += 100)
    posture.stepPosture(slouch, fixture.width, fixture.height, t, t);
  const { outcome, example } = posture.slouchingNow();
  expect(outcome).toBe('learned');
  expect(example).not.toBeNull();
  expect(posture.slouchExample()).toEqual(example);
  expect(posture.cueLines().some((c) => c.source === 'personal')).toBe(true);
  expect(posture.dropSlouchExample()).toEqual(example);
  expect(posture.slouchExample()).toBeNull();
});

it('says in the console when no frame was analysed for longer than the engine observes', () => {
  const info = vi.spyOn(console, 'info').mockImplementation(() => {});
  try {
    const step = (t: number) => posture.stepPosture(pose, fixture.width, fixture.height, t, t);
    step(1_000);
    step(3_900); // 2.9 s: a loaded machine's slow frame, still observed
    expect(info).not.toHaveBeenCalled();
    step(7_000); // 3.1 s
    expect(info.mock.calls).toEqual([['[pose] no frame analysed for 3100 ms: not observed']]);
    posture.configureEngine(); // a new tracking run starts its own clock
    step(20_000);
    expect(info).toHaveBeenCalledTimes(1);
  } finally {
    info.mockRestore();
  }
});
