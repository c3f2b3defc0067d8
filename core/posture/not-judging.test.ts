// Not judging now (not-judging.ts, docs/posture-rules.md#not-judging) on drawn frames
// (tests/support/posture-frames.ts: shoulders 240 px apart at y 300 of 480, ears 90 px apart):
// each reason from its frame, the hysteresis and hold, and through the engine: nothing judged, no
// camera-moved, the status says why, and the person's slouch afterwards still alerts.
// The recorded sitters never qualify: tests/not-judging-fixtures.test.ts.
import { describe, expect, it } from 'vitest';
import { MESSAGE_EXCELLENT } from './constants.ts';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { extractFeatures } from './features.ts';
import {
  createNotJudging,
  EXIT_SHARE,
  largerAside,
  NOT_JUDGING_ENTER_MS,
  NOT_JUDGING_EXIT_MS,
  NOT_JUDGING_MESSAGE,
  notJudgingReason,
} from './not-judging.ts';
import { baselineFromFrames } from './calibration-data.ts';
import {
  cameraMoved,
  EARS,
  HEAD,
  moved,
  uprightFrame,
} from '../../tests/support/posture-frames.ts';
import type { PoseFrame } from './types.ts';

const upright = uprightFrame();
const cal = baselineFromFrames([extractFeatures(upright)], 0)!;
/** Shoulders and head 170 px higher: 0.71 shoulder widths. */
const standing = cameraMoved(upright, 0, -170 / 480);
/** The whole body 0.3 of the frame width to the side. */
const aside = cameraMoved(upright, 0.3, 0);
/** The ears `px` nearer each other (negative: farther apart). */
const earsIn = (f: PoseFrame, px: number) =>
  moved(moved(f, ['leftEar'], -px, 0), ['rightEar'], px, 0);
/** A smaller body behind (0.6) whose ears sit closer together than the sitter's would. */
const stranger = earsIn(cameraMoved(upright, 0.1, 0, 0.6), 8);
/** Leaning into the camera: the face 1.5x, the shoulders 1.36x (the face grows more). */
const leanIn = earsIn(cameraMoved(upright, 0, 0, 1.36), -12);
/** A deep slouch: head 60 px lower, shoulders 20 px lower. */
const slouch = moved(moved(upright, HEAD, 0, 60), ['leftShoulder', 'rightShoulder'], 0, 20);
const reasonOf = (f: PoseFrame) => notJudgingReason(extractFeatures(f), cal);

describe('not judging: the reasons', () => {
  it('names someone else, standing and moved away; a zoom, a lean-in and a slouch have none', () => {
    expect(reasonOf(upright)).toBeNull();
    expect(reasonOf(stranger)).toBe('someone-else');
    expect(reasonOf(standing)).toBe('standing');
    expect(reasonOf(aside)).toBe('moved-away');
    // The same body smaller keeps its proportion: a moved camera's (camera-moved.ts), not this.
    expect(reasonOf(cameraMoved(upright, 0, 0, 0.6))).toBeNull();
    expect(reasonOf(leanIn)).toBeNull();
    expect(reasonOf(slouch)).toBeNull();
    expect(reasonOf(moved(upright, EARS, 0, -20))).toBeNull();
    // A baseline without the shoulder width (older ones) never gives a reason.
    expect(
      notJudgingReason(extractFeatures(standing), { ...cal, baselineShoulderWidth: null }),
    ).toBeNull();
  });

  it('starts after NOT_JUDGING_ENTER_MS, one odd frame changes nothing, ends back in the band', () => {
    const nj = createNotJudging();
    const f = (frame: PoseFrame) => extractFeatures(frame);
    let t = 0;
    const run = (frame: PoseFrame, ms: number) => {
      let r = null;
      for (const end = t + ms; t < end; t += 100) r = nj.update(f(frame), cal, t);
      return r;
    };
    expect(run(standing, NOT_JUDGING_ENTER_MS - 100)).toBeNull();
    expect(nj.suspect).toBe(true);
    expect(run(upright, 100)).toBeNull(); // one frame back: the count starts again
    expect(run(standing, NOT_JUDGING_ENTER_MS - 100)).toBeNull();
    expect(run(standing, 200)).toBe('standing');
    // Just inside the entry limit but outside the tighter band: still standing.
    expect(run(cameraMoved(upright, 0, -130 / 480), 3_000)).toBe('standing');
    expect(run(upright, 100)).toBe('standing'); // one good frame changes nothing
    expect(run(standing, 100)).toBe('standing');
    expect(run(upright, NOT_JUDGING_EXIT_MS)).toBe('standing');
    expect(run(upright, 200)).toBeNull();
    expect(nj.suspect).toBe(false);
  });
});

