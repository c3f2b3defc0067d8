// The engine's personal-evidence calls (docs/posture-rules.md#slouch-example): record the person's
// slouch example, take one moment as it ('I'm slouching now'), drop or restore it (Undo), and read
// each cue's line for a 'Check my calibration' view. Kept beside engine.ts, which wires it.
import type { Calibration } from './calibration-types.ts';
import {
  catchesExample,
  CUE_FLOORS,
  cueLines,
  lineNearExample,
  nearEvenIfStill,
  placesLine,
  wouldPlaceIfStill,
  type LineSource,
  type LineTuning,
} from './cue-lines.ts';
import { CUE_NAMES, cueValues, type CueName } from './cue-spread.ts';
import type { CalibrationData } from './calibration-data.ts';
import type { PostureFeatures } from './features.ts';
import { NECK_SINK_TOLERANCE } from './neck-sink.ts';
import { shoulderEarBaseline } from './threshold-rules.ts';
import { toleranceFactor, type EffectiveThresholds, type PostureSettings } from './settings.ts';
import {
  createExampleRecorder,
  slouchExampleFrom,
  withSlouchExample,
  type ExampleOutcome,
  type SlouchExample,
} from './slouch-example.ts';

/** One cue as a 'Check my calibration' view shows it. */
export interface CueLineView {
  cue: CueName;
  /** 'off': the cue does not flag for this person; 'personal': placed by their slouch example. */
  source: LineSource;
  /**
   * The calibrated value of what the cue measures (frame fractions): head height (drop), ears
   * above the shoulders (shrink), neck over shoulder width (sink, stretch), face width (face).
   */
  baseline: number;
  /** The deviation from the baseline at which the cue flags at this sensitivity (0 when off). */
  line: number;
  /** The deviation now (the latest smoothed frame), positive toward a slouch; null unseen. */
  current: number | null;
  /** current / line: 1 at the line; null when off or unseen. */
  ratio: number | null;
  /**
   * Where the line lies in the baseline's units (what a view draws: the head height, ears above
   * the shoulders, neck over shoulder width, face width at which the cue alone reaches its line;
   * the sink's is the neck over shoulder width with the head not dropped); null when off.
   */
  lineAt: number | null;
}

/** The line in the baseline's units (see CueLineView.lineAt). */
function lineAt(cal: CalibrationData, cue: CueName, line: number): number | null {
  const base = measured(cal, cue);
  if (!(line > 0) || !Number.isFinite(base)) return null;
  if (cue === 'drop') return base + line * shoulderEarBaseline(cal);
  if (cue === 'face') return base * (1 + line);
  if (cue === 'stretch') return base * Math.exp(line);
  return base * (1 - line);
}

function measured(cal: CalibrationData, cue: CueName): number {
  if (cue === 'drop') return cal.headPosition.y;
  if (cue === 'shrink') return cal.shoulderEarBaseline;
  if (cue === 'face') return cal.baselineFaceWidth;
  return cal.baselineNeckToShoulderWidth ?? NaN;
}

/** Each cue's line in its own units at these thresholds, before this person's factor. */
function unitLine(cue: CueName, t: EffectiveThresholds, s: PostureSettings): number {
  const k = toleranceFactor(s.sensitivity);
  if (cue === 'drop') return t.translation;
  if (cue === 'shrink') return 1 - t.slouchRatio;
  if (cue === 'face') return t.proximityExcess;
  return (cue === 'sink' ? NECK_SINK_TOLERANCE : CUE_FLOORS.stretch) * k;
}

export function createExampleCalls(
  calibration: Calibration,
  tuning: LineTuning,
  judging: () => { settings: PostureSettings; thresholds: EffectiveThresholds },
  /** The lines changed: the rules' windows and temporal frames start again (as on a load). */
  changed: () => void,
  /**
   * Not judging now (someone else, standing, moved away; not-judging.ts): this moment is not the
   * person's slouch, so 'I'm slouching now' takes nothing.
   */
  notJudging: { readonly reason: unknown; readonly suspect: boolean } = {
    reason: null,
    suspect: false,
  },
) {
  const recorder = createExampleRecorder();
  let latest: PostureFeatures | null = null;
  /** The calibrated baseline in use, or null while calibrating or uncalibrated. */
  const baseline = () => (calibration.calibrating ? null : calibration.data);
  const apply = (example: SlouchExample | null): boolean => {
    const cal = baseline();
    if (!cal) return false;
    calibration.load(withSlouchExample(cal, example), calibration.view(0).setup);
    changed();
    return true;
  };
  /**
   * A new example is kept only when it places a line ('close' when only near itself because the
   * calibration was restless, 'shallow' when near itself even with a still one); one that places
   * none changes nothing, and says why: the lines in force already flag it, or it lies within the
   * upright band (only because of a restless calibration: 'restless').
   */
  const offer = (example: SlouchExample | null): ExampleOutcome | null => {
    const cal = baseline();
    if (!cal || !example) return null;
    const withIt = withSlouchExample(cal, example);
    if (!placesLine(withIt, tuning)) {
      if (catchesExample(withIt, tuning)) return 'flagged';
      return wouldPlaceIfStill(withIt, tuning) ? 'restless' : 'unclear';
    }
    apply(example);
    if (!lineNearExample(withIt, tuning)) return 'learned';
    return nearEvenIfStill(withIt, tuning) ? 'shallow' : 'close';
  };
  return {
    /**
     * Called by the engine on each analysed frame with a person (raw and smoothed features); on
     * the frame a recording ends, what its example did (null: no frame measured a cue).
     */
    observe(
      raw: PostureFeatures,
      smoothed: PostureFeatures | null,
      now: number,
    ): ExampleOutcome | null {
      latest = smoothed;
      const cal = baseline();
      const done = cal ? recorder.push(raw, now) : null;
      return cal && done ? offer(slouchExampleFrom(done, cal)) : null;
    },
    get recording(): boolean {
      return recorder.recording;
    },
    /** A new baseline, a reset or a gap: what was recorded no longer belongs to it. */
    clear(): void {
      recorder.clear();
      latest = null;
    },
    calls: {
      startSlouchExample(now: number, durationMs?: number): boolean {
        if (!baseline()) return false;
        recorder.start(now, durationMs);
        return true;
      },
      cancelSlouchExample: () => recorder.cancel(),
      slouchingNow(): ExampleOutcome | null {
        const cal = baseline();
        if (notJudging.reason !== null || notJudging.suspect) return null;
        return cal ? offer(slouchExampleFrom(recorder.moment(), cal)) : null;
      },
      dropSlouchExample(): SlouchExample | null {
        const previous = baseline()?.slouchExample ?? null;
        if (previous) apply(null);
        return previous;
      },
      setSlouchExample: (example: SlouchExample | null): boolean => apply(example),
      slouchExample: (): SlouchExample | null => baseline()?.slouchExample ?? null,
      cueLines(): CueLineView[] {
        const cal = baseline();
        if (!cal) return [];
        const lines = cueLines(cal, tuning);
        const { settings, thresholds } = judging();
        const now = latest ? cueValues(latest, cal) : null;
        return CUE_NAMES.map((cue) => {
          const line = unitLine(cue, thresholds, settings) * lines.factor[cue];
          const current = now && Number.isFinite(now[cue]) ? now[cue] : null;
          return {
            cue,
            source: lines.source[cue],
            baseline: measured(cal, cue),
            line,
            current,
            ratio: line > 0 && current !== null ? current / line : null,
            lineAt: lineAt(cal, cue, line),
          };
        });
      },
    },
  };
}
