// Where each slouch cue flags for this person (docs/posture-rules.md#lines-that-carry): a factor per
// cue that the engine multiplies that cue's default tolerance by (issues.ts), worked out once per
// baseline, so the per-frame cost is a multiplication.
//
// Generic (no slouch example): the tolerance is at least SPREAD_Z of the person's own robust
// spreads during calibration (cue-spread.ts), never below the default tolerance (the floor) and
// never above WIDEN_CAP times it, so a restless calibration cannot blind the coach. The neck
// stretch is off: only one person we hold (the laptop sitter) argues for it, and on people we do
// not hold it added only false alarms (issue 44).
//
// Personal (the person's own slouch example, slouch-example.ts): the upright band is the larger of
// SPREAD_Z spreads and MIN_SHARE of the default tolerance. A cue whose example lies past that band
// gets its line EXAMPLE_SHARE of the way from upright (0) to the example, but never inside the band
// (a weak or wrong example cannot make it flag every wobble) and never wider than its generic line
// (an example only brings a line nearer, where the generic one would miss this person's slouch;
// a deep example does not loosen a rule that already catches it). When the band holds every placed
// line more than LINE_SHARE_MAX of the way to the example (it only just clears the band), the line
// sits at the slouch itself and a milder moment of it falls short: the example is kept, but the page
// says so ('close', lineNearExample). A cue the example did not move keeps its generic line, and
// so does the face width: it only corroborates forward head (its weight cannot flag alone at its
// line) and a tighter line let an upright lean-in flag on the front-webcam sitter (12 of 259
// upright rows). This is how the neck stretch comes on: for a person whose own slouch stretches
// the neck past their upright spread. Dropping the example restores the generic lines.
import type { CalibrationData } from './calibration-data.ts';
import { CUE_NAMES, type CueName, type CueValues } from './cue-spread.ts';
import { NECK_SINK_TOLERANCE } from './neck-sink.ts';
import { NECK_STRETCH_TOLERANCE } from './neck-stretch.ts';
import { DEFAULT_SETTINGS } from './settings.ts';

/** A generic tolerance is at least this many of the person's calibration spreads. */
export const SPREAD_Z = 3;
/** No line (generic or personal) is wider than this many default tolerances. */
export const WIDEN_CAP = 2;
/** A personal line sits this share of the way from upright to the person's slouch example. */
export const EXAMPLE_SHARE = 0.5;
/** No personal line is tighter than this share of the default tolerance. */
export const MIN_SHARE = 0.5;
/**
 * A personal line this share of the way to its example or nearer leaves a slouch like it a third
 * past the line. Past it (the upright band holds the line there) the example is kept but called
 * close ('close'). A round share, not fitted to anyone's figures; replaying the laptop sitter's
 * real clip 800 times with the spec's timing (tests/example-replay.ts), a next slouch named in
 * under 90 % of its checks followed 31 of the 149 examples kept past this share, and 2 of the 648
 * kept within it.
 */
export const LINE_SHARE_MAX = 0.75;

/** Each cue's default tolerance at sensitivity 5, the unit its factor counts in. */
export const CUE_FLOORS: Readonly<CueValues> = {
  drop: DEFAULT_SETTINGS.translationThreshold,
  shrink: 1 - DEFAULT_SETTINGS.slouchRatio,
  sink: NECK_SINK_TOLERANCE,
  stretch: NECK_STRETCH_TOLERANCE,
  face: DEFAULT_SETTINGS.faceProximityThreshold - 1,
};

export type LineSource = 'generic' | 'personal' | 'off';

/** Per cue: the factor on its default tolerance (0: off) and where that came from. */
export interface CueLines {
  factor: CueValues;
  source: Record<CueName, LineSource>;
}

