// Each slouch cue's own spread during the person's calibration (docs/posture-rules.md#lines-that-carry):
// the robust standard deviation (1.4826 x the median absolute deviation) of the cue's deviation
// from the baseline over the frames the baseline was taken from. A tolerance is then counted in
// units of this person's spread, with a floor (cue-lines.ts), instead of one absolute number
// picked on a few people: a sitter whose landmarks or posture wander more during the 10 s gets a
// wider line, one who sits still keeps the floor. Plain JSON, stored in the baseline.
import type { CalibrationData } from './calibration-data.ts';
import { CUE_NAMES, type CueValues } from './cue-names.ts';
import type { PostureFeatures } from './features.ts';
import { headDrop } from './forward-head.ts';
import { median } from './geometry.ts';
import { neckStretch } from './neck-stretch.ts';
import { shoulderEarBaseline } from './threshold-rules.ts';

export { CUE_NAMES, type CueName, type CueValues } from './cue-names.ts';

/** MAD to standard deviation for normal data. */
const MAD_TO_SD = 1.4826;

/** Neck over shoulder width shortened since calibration (part of the neck sink), unclipped. */
function neckShrink(f: PostureFeatures, cal: CalibrationData): number {
  const base = cal.baselineNeckToShoulderWidth;
  return base && base > 0 ? 1 - f.neckToShoulderWidth / base : NaN;
}

/**
 * Every cue's deviation from the baseline for one frame (NaN where it cannot be measured). The
 * sink here is drop + shrink unclipped; neck-sink.ts counts it only while the neck is shorter.
 */
export function cueValues(f: PostureFeatures, cal: CalibrationData): CueValues {
  const drop = headDrop(f, cal);
  return {
    drop,
    shrink: 1 - f.shoulderEar / shoulderEarBaseline(cal),
    sink: drop + neckShrink(f, cal),
    stretch: neckStretch(f, cal),
    face: cal.baselineFaceWidth > 0 ? f.faceWidth / cal.baselineFaceWidth - 1 : NaN,
  };
}

/** Robust SD of each cue over the calibration frames; 0 where fewer than 3 frames measure it. */
export function cueSpread(frames: readonly PostureFeatures[], cal: CalibrationData): CueValues {
  const values = frames.map((f) => cueValues(f, cal));
  const out = {} as CueValues;
  for (const name of CUE_NAMES) {
    const v = values.map((x) => x[name]).filter(Number.isFinite);
    if (v.length < 3) {
      out[name] = 0;
      continue;
    }
    const m = median(v);
    const mad = median(v.map((x) => Math.abs(x - m)));
    out[name] = Math.round(MAD_TO_SD * mad * 1e6) / 1e6;
  }
  return out;
}
