// Setups (core/posture/setups.ts, docs/posture-rules.md#setups) on REAL landmarks: BlazePose full on
// the seated stills (tests/fixtures/seated). 'Desk' is calibrated on the good stills as they are;
// 'Laptop' and 'Kitchen' on the same stills as another camera would see them (moved and scaled in
// code, the way tests/camera-moved-seated.test.ts moves them). The first seconds of tracking at one
// place must pick that place's setup, slouched or not, and a place none was saved for picks none.
import { describe, expect, it } from 'vitest';
import type { CalibrationData } from '../core/posture/calibration-data.ts';
import { createCalibration } from '../core/posture/calibration.ts';
import { createPostureEngine, type EngineSummary } from '../core/posture/engine.ts';
import { extractFeatures } from '../core/posture/features.ts';
import { medianFeatures, pickSetup, type SavedSetup } from '../core/posture/setups.ts';
import type { PoseFrame } from '../core/posture/types.ts';
import { calibrateRoundRobin, loadSeatedStills, STEP_MS } from './seated-fixture.ts';
import { cameraMoved } from './support/posture-frames.ts';

const stills = loadSeatedStills();
const good = stills.filter((s) => s.label === 'good').map((s) => s.frame!);
const slouched = stills.filter((s) => s.label === 'slouched').map((s) => s.frame!);

const PLACES = {
  Desk: { dx: 0, dy: 0, s: 1 },
  Laptop: { dx: 0.05, dy: 0.12, s: 1.35 },
  Kitchen: { dx: -0.2, dy: 0, s: 0.8 },
};
type Place = keyof typeof PLACES;
const at = (f: PoseFrame, place: Place) => {
  const p = PLACES[place];
  return cameraMoved(f, p.dx, p.dy, p.s);
};

/** A full 10 s engine calibration on the good stills seen from `place`. */
function calibrate(place: Place): CalibrationData {
  const frames = good.map((f) => at(f, place));
  return calibrateRoundRobin(createPostureEngine(), frames).summary.calibration.data!;
}

const saved: SavedSetup[] = (Object.keys(PLACES) as Place[]).map((name) => ({
  name,
  baseline: calibrate(name),
}));
/** The first two seconds (20 analyses) of `frames` seen from `place`. */
const firstSeconds = (frames: PoseFrame[], place: Place) =>
  medianFeatures(
    Array.from({ length: 20 }, (_, i) => extractFeatures(at(frames[i % frames.length]!, place))),
  );

describe('setups, on the real seated landmarks', () => {
  it.each(Object.keys(PLACES) as Place[])(
    'sitting at %s (good or slouched) picks that setup',
    (place) => {
      for (const frames of [good, slouched]) {
        const fit = pickSetup(saved, firstSeconds(frames, place));
        console.log(
          `${place}: ${fit.ranked.map((r) => `${r.name} ${r.distance.toFixed(2)}`).join(', ')}`,
        );
        expect(fit.name).toBe(place);
        expect(fit.distance).toBeLessThan(1);
      }
    },
  );

  it('each single still alone ranks its own place first (and a good one fits it)', () => {
    for (const place of Object.keys(PLACES) as Place[]) {
      for (const f of good)
        expect(pickSetup(saved, extractFeatures(at(f, place))).name).toBe(place);
      for (const f of slouched)
        expect(pickSetup(saved, extractFeatures(at(f, place))).ranked[0]!.name).toBe(place);
    }
  });

  it('a place no setup was saved for picks none (then the calibration runs)', () => {
    const elsewhere = firstSeconds(good, 'Desk');
    const onlyOthers = saved.filter((s) => s.name !== 'Desk');
    const fit = pickSetup(onlyOthers, elsewhere);
    expect(fit.name).toBeNull();
    expect(fit.distance).toBeGreaterThanOrEqual(1);
    expect(pickSetup([], elsewhere)).toMatchObject({ name: null, distance: Infinity });
  });

  it("the engine's calibration uses the fitting setup after 2 s, and goes on to 10 s otherwise", () => {
    const run = (setups: SavedSetup[]) => {
      const c = createCalibration();
      c.start(0, { setups });
      for (let now = STEP_MS; now <= 12_000; now += STEP_MS) {
        const f = extractFeatures(at(good[(now / STEP_MS) % good.length]!, 'Laptop'));
        if (c.observe('ok', f, now) === 'completed') return { now, view: c.view(now) };
      }
      throw new Error('never completed');
    };
    const fitted = run(saved);
    expect(fitted.now).toBe(2_100);
    expect(fitted.view.setup).toBe('Laptop');
    expect(fitted.view.data).toEqual(saved[1]!.baseline);
    const fresh = run(saved.filter((s) => s.name !== 'Laptop'));
    expect(fresh.now).toBeGreaterThanOrEqual(10_000);
    expect(fresh.view.setup).toBeNull();
  });

  it('a chosen setup is used at once, whatever the camera sees', () => {
    const c = createCalibration();
    c.start(0, { setups: [saved[2]!], forced: true });
    expect(c.calibrating).toBe(false);
    expect(c.view(0)).toMatchObject({ status: 'Calibrated', setup: 'Kitchen' });
    expect(c.data).toEqual(saved[2]!.baseline);
  });

  it("the engine's summary names the setup in use, and Recalibrate (no setups) calibrates afresh", () => {
    const engine = createPostureEngine();
    engine.startCalibration(0, { setups: saved });
    let now = 0;
    let picked: EngineSummary | null = null;
    while (!picked && now < 5_000) {
      now += STEP_MS;
      const s = engine.step({ ...at(good[0]!, 'Kitchen'), timestamp: now }, now);
      if (s?.calibration.event === 'completed') picked = s;
    }
    expect(picked?.calibration).toMatchObject({ status: 'Calibrated', setup: 'Kitchen' });
    engine.startCalibration(now);
    now += STEP_MS;
    const again = engine.step({ ...at(good[0]!, 'Kitchen'), timestamp: now }, now);
    expect(again?.calibration).toMatchObject({ status: 'Calibrating...', setup: null });
  });
});
