// docs/decisions.md#adaptive-pose-model: while detection runs, every few seconds the pose worker's
// latest inference times go through the pure rule (model-choice.ts); an advice other than 'keep' is
// handed to the page once per model load (a later load, a switch or the user's choice, asks again).
import type { ModelType } from '../../core/protocol/pose.ts';
import { adviseModel, MIN_SAMPLES, type ModelAdvice, type ModelSetting } from './model-choice.ts';

/** How often the worker's timings are read while detecting (one small call). */
export const SPEED_CHECK_MS = 5000;

export interface ModelSpeedOptions {
  /** The last `n` inference times (ms) of the loaded model, oldest first. */
  sample(n: number): Promise<number[]>;
  /** The user's setting now; null when a test pins the model (?model=). */
  setting(): ModelSetting | null;
  /** The model in use, or null while one loads. */
  current(): ModelType | null;
  /** Only a visible page measures: a hidden one may be throttled by the browser. */
  visible(): boolean;
  onAdvice(advice: Exclude<ModelAdvice, { action: 'keep' }>): void;
}

export function createModelSpeedWatch(o: ModelSpeedOptions) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let told = false;
  let checking = false;

  async function check(): Promise<void> {
    const setting = o.setting();
    const current = o.current();
    if (told || checking || !setting || !current || !o.visible()) return;
    checking = true;
    try {
      const samples = await o.sample(MIN_SAMPLES);
      // A load may have begun while the worker answered: its samples are the old model's.
      if (o.current() !== current || told) return;
      const advice = adviseModel(setting, current, samples);
      if (advice.action === 'keep') return;
      told = true;
      o.onAdvice(advice);
    } catch {
      // The worker is restarting: its own watchdog handles that; the next check asks again.
    } finally {
      checking = false;
    }
  }

  return {
    /** Detection runs: check every SPEED_CHECK_MS. */
    start() {
      if (timer === null) timer = setInterval(() => void check(), SPEED_CHECK_MS);
    },
    stop() {
      if (timer !== null) clearInterval(timer);
      timer = null;
    },
    /** A new model is loading: its times start afresh and it may be advised about again. */
    reset() {
      told = false;
    },
    check,
  };
}
