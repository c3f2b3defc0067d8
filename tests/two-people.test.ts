// A second person in the calibrated person's frame (docs/posture-rules.md#not-judging, issue 47),
// on what real BlazePose full found in pictures that hold two people: the seated man upright with
// the laptop man pasted in (tests/fixtures/two-people/README.md: 'behind', small in the top
// corner; 'beside', his size, leaning in over the seated man's shoulder; 'front', larger, in front
// of him). BlazePose follows one person: in 'behind' always the seated man, in 'beside' the seated
// man in 3 of 6 and the other man in 3, in 'front' always the other man. The engine is calibrated
// on the seated man's upright stills (as the accuracy harness does, tests/accuracy-replay.ts),
// with the app's default 'Alert me after' (5 s), then each picture is held 20 s at 10 analyses a
// second. No posture alert (the seated man sits upright, and the other man is not to be judged),
// no 'camera moved'; where BlazePose follows the other man the coach is not judging (in 'front'
// for someone else: larger and aside together), and where it follows the seated man he is judged
// as usual.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALERT_DELAY_DEFAULT_MS } from '../core/posture/alert-delay.ts';
import { CALIBRATION_DURATION_MS } from '../core/posture/constants.ts';
import { createPostureEngine, type EngineSummary } from '../core/posture/engine.ts';
import type { PoseFrame } from '../core/posture/types.ts';
import { CALIBRATION_SHARE, framesOf, type LandmarkCache } from './accuracy-replay.ts';

const read = (path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as LandmarkCache;
const seatedCache = read('./fixtures/accuracy/seated-stills.landmarks.json');
const seated = framesOf(seatedCache);
const cache = read('./fixtures/two-people/landmarks.json');
const pictures = framesOf(cache);
const HOLD_MS = 20_000;

/** An engine calibrated on the seated man's first upright stills, and when it finished. */
function calibrated() {
  const engine = createPostureEngine({ settings: { alertDelayMs: ALERT_DELAY_DEFAULT_MS } });
  const good = seated.filter((s) => s.label === 'good' && s.frame);
  const calib = good.slice(0, Math.ceil(good.length * CALIBRATION_SHARE));
  engine.startCalibration(0);
  for (let now = 100, i = 0; now < CALIBRATION_DURATION_MS * 2; now += 100, i++) {
    const s = engine.step(calib[i % calib.length]!.frame, now);
    if (s?.calibration.event === 'completed') return { engine, now };
  }
  throw new Error('the seated man did not calibrate');
}

/** The nose's x as a share of the frame width. */
const noseX = (f: PoseFrame | null, width: number) => (f?.landmarks[0]?.x ?? NaN) / width;
const seatedNose = noseX(seated.find((s) => s.frame)!.frame, seatedCache.width);

/** Holds each picture of `kind` after a fresh calibration; what BlazePose followed and what the engine said. */
function hold(kind: string) {
  return pictures
    .filter((p) => p.file.includes(`/${kind}-`))
    .map((picture) => {
      const { engine, now: t0 } = calibrated();
      const out: EngineSummary[] = [];
      for (let t = t0 + 100; t <= t0 + HOLD_MS; t += 100) {
        const s = engine.step(picture.frame ? { ...picture.frame, timestamp: t } : null, t);
        if (s) out.push(s);
      }
      const x = noseX(picture.frame, cache.width);
      const seatedMan = Math.abs(x - seatedNose) < 0.1;
      const last = out.at(-1)!;
      const alerts = out.filter((s) => s.alert).length;
      const moved = out.some((s) => s.cameraMoved);
      console.log(
        `${picture.file}: BlazePose follows ${seatedMan ? 'the seated man' : 'the other man'} ` +
          `(nose at ${x.toFixed(2)} of the width); after ${HOLD_MS / 1000} s '${last.message}', ` +
          `${alerts} alerts, camera moved: ${moved}`,
      );
      return { file: picture.file, seatedMan, last, alerts, moved };
    });
}

function check(held: ReturnType<typeof hold>) {
  expect(held.length).toBe(6);
  for (const h of held) {
    expect(h.alerts, h.file).toBe(0);
    expect(h.moved, h.file).toBe(false);
    if (h.seatedMan) expect(h.last.message, h.file).toBe('Excellent posture detected!');
    else expect(h.last.notJudging, h.file).not.toBeNull();
  }
}

describe('two people in the frame, on real BlazePose landmarks', () => {
  it("'behind' and 'beside': no alert, no 'camera moved'; not judging while BlazePose follows the other man", () => {
    const behind = hold('behind');
    expect(behind.every((h) => h.seatedMan)).toBe(true);
    check(behind);
    const beside = hold('beside');
    expect(beside.filter((h) => !h.seatedMan).length).toBeGreaterThan(0);
    check(beside);
  });

  // The larger man in front is 1.20-1.35 times the seated man's shoulder width and 0.22-0.24 of
  // the frame aside, each short of its own limit; together (largerAside, 1.14-1.34 of the limit)
  // they name someone else, before the 5 s alert delay.
  it("'front': the larger man in front is someone else, not the seated man's forward head", () => {
    const front = hold('front');
    expect(front.every((h) => !h.seatedMan)).toBe(true);
    check(front);
    for (const h of front) expect(h.last.notJudging, h.file).toBe('someone-else');
  });
});