describe('not judging: larger and aside together', () => {
  /** 1.25x larger and 0.2 of the width aside: each short of its own limit (1.35x, 0.25). */
  const larger = cameraMoved(upright, 0.2, 0, 1.25);
  /** 1.2x and 0.15 aside: within the limit, outside the tighter band. */
  const inBand = cameraMoved(upright, 0.15, 0, 1.2);
  const distance = (f: PoseFrame) => largerAside(extractFeatures(f), cal);

  it('names someone else when the two together pass the ellipse', () => {
    expect(distance(upright)).toBe(0);
    expect(distance(larger)).toBeCloseTo(Math.hypot(Math.log(1.25) / Math.log(1.35), 0.8), 6);
    expect(reasonOf(larger)).toBe('someone-else');
    // Larger and far aside is someone else; the same body far aside has moved away.
    expect(reasonOf(cameraMoved(upright, 0.3, 0, 1.25))).toBe('someone-else');
    expect(reasonOf(aside)).toBe('moved-away');
  });

  it('a uniformly closer person, a lean-in and a smaller body aside have none', () => {
    // Nearer the desk: both widths 1.5x, in place or a little aside (0.1: under half the limit),
    // however far past the ellipse: the same body at another size.
    expect(reasonOf(cameraMoved(upright, 0, 0, 1.5))).toBeNull();
    expect(distance(cameraMoved(upright, 0.1, 0, 1.5))).toBeGreaterThan(1.3);
    expect(reasonOf(cameraMoved(upright, 0.1, 0, 1.5))).toBeNull();
    // Leaning in and aside: the face 1.5x, the shoulders 1.15x, 0.15 aside. The lesser growth
    // (the shoulders') counts; the face's would put it past the ellipse.
    const leanAside = moved(
      moved(cameraMoved(upright, 0.15, 0, 1.15), ['leftEar'], 15.75, 0),
      ['rightEar'],
      -15.75,
      0,
    );
    expect(distance(leanAside)).toBeLessThan(0.8);
    expect(reasonOf(leanAside)).toBeNull();
    // Smaller and aside (further back): no growth, left to moved-away's own limit.
    expect(reasonOf(cameraMoved(upright, 0.2, 0, 0.8))).toBeNull();
  });

  it('keeps the reason within the tighter band (every limit times EXIT_SHARE)', () => {
    expect(distance(inBand)).toBeGreaterThan(EXIT_SHARE);
    expect(distance(inBand)).toBeLessThan(1);
    expect(reasonOf(inBand)).toBeNull();
    expect(notJudgingReason(extractFeatures(inBand), cal, EXIT_SHARE)).toBe('someone-else');
    const nj = createNotJudging();
    let t = 0;
    const hold = (frame: PoseFrame, ms: number) => {
      let r = null;
      for (const end = t + ms; t < end; t += 100) r = nj.update(extractFeatures(frame), cal, t);
      return r;
    };
    expect(hold(inBand, 3_000)).toBeNull(); // within the limit: never starts
    expect(hold(larger, NOT_JUDGING_ENTER_MS + 100)).toBe('someone-else');
    expect(hold(inBand, 3_000)).toBe('someone-else'); // outside the band: stays
    expect(hold(upright, NOT_JUDGING_EXIT_MS + 100)).toBeNull();
  });
});

function run(e: PostureEngine, frame: PoseFrame, from: number, ms: number) {
  const seen: EngineSummary[] = [];
  for (let t = from; t < from + ms; t += 100) {
    const s = e.step({ ...frame, timestamp: t }, t);
    if (s) seen.push(s);
  }
  return { seen, last: seen.at(-1)!, next: from + ms };
}

describe('not judging, through the engine', () => {
  it.each([
    ['someone-else', stranger],
    ['standing', standing],
    ['moved-away', aside],
  ] as const)('%s: nothing judged, no camera moved, the status says why', (reason, frame) => {
    const e = createPostureEngine();
    e.startCalibration(0);
    const cal = run(e, upright, 100, 10_100);
    expect(cal.last.calibration.event).toBe('completed');
    const before = run(e, upright, cal.next, 2_000);
    expect(before.last.message).toBe(MESSAGE_EXCELLENT);
    const away = run(e, frame, before.next, 20_000);
    const on = away.seen.filter((s) => s.notJudging !== null);
    expect(on[0]!.timestamp - before.next).toBeLessThanOrEqual(NOT_JUDGING_ENTER_MS + 1_000);
    expect(on.every((s) => s.notJudging === reason)).toBe(true);
    expect(away.last.message).toBe(NOT_JUDGING_MESSAGE[reason]);
    expect(away.seen.filter((s) => s.alert || s.cameraMoved)).toEqual([]);
    expect(on.filter((s) => s.issues.length > 0 || s.poor)).toEqual([]);
    expect(new Set(on.map((s) => s.score))).toEqual(new Set([before.last.score]));
    expect(away.last.scoreEpisode).toBeNull();
    // Back in place: judged again by itself; his slouch then alerts as before.
    const back = run(e, upright, away.next, 3_000);
    expect(back.last.notJudging).toBeNull();
    expect(back.last.message).toBe(MESSAGE_EXCELLENT);
    const slouched = run(e, slouch, back.next, 12_000);
    expect(slouched.seen.some((s) => s.alert)).toBe(true);
    expect(slouched.seen.every((s) => s.notJudging === null)).toBe(true);
  });

  it("'I'm slouching now' while not judging takes nothing: the moment is not the person's slouch", () => {
    const e = createPostureEngine();
    e.startCalibration(0);
    const cal = run(e, upright, 100, 10_100);
    // Standing (without the guard the moment is taken and judged).
    const held = run(e, standing, cal.next, 5_000);
    expect(held.last.notJudging).toBe('standing');
    expect(e.slouchingNow()).toBeNull();
    expect(e.slouchExample()).toBeNull();
    // Seated again and slouched: that moment is taken and judged (this deep slouch the generic
    // lines already flag, so it places no line of its own).
    const slouched = run(e, slouch, held.next, 4_000);
    expect(slouched.last.notJudging).toBeNull();
    expect(e.slouchingNow()).toBe('flagged');
  });
});
