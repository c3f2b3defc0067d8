// Adaptive model choice: when BlazePose full takes more than the frame interval
// (docs/constants.md#timing) by a wide margin on this device, the page switches to lite (setting
// 'auto') or offers it (setting 'full'). Pure: the pipeline feeds it the worker's measured
// inference times. docs/decisions.md#adaptive-pose-model says why these numbers.
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
  /** Setting 'auto': load lite now. */
  | { action: 'switch'; medianMs: number }
  /** Setting 'full': offer lite, the user decides. */
  | { action: 'offer'; medianMs: number };

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
  const medianMs = Math.round(m);
  return setting === 'auto' ? { action: 'switch', medianMs } : { action: 'offer', medianMs };
}

/**
 * The model a setting loads first: 'auto' starts with full (the spec's model complexity 1), or with
 * lite where Auto found full too slow on this device within the week (`slowFull`, model-memory.ts).
 */
export function initialModel(setting: ModelSetting, slowFull = false): ModelType {
  return setting === 'lite' || (setting === 'auto' && slowFull) ? 'lite' : 'full';
}

/** The model line when a session starts on lite because Auto found full too slow here before. */
export const LITE_REMEMBERED = msg(
  'Using the lighter pose model: the full one was too slow on this device',
);

/** The polite status lines (aria-live) the screen shows for each advice (through t()). */
export const SWITCHED_TO_LITE = msg('Switched to the lighter pose model for speed');
/** The 'offer' line: the screen shows t(template, vars). */
export function slowModelNotice(medianMs: number): PipelineMessage {
  return pipelineMessage(
    msg('Pose analysis is slow on this device ({ms} ms a frame). The lighter model is faster.'),
    { ms: medianMs },
  );
}
/** The 'offer' line in English. */
export function slowModelText(medianMs: number): string {
  return slowModelNotice(medianMs).message;
}