/** The harness's switches (tests/accuracy-*.ts); the app passes none. */
export interface LineTuning {
  /** A generic neck stretch at this tolerance (the rule before issue 44); absent: off. */
  neckStretchTolerance?: number;
  /** Cues left out entirely (the ablation table). */
  disabled?: readonly CueName[];
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const finite = (v: number | undefined): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : 0;

/** The lines in force for a baseline: generic, or personal where its slouch example says so. */
export function cueLines(
  cal: Pick<CalibrationData, 'spread' | 'slouchExample'>,
  tuning: LineTuning = {},
): CueLines {
  const factor = {} as CueValues;
  const source = {} as Record<CueName, LineSource>;
  for (const name of CUE_NAMES) {
    const floor = CUE_FLOORS[name];
    const spread = Math.max(0, finite(cal.spread?.[name]));
    const stretchBase = finite(tuning.neckStretchTolerance);
    // The generic line (0: off): the floor, or more for a restless calibration, bounded.
    const base = name === 'stretch' ? stretchBase : floor;
    const generic = base > 0 ? clamp(SPREAD_Z * spread, base, WIDEN_CAP * base) : 0;
    // The personal line: past the upright band, halfway to the example, never wider than generic.
    const band = Math.max(SPREAD_Z * spread, MIN_SHARE * floor);
    const example = cal.slouchExample ? finite(cal.slouchExample[name]) : 0;
    const personal = Math.max(band, EXAMPLE_SHARE * example);
    let line = generic;
    source[name] = generic > 0 ? 'generic' : 'off';
    if (tuning.disabled?.includes(name)) {
      line = 0;
      source[name] = 'off';
    } else if (name !== 'face' && example > band && (generic === 0 || personal < generic)) {
      line = personal;
      source[name] = 'personal';
    }
    factor[name] = line / floor;
  }
  return { factor, source };
}

/**
 * Whether a baseline's slouch example places any cue's line ('personal'). An example within the
 * person's upright band on every cue (or past only a cue whose generic line already catches it)
 * teaches the coach nothing: it is not kept, and the page says so (slouch-example.ts).
 */
export function placesLine(
  cal: Pick<CalibrationData, 'spread' | 'slouchExample'>,
  tuning: LineTuning = {},
): boolean {
  if (!cal.slouchExample) return false;
  const { source } = cueLines(cal, tuning);
  return CUE_NAMES.some((cue) => source[cue] === 'personal');
}

/**
 * Whether the example would place a line had the calibration been still (no spread): it lies past
 * the floor band on some cue, and only the person's movement while calibrating (the SPREAD_Z
 * spreads) holds it inside the upright band. The laptop sitter (real BlazePose, 4 runs here): his
 * slouch's neck stretch read 0.070-0.080 against spreads of 0.009-0.018 in three, learned at once;
 * in the fourth every press read within the band, which takes a spread past about 0.025. Pressing
 * again in the same slouch cannot help there; recalibrating sitting still can.
 */
export function wouldPlaceIfStill(
  cal: Pick<CalibrationData, 'spread' | 'slouchExample'>,
  tuning: LineTuning = {},
): boolean {
  return !placesLine(cal, tuning) && placesLine({ ...cal, spread: {} }, tuning);
}

/**
 * Whether an example places lines only close to itself: some cue is placed ('personal'), and on
 * every placed cue the upright band holds the line more than LINE_SHARE_MAX of the way to the
 * example, so the person's slouch flags only when it is at least as deep as this moment.
 */
export function lineNearExample(
  cal: Pick<CalibrationData, 'spread' | 'slouchExample'>,
  tuning: LineTuning = {},
): boolean {
  if (!cal.slouchExample) return false;
  const { factor, source } = cueLines(cal, tuning);
  const placed = CUE_NAMES.filter((cue) => source[cue] === 'personal');
  return (
    placed.length > 0 &&
    placed.every(
      (cue) => factor[cue] * CUE_FLOORS[cue] > LINE_SHARE_MAX * finite(cal.slouchExample![cue]),
    )
  );
}

/**
 * Whether an example's lines would sit near it (lineNearExample) even after a perfectly still
 * calibration: it is only just past the smallest band (MIN_SHARE of each cue's floor), so
 * recalibrating cannot move them ('shallow' rather than 'close', slouch-example.ts).
 */
export function nearEvenIfStill(
  cal: Pick<CalibrationData, 'spread' | 'slouchExample'>,
  tuning: LineTuning = {},
): boolean {
  return lineNearExample({ ...cal, spread: {} }, tuning);
}

/** The cues that can flag alone at their line (the face width only corroborates forward head). */
const ALONE: readonly CueName[] = ['drop', 'shrink', 'sink', 'stretch'];

/**
 * Whether this baseline's lines would flag its own slouch example: some cue that can flag alone
 * reads the example past its line. null without an example. For a model switch (issue 44: lite
 * only if, calibrated on lite, it separates this person's upright baseline from their slouch).
 */
export function catchesExample(
  cal: Pick<CalibrationData, 'spread' | 'slouchExample'>,
  tuning: LineTuning = {},
): boolean | null {
  if (!cal.slouchExample) return null;
  const { factor } = cueLines(cal, tuning);
  return ALONE.some((cue) => {
    const line = factor[cue] * CUE_FLOORS[cue];
    return line > 0 && finite(cal.slouchExample?.[cue]) > line;
  });
}
