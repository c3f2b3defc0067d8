// docs/accuracy.md#a-camera-below-eye-level: the engine must hold when the camera sits below eye
// level. Pure vitest over the cached real seated landmarks (tests/fixtures/seated):
// tests/accuracy-synthetic.ts makes what a camera 10-25 degrees below eye level sees, and subtle
// slouches as that camera sees them (head drop 2-6 % of the frame height, ear-to-shoulder distance
// 5-15 % shorter). At every pitch the engine is calibrated on the pitched upright stills at default
// settings, then judged on them and on each slouch, one still at a time (tests/seated-fixture.ts
// replay).
import { describe, expect, it } from 'vitest';
import type { EngineSummary } from '../core/posture/engine.ts';
import { extractFeatures } from '../core/posture/features.ts';
import { neckSinkRatio } from '../core/posture/neck-sink.ts';
import type { IssueType } from '../core/posture/types.ts';
import { cameraViewTip, estimateCameraPitchDeg, LOW_CAMERA_TIP } from '../core/posture/view.ts';
import {
  PITCHES_DEG,
  pitchedUpright,
  pitchView,
  SLOUCHES,
  slouchView,
  syntheticSlouched,
} from './accuracy-synthetic.ts';
import { confusion, loadSeatedStills, replaySeated } from './seated-fixture.ts';

const SLOUCH_TYPES: readonly IssueType[] = ['forwardHead', 'slouching'];
const slouchFlag = (s: EngineSummary) => s.issues.some((i) => SLOUCH_TYPES.includes(i.type));
const good = loadSeatedStills().filter((s) => s.label === 'good');

describe('synthetic lower camera (real seated landmarks, re-projected)', () => {
  it('pitch 0 is the real frame; a pitch moves keypoints3D angles by that pitch, exactly', () => {
    const f = good[0]!.frame!;
    expect(pitchView(f, { pitchDeg: 0 })).toBe(f);
    const cva0 = extractFeatures(f).cvaDeg;
    const lean0 = extractFeatures(f).trunkLeanDeg;
    for (const p of [10, 25]) {
      const g = extractFeatures(pitchView(f, { pitchDeg: p }));
      expect(g.cvaDeg - cva0).toBeCloseTo(p, 6);
      expect(g.trunkLeanDeg - lean0).toBeCloseTo(p, 6);
      // The shoulder midpoint stays put in the image (to 0.1 px); the face, ahead of it, moves.
      expect(g.chestY).toBeCloseTo(extractFeatures(f).chestY, 3);
      expect(g.eyeNose).not.toBeCloseTo(extractFeatures(f).eyeNose, 4);
    }
  });

  it('a synthetic slouch shows exactly the head drop and neck shrink asked for, at every pitch', () => {
    for (const p of PITCHES_DEG) {
      const up = pitchedUpright(good, p)[3]!.frame!;
      const sl = slouchView(up, { headDrop: 0.04, neckShrink: 0.1, pitchDeg: p });
      const a = extractFeatures(up);
      const b = extractFeatures(sl);
      expect(b.headY - a.headY).toBeCloseTo(0.04, 9);
      expect(1 - b.shoulderEar / a.shoulderEar).toBeCloseTo(0.1, 9);
      expect(b.faceWidth).toBeCloseTo(a.faceWidth, 9);
    }
  });

  it('default settings: silent on upright and flags the subtle slouches at every pitch', () => {
    const rows: Record<string, string> = {};
    const margins: Record<string, string> = {};
    const results: {
      pitch: number;
      slouch: string;
      flagged: number;
      n: number;
      falseAlarms: number;
    }[] = [];
    for (const pitch of PITCHES_DEG) {
      const up = pitchedUpright(good, pitch);
      const row: string[] = [];
      // Neck sink over its tolerance (fires above 1), on the same calibration as the replay.
      const cal = replaySeated(up).calibration.calibration.data!;
      const sink = (stills: typeof up) =>
        stills.map((s) => neckSinkRatio(extractFeatures(s.frame!), cal, 1));
      const upMax = Math.max(...sink(up));
      margins[`pitch ${pitch}°`] =
        `upright max ${upMax.toFixed(2)} | ` +
        SLOUCHES.map(
          (o) =>
            `${o.headDrop * 100}%/${o.neckShrink * 100}% min ${Math.min(...sink(syntheticSlouched(up, pitch, o))).toFixed(2)}`,
        ).join('  ');
      for (const o of SLOUCHES) {
        const sl = syntheticSlouched(up, pitch, o);
        const m = confusion(replaySeated([...up, ...sl], {}, up), slouchFlag);
        const slouch = `${o.headDrop * 100}%/${o.neckShrink * 100}%`;
        results.push({
          pitch,
          slouch,
          flagged: m.slouched.flagged,
          n: sl.length,
          falseAlarms: m.good.flagged,
        });
        row.push(`${slouch}: ${m.slouched.flagged}/${sl.length}`);
      }
      rows[`pitch ${pitch}°`] =
        `${row.join('  ')}  | false alarms on upright: ${results.at(-1)!.falseAlarms}/${up.length}`;
    }
    console.log(
      '\nSynthetic lower camera, default sensitivity (head drop / neck shrink: slouches flagged):',
    );
    for (const [k, v] of Object.entries(rows)) console.log(`${k.padEnd(10)} ${v}`);
    console.log('Neck sink / tolerance (on above 1): upright max vs each slouch min:');
    for (const [k, v] of Object.entries(margins)) console.log(`${k.padEnd(10)} ${v}`);
    for (const r of results) {
      expect(r.falseAlarms, `false alarms at ${r.pitch}°`).toBe(0);
      // The subtlest corner (2 % drop, 5 % shrink) sits inside this fixture's own still-to-still
      // spread of an upright sitter: most, not all, of its stills are flagged. No threshold can do
      // better at eye level (pitch 0: an upright still's sink reaches 0.60 of the tolerance, a 2 %/5 %
      // slouch of the highest-headed still only 0.54), nor any weighting of head drop, shoulder drop
      // and neck shrink (neck-sink.ts). Since issue 44 the generic lines widen to 3 of the
      // person's own calibration spreads (cue-lines.ts); these 17 stills wander more than a sitter
      // holding still, which costs this corner 3 stills at 15° (14 -> 11 of 17) and 1 at 25°.
      const subtlest = r.slouch === '2%/5%';
      if (subtlest)
        expect(r.flagged / r.n, `${r.slouch} at ${r.pitch}°`).toBeGreaterThanOrEqual(0.6);
      else expect(r.flagged, `${r.slouch} at ${r.pitch}°`).toBe(r.n);
    }
  });

  it('camera pitch is estimated from the baseline; the low-camera tip appears from 20° and not at eye level', () => {
    const est: string[] = [];
    for (const pitch of PITCHES_DEG) {
      const run = replaySeated(pitchedUpright(good, pitch));
      const cal = run.calibration.calibration.data!;
      const p = estimateCameraPitchDeg(cal)!;
      est.push(`${pitch}° -> ${p.toFixed(1)}°`);
      expect(Math.abs(p - pitch)).toBeLessThan(2);
      const tip = run.perStill.at(-1)!.summary.viewTip;
      expect(tip).toBe(cameraViewTip(cal));
      if (pitch >= 20) expect(tip).toBe(LOW_CAMERA_TIP);
      if (pitch <= 10) expect(tip).toBeNull();
    }
    console.log('Estimated camera pitch (true -> estimated):', est.join(', '));
    expect(LOW_CAMERA_TIP).toContain('Raise your camera to eye level for the best results');
  });
});
