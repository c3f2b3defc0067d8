// `npx tsx scripts/engine-margins.ts`: the numbers behind two engine decisions
// (docs/decisions.md#forward-head-cue-curve, docs/accuracy.md#a-camera-below-eye-level), from the
// cached real seated landmarks (tests/fixtures/seated) only, no browser. 1. Forward-head cue curve
// (docs/decisions.md#forward-head-cue-curve): over every split of the 17
//    upright stills into calibrate / judge (as tests/seated-splits.test.ts), the worst upright
//    forward-head severity and the number of flags, against the lowest real slouched severity,
//    for several cue exponents (1 = the spec's plain sum).
// 2. Neck sink (core/posture/neck-sink.ts): whether any weighting a*headDrop - c*shoulderDrop +
//    neckShrink separates the subtlest synthetic slouch (2 % drop, 5 % shrink) from the upright
//    stills at every camera pitch (tests/accuracy-synthetic.ts). Prints the best weightings by
//    (lowest slouched - highest upright) / the slouch's own median effect; > 0 would separate.
import { baselineFromFrames, type CalibrationData } from '../core/posture/calibration-data.ts';
import { CALIBRATION_KEPT_FRAMES, FORWARD_HEAD_ON } from '../core/posture/constants.ts';
import { extractFeatures, FEATURE_KEYS, type PostureFeatures } from '../core/posture/features.ts';
import { forwardHeadCues } from '../core/posture/forward-head.ts';
import { DEFAULT_SETTINGS, effectiveThresholds } from '../core/posture/settings.ts';
import type { PoseFrame } from '../core/posture/types.ts';
import {
  PITCHES_DEG,
  pitchedUpright,
  SLOUCHES,
  syntheticSlouched,
} from '../tests/accuracy-synthetic.ts';
import { loadSeatedStills } from '../tests/seated-fixture.ts';

const stills = loadSeatedStills();
const good = stills.filter((s) => s.label === 'good');
const upright = good.map((s) => extractFeatures(s.frame!));
const slouched = stills.filter((s) => s.label === 'slouched').map((s) => extractFeatures(s.frame!));

const median = (xs: number[]): number => {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? NaN : n % 2 ? s[n >> 1]! : (s[n / 2 - 1]! + s[n / 2]!) / 2;
};

/** The baseline the engine computes when tests/seated-fixture.ts calibrates on `idx`. */
function baselineOn(idx: number[]): CalibrationData {
  const kept: PostureFeatures[] = [];
  for (let i = 101 - CALIBRATION_KEPT_FRAMES; i < 101; i++)
    kept.push(upright[idx[i % idx.length]!]!);
  const m = {} as PostureFeatures;
  for (const key of FEATURE_KEYS) m[key] = median(kept.map((f) => f[key]));
  return baselineFromFrames([m], 0)!;
}

function exponentSweep(): void {
  const zones = [1, 1.5, 2, 2.5, 3, 4];
  const ts = zones.map((z) =>
    effectiveThresholds({ ...DEFAULT_SETTINGS, forwardHeadCueExponent: z }),
  );
  const worst = zones.map(() => 0);
  const flags = zones.map(() => 0);
  const lowestSlouched = zones.map(() => Infinity);
  const n = upright.length;
  for (let mask = 1; mask < (1 << n) - 1; mask++) {
    const idx = [...Array(n).keys()].filter((i) => mask & (1 << i));
    const cal = baselineOn(idx);
    ts.forEach((t, z) => {
      const sev = (f: PostureFeatures) => forwardHeadCues(f, cal, t, 0.3).severity;
      for (let i = 0; i < n; i++) {
        if (mask & (1 << i)) continue;
        const s = sev(upright[i]!);
        worst[z] = Math.max(worst[z]!, s);
        if (s > FORWARD_HEAD_ON) flags[z]!++;
      }
      // Every 16th split is enough for the slouched side (it sits far from the line).
      if (mask % 16 === 0)
        for (const f of slouched) lowestSlouched[z] = Math.min(lowestSlouched[z]!, sev(f));
    });
  }
  console.log('Forward-head cue exponent over every calibrate/judge split of the upright stills:');
  console.table(
    zones.map((z, i) => ({
      exponent: z,
      worstUpright: +worst[i]!.toFixed(3),
      uprightFlags: flags[i],
      lowestSlouched: +lowestSlouched[i]!.toFixed(3),
    })),
  );
}

function neckSinkWeightings(): void {
  const vec = (f: PoseFrame) => {
    const x = extractFeatures(f);
    return { headY: x.headY, chestY: x.chestY, n2w: x.neckToShoulderWidth, neck: x.shoulderEar };
  };
  type V = ReturnType<typeof vec>;
  const data = PITCHES_DEG.map((p) => {
    const up = pitchedUpright(good, p);
    const u = up.map((s) => vec(s.frame!));
    const base: V = {
      headY: median(u.map((v) => v.headY)),
      chestY: median(u.map((v) => v.chestY)),
      n2w: median(u.map((v) => v.n2w)),
      neck: median(u.map((v) => v.neck)),
    };
    const s = syntheticSlouched(up, p, SLOUCHES[0]).map((st) => vec(st.frame!));
    return { u, s, base };
  });
  const rows: { a: number; c: number; worstGap: number }[] = [];
  for (let a = 0; a <= 2.0001; a += 0.05)
    for (let c = -1; c <= 1.0001; c += 0.05) {
      let worstGap = Infinity;
      for (const { u, s, base: b } of data) {
        const cue = (v: V) =>
          (a * (v.headY - b.headY) - c * (v.chestY - b.chestY)) / b.neck + 1 - v.n2w / b.n2w;
        const cu = u.map(cue);
        const cs = s.map(cue);
        const effect = median(cs) - median(cu);
        worstGap = Math.min(worstGap, (Math.min(...cs) - Math.max(...cu)) / effect);
      }
      rows.push({ a: +a.toFixed(2), c: +c.toFixed(2), worstGap: +worstGap.toFixed(3) });
    }
  rows.sort((x, y) => y.worstGap - x.worstGap);
  console.log('Neck sink weightings, 2 %/5 % slouch vs upright, worst pitch (> 0 separates):');
  console.table(rows.slice(0, 5));
  console.log(
    'today (a 1, c 0):',
    rows.find((r) => r.a === 1 && r.c === 0),
  );
}

exponentSweep();
neckSinkWeightings();
