// Adaptive model choice (docs/decisions.md#adaptive-pose-model): when BlazePose full takes more
// than the frame interval (docs/constants.md#timing) by a wide margin on this device, the page
// slows the analysis to the low-power pace (2 a second) and keeps full: it never swaps to lite by
// itself, because lite sees none of some people's slouch (issue 44; docs/accuracy.md#blazepose-lite).
// Lite is offered, and used only when the user chooses it. Pure: the pipeline feeds it the worker's
// measured inference times. docs/decisions.md#adaptive-pose-model says why these numbers.
import { FOREGROUND_INTERVAL_MS, type ModelType } from '../../core/protocol/pose.ts';
import { msg } from '../i18n/index.ts';
import { pipelineMessage, type PipelineMessage } from './pipeline-message.ts';

export type ModelSetting = ModelType | 'auto';

/** docs/constants.md#timing: analysis at most once per 100 ms, the spec's frame interval. */
export const FRAME_INTERVAL_MS = FOREGROUND_INTERVAL_MS;
/** "By a wide margin": the median inference takes twice the frame interval (5 analyses a second or fewer). */
export const SLOW_FACTOR = 2;
/** Analysed frames the median is taken over: one slow frame (a GC, a compile) cannot decide. */
export const MIN_SAMPLES = 20;
/** A whole window must agree: this share of its frames over the limit too. */
export const SLOW_SHARE = 0.75;

export type ModelAdvice =
  /** Fast enough, or not enough frames yet, or nothing to do (lite already). */
  | { action: 'keep' }
  /** Full is far too slow here: analyse at the slow pace with full, and offer lite. */
  | { action: 'slow'; medianMs: number };

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2 : NaN;
}

/**
 * `inferenceMs`: the latest steady inference times of the model in use (oldest first), measured
 * in the foreground. Decides once a window of MIN_SAMPLES is full; the caller asks again later.
 */
export function adviseModel(
  setting: ModelSetting,
  current: ModelType,
  inferenceMs: readonly number[],
): ModelAdvice {
  if (current === 'lite' || setting === 'lite') return { action: 'keep' };
  const recent = inferenceMs.filter(Number.isFinite).slice(-MIN_SAMPLES);
  if (recent.length < MIN_SAMPLES) return { action: 'keep' };
  const limit = FRAME_INTERVAL_MS * SLOW_FACTOR;
  const m = median(recent);
  const share = recent.filter((x) => x > limit).length / recent.length;
  if (m <= limit || share < SLOW_SHARE) return { action: 'keep' };
  return { action: 'slow', medianMs: Math.round(m) };
}

/**
 * The model a setting loads first: full (the spec's model complexity 1) unless the user chose
 * lite. No setting starts on lite by itself: a device once too slow for full is measured afresh
 * (full at the slow pace, model-speed.ts), since lite may not see this person's slouch.
 */
export function initialModel(setting: ModelSetting): ModelType {
  return setting === 'lite' ? 'lite' : 'full';
}

/**
 * Whenever lite runs because the user chose it: what it costs, beside the one-click way back
 * ('Use the full model').
 */
export const LITE_IN_USE = msg(
  'Using the lighter pose model: it is faster but may miss some slouches.',
);
/** The 'slow' line: the screen shows t(template, vars). */
export function slowModelNotice(medianMs: number): PipelineMessage {
  return pipelineMessage(
    msg(
      'Pose analysis is slow on this device ({ms} ms a frame), so the coach now checks your posture twice a second with the full model. The lighter model is faster but may miss some slouches.',
    ),
    { ms: medianMs },
  );
}
/** The 'slow' line in English. */
export function slowModelText(medianMs: number): string {
  return slowModelNotice(medianMs).message;
}
