// What "Show me your slouch" and "I'm slouching now" say (slouch-example.ts), one text per outcome
// of the moment or the step (core/posture/slouch-example.ts ExampleOutcome); translated in
// src/i18n/catalogs/*-monitor-example.ts.
import { msg } from '../../i18n/index.ts';

export const EXAMPLE_TAKEN_TEXT = msg(
  'Got it: the coach now knows your slouch. Each line sits between how you sat at calibration and this moment, so a slouch like this one is flagged.',
);
export const EXAMPLE_RECORDED_TEXT = msg(
  'Thank you: the coach now knows your slouch. Each line sits between how you sat at calibration and the slouch you showed, so a slouch like it is flagged.',
);
/**
 * 'close' (core/posture/cue-lines.ts lineNearExample): kept, but the line sits at the slouch itself
 * because the person moved while calibrating.
 */
export const EXAMPLE_CLOSE_TEXT = msg(
  "Got it, though this moment is close to how you sat at calibration: the coach flags a slouch as deep as this one, but may miss a milder one. For a surer line, recalibrate sitting still, then press 'I'm slouching now' in your usual slouch.",
);
export const EXAMPLE_STEP_CLOSE_TEXT = msg(
  'Thank you, though the slouch you showed is close to how you sat at calibration: the coach flags a slouch as deep as it, but may miss a milder one. For a surer line, recalibrate sitting still and show your usual slouch again.',
);
/**
 * 'shallow' (core/posture/slouch-example.ts): kept, the line near the slouch even with a still
 * calibration, so recalibrating would not help: said without that advice.
 */
export const EXAMPLE_SHALLOW_TEXT = msg(
  'Got it, though this moment is only a little past how you sat at calibration: the coach flags a slouch as deep as this one, but not a milder one.',
);
export const EXAMPLE_STEP_SHALLOW_TEXT = msg(
  'Thank you, though the slouch you showed is only a little past how you sat at calibration: the coach flags a slouch as deep as it, but not a milder one.',
);
export const EXAMPLE_NONE_TEXT = msg(
  'The coach could not see you well enough just now to learn your slouch. Sit in view and try again.',
);
export const EXAMPLE_UNCLEAR_TEXT = msg(
  "This moment looks like how you sat at calibration, so the coach's lines stay as they were. If you are slouching, stay like this a few seconds and press 'I'm slouching now' again.",
);
export const EXAMPLE_RESTLESS_TEXT = msg(
  "You moved about while the coach calibrated, so this moment is still within how you sat then and the coach's lines stay as they were. Recalibrate sitting still, then press 'I'm slouching now' when you slouch.",
);
export const EXAMPLE_STEP_RESTLESS_TEXT = msg(
  'You moved about while the coach calibrated, so the slouch you showed is within how you sat then and the coach keeps its usual lines. Recalibrate sitting still to teach it your slouch.',
);
export const EXAMPLE_FLAGGED_TEXT = msg(
  'The coach already flags this moment as a slouch, so its lines stay as they were.',
);
export const EXAMPLE_STEP_FLAGGED_TEXT = msg(
  "The coach already flags the slouch you showed, so it keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.",
);
export const EXAMPLE_STEP_UNCLEAR_TEXT = msg(
  "The slouch you showed looks like how you sat at calibration, so the coach keeps its usual lines. Whenever it misses a slouch, press 'I'm slouching now'.",
);
export const EXAMPLE_UNDONE_TEXT = msg('Undone: the coach judges by its usual lines again.');
