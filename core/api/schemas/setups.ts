import { Type } from 'typebox';

/** Saved setups (docs/api.md#setups): at most this many per user, names 1..40 characters, trimmed. */
export const SETUP_MAX_COUNT = 20;
export const SETUP_NAME_MAX = 40;

// A baseline is measurements in frame fractions, degrees and metres: any finite number in this
// range is plausible, anything outside it is not a calibration (JSON has no NaN or Infinity).
const Num = Type.Number({ minimum: -1e6, maximum: 1e6 });
const NumOrNull = Type.Union([Num, Type.Null()]);
const Point = Type.Object({ x: Num, y: Num }, { additionalProperties: false });

/** A rule widened by 'That wasn't a slouch' (core/posture/feedback.ts): a factor of 1 to 4. */
const Factor = Type.Number({ minimum: 1, maximum: 4 });
/** core/posture/feedback.ts Allowance: per issue type; absent in baselines never corrected. */
export const SetupAllowance = Type.Partial(
  Type.Object({
    forwardHead: Factor,
    slouching: Factor,
    headTilt: Factor,
    shoulderAsymmetry: Factor,
  }),
  { additionalProperties: false, $id: 'SetupAllowance' },
);

/**
 * Per slouch cue (core/posture/cue-names.ts), a deviation from the baseline: the calibration's
 * spread (cue-spread.ts) or the person's own slouch example (slouch-example.ts).
 */
const CueValue = Type.Number({ minimum: -100, maximum: 100 });
export const SetupCues = Type.Partial(
  Type.Object({
    drop: CueValue,
    shrink: CueValue,
    sink: CueValue,
    stretch: CueValue,
    face: CueValue,
  }),
  { additionalProperties: false },
);

/** core/posture/calibration-data.ts CalibrationData: known keys only, each a finite number. */
export const SetupBaseline = Type.Object(
  {
    headTiltBaseline: Num,
    shoulderAsymmetryBaseline: Num,
    shoulderEarBaseline: Num,
    baselineFaceWidth: Num,
    baselineEyeNoseDistance: Num,
    baselineCVA: NumOrNull,
    baselineNoseVsShouldersZ: NumOrNull,
    baselineEarVsShouldersZ: NumOrNull,
    shoulderAlignment: Num,
    headPosition: Point,
    chestPosition: Point,
    /** When it was calibrated: epoch ms from the page (or the engine's clock), up to the year 5000. */
    timestamp: Type.Number({ minimum: 0, maximum: 1e14 }),
    calibratedWithEyes: Type.Boolean(),
    baselineNeckToShoulderWidth: Type.Optional(NumOrNull),
    baselineTrunkLeanDeg: Type.Optional(NumOrNull),
    baselineShoulderWidth: Type.Optional(NumOrNull),
    baselineNoseBelowEars: Type.Optional(NumOrNull),
    allowance: Type.Optional(SetupAllowance),
    spread: Type.Optional(SetupCues),
    slouchExample: Type.Optional(SetupCues),
    /** The pose model that took it (core/posture/calibration-data.ts); absent: full. */
    model: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('lite')])),
  },
  { additionalProperties: false, $id: 'SetupBaseline' },
);

export const SetupParams = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export const SetupPutBody = Type.Object(
  { baseline: SetupBaseline },
  { additionalProperties: false, $id: 'SetupPutRequest' },
);
export const SetupRenameBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false, $id: 'SetupRenameRequest' },
);

export const Setup = Type.Object(
  {
    name: Type.String(),
    baseline: SetupBaseline,
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: 'Setup' },
);
export const SetupList = Type.Object({ setups: Type.Array(Setup) }, { $id: 'SetupList' });
