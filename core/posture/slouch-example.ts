// "Show me your slouch" (docs/posture-rules.md#slouch-example): the person's own slouch, recorded
// for SLOUCH_EXAMPLE_MS after the upright calibration or taken from the last moment when they say
// "I'm slouching now". Stored in the baseline (CalibrationData.slouchExample) as each cue's median
// deviation from the baseline over the example's frames, so it travels with a saved setup like the
// 'That wasn't a slouch' allowance; cue-lines.ts places each cue's line from it, bounded. Pure.
import type { CalibrationData } from './calibration-data.ts';
import { CUE_NAMES, cueValues, type CueName } from './cue-spread.ts';
import type { PostureFeatures } from './features.ts';
import { median } from './geometry.ts';
import { neckStretch } from './neck-stretch.ts';

/** How long the 'Now slouch the way you usually do' step records. */
export const SLOUCH_EXAMPLE_MS = 5000;
/** 'I'm slouching now' takes the median of this many latest analysed frames (1 s at 10 Hz). */
export const MOMENT_FRAMES = 10;

export type SlouchExample = Partial<Record<CueName, number>>;

/**
 * What an example did: 'learned', it placed at least one cue's line and is kept; 'flagged', it
 * places none because the lines in force already flag it (cue-lines.ts catchesExample: a cue
 * reads it past its line), so nothing changed and the page says the coach already sees this
 * slouch; 'unclear', it lies within the person's upright band on every cue (placesLine), so
 * nothing changed and the page asks for a clearer moment; 'restless', the same, but only because
 * the person moved during calibration: a still calibration would have learned it
 * (cue-lines.ts wouldPlaceIfStill), so the page suggests recalibrating sitting still; 'close', it
 * is kept like 'learned', but the upright band holds every line it placed near the example itself
 * (cue-lines.ts lineNearExample) only because the person moved while calibrating (a still
 * calibration would not), so a milder slouch may fall short and the page suggests recalibrating
 * sitting still; 'shallow', the same nearness with a still calibration too: the example is only
 * just past the smallest band the coach keeps (MIN_SHARE of each cue's floor), so a milder slouch
 * is not flagged and recalibrating would not change that; the page says so without that advice.
 */
export type ExampleOutcome = 'learned' | 'close' | 'shallow' | 'flagged' | 'unclear' | 'restless';

/** The outcomes that keep the example in the baseline. */
export const keptExample = (o: ExampleOutcome | null): boolean =>
  o === 'learned' || o === 'close' || o === 'shallow';

/** Each cue's median deviation over the frames (cues no frame measures are left out). */
export function slouchExampleFrom(
  frames: readonly PostureFeatures[],
  cal: CalibrationData,
): SlouchExample | null {
  if (frames.length === 0) return null;
  // The stretch is read as it will be judged with this example (neck-stretch.ts
  // grownFaceIsLeanIn): the example's own face and stretch, with no face taken off, decide whether
  // a grown face is taken off.
  const face = frames.map((f) => cueValues(f, cal).face).filter(Number.isFinite);
  const stretch = frames.map((f) => neckStretch(f, cal, false)).filter(Number.isFinite);
  const own =
    face.length && stretch.length
      ? withSlouchExample(cal, { face: median(face), stretch: median(stretch) })
      : cal;
  const values = frames.map((f) => cueValues(f, own));
  const out: SlouchExample = {};
  for (const name of CUE_NAMES) {
    const v = values.map((x) => x[name]).filter(Number.isFinite);
    if (v.length) out[name] = Math.round(median(v) * 1e6) / 1e6;
  }
  return Object.keys(out).length ? out : null;
}

/** The baseline with this example (or without one for null); the input is not changed. */
export function withSlouchExample(
  cal: CalibrationData,
  example: SlouchExample | null,
): CalibrationData {
  const { slouchExample: _dropped, ...rest } = cal;
  return example ? { ...rest, slouchExample: { ...example } } : rest;
}

/**
 * Records the example: the frames of a running recording, and always the latest MOMENT_FRAMES
 * frames (a fixed ring of references, no allocation per frame) for 'I'm slouching now'.
 */
export function createExampleRecorder() {
  const ring: (PostureFeatures | null)[] = new Array<PostureFeatures | null>(MOMENT_FRAMES).fill(
    null,
  );
  let next = 0;
  let until: number | null = null;
  let frames: PostureFeatures[] = [];
  return {
    get recording() {
      return until !== null;
    },
    start(now: number, durationMs: number = SLOUCH_EXAMPLE_MS) {
      until = now + durationMs;
      frames = [];
    },
    cancel() {
      until = null;
      frames = [];
    },
    /** One analysed frame's raw features; the frames once a recording has run its time. */
    push(f: PostureFeatures, now: number): PostureFeatures[] | null {
      ring[next] = f;
      next = (next + 1) % MOMENT_FRAMES;
      if (until === null) return null;
      if (now < until) {
        frames.push(f);
        return null;
      }
      const done = frames;
      this.cancel();
      return done;
    },
    /** The latest frames, for 'I'm slouching now'. */
    moment(): PostureFeatures[] {
      return ring.filter((f): f is PostureFeatures => f !== null);
    },
    /** A new baseline or a break in tracking: the latest frames no longer belong to this moment. */
    clear() {
      ring.fill(null);
      this.cancel();
    },
  };
}

/** A stored example's bounds (the setups schema's: a cue deviation is a fraction, never 100). */
const EXAMPLE_MAX = 100;

/**
 * A stored baseline's example as the engine may use it (storage or the account): only known cues
 * with finite values within bounds are kept; an example with none is dropped, as is a non-object.
 */
export function cleanSlouchExample(baseline: CalibrationData): CalibrationData {
  if (baseline.slouchExample === undefined) return baseline;
  const raw = baseline.slouchExample as Record<string, unknown> | null;
  const kept: SlouchExample = {};
  for (const name of CUE_NAMES) {
    const v = raw && typeof raw === 'object' ? raw[name] : undefined;
    if (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= EXAMPLE_MAX) kept[name] = v;
  }
  return withSlouchExample(baseline, Object.keys(kept).length > 0 ? kept : null);
}
