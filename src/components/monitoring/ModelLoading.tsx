import { memo } from 'react';
import { t, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';

export interface ModelLoadingProps {
  /** 0..1 of the model bytes fetched (real progress from the loader). */
  progress: number;
  /** The backend picked by probing (webgpu, webgl, wasm, cpu), once known. */
  backend: string | null;
  /** The page stays usable in every state (usable before the model is ready, docs/posture-rules.md#monitoring-flow). */
  state: 'loading' | 'ready' | 'error';
  error?: string | null;
  /** BlazePose 'full' or 'lite'. */
  modelType?: string;
  /** Loads the model again (shown with the error). */
  onRetry?: () => void;
  /** After the download: warming up `trying` (a backend), then building; `step` of `steps` done. */
  stage?: 'download' | 'warm-up' | 'build';
  trying?: string | null;
  step?: number;
  steps?: number;
  /** Start was pressed: tracking waits for the model (the page says so). */
  waiting?: boolean;
  /** A polite status about the model ('Pose analysis is slow on this device…', lite in use). */
  notice?: string | null;
  /** Full is too slow here (analysed at the slow pace): offer lite with this button. */
  onUseLite?: (() => void) | null;
  /** Lite runs by the user's choice: the one-click way back to full. */
  onUseFull?: (() => void) | null;
}

/**
 * What the loading box says and how full its bar is: bytes while downloading, then the warm-up
 * stages the worker reports (each backend it tries, then the detector), never a bar stuck at
 * 100% while the model is still not ready.
 */
export function modelLoadingText(p: ModelLoadingProps): {
  label: string;
  pct: number;
  text: string;
} {
  const waits = p.waiting
    ? t('Tracking is on; detection and calibration begin when it is ready.')
    : '';
  const sentences = (...s: string[]) => s.filter(Boolean).join(' ');
  if ((p.stage === 'warm-up' || p.stage === 'build') && p.steps) {
    const pct = Math.round((Math.min(p.step ?? 0, p.steps) / p.steps) * 100);
    const what =
      p.stage === 'warm-up'
        ? t(
            'Warming up the model on {device} (step {step} of {steps}): the first passes compile it, which can take a minute without a GPU.',
            { device: p.trying ?? t('this device'), step: (p.step ?? 0) + 1, steps: p.steps },
          )
        : t('Building the detector (step {steps} of {steps}).', { steps: p.steps });
    return { label: t('Preparing pose model'), pct, text: sentences(what, waits) };
  }
  const pct = Math.round(Math.min(1, Math.max(0, p.progress)) * 100);
  return {
    label: t('Downloading pose model'),
    pct,
    text: sentences(
      p.backend ? t('Backend: {backend}.', { backend: p.backend }) : '',
      t('Downloading from this site; it is cached for next time.'),
      waits,
    ),
  };
}

/** The pose model's download/warm-up, with a real percentage and the backend in use. */
export const ModelLoading = memo(function ModelLoading({
  notice = null,
  onUseLite = null,
  onUseFull = null,
  ...box
}: ModelLoadingProps) {
  const t = useT();
  // The model-choice line (docs/decisions.md#adaptive-pose-model) stays mounted through every state
  // (a switch loads lite, so the box shows progress first), so a screen reader announces it when it
  // changes.
  return (
    <div>
      <ModelBox {...box} />
      <p className={css.modelNotice} role="status" aria-live="polite" data-testid="model-notice">
        {notice ? t(notice) : null}
      </p>
      {onUseLite && box.state === 'ready' ? (
        <div className={css.modelOffer}>
          <Button variant="secondary" onPress={onUseLite}>
            {t('Use the lighter model')}
          </Button>
        </div>
      ) : null}
      {onUseFull && box.state !== 'error' ? (
        <div className={css.modelOffer}>
          <Button variant="secondary" onPress={onUseFull}>
            {t('Use the full model')}
          </Button>
        </div>
      ) : null}
    </div>
  );
});

function ModelBox({
  progress,
  backend,
  state,
  error,
  modelType = 'full',
  onRetry,
  stage = 'download',
  trying = null,
  step = 0,
  steps = 0,
  waiting = false,
}: Omit<ModelLoadingProps, 'notice' | 'onUseLite' | 'onUseFull'>) {
  const t = useT();
  if (state === 'ready') {
    return (
      <p className={m.muted} data-testid="model-status">
        {t('BlazePose {model} ready', { model: modelType })}
      </p>
    );
  }
  if (state === 'error') {
    // docs/api.md#errors: the model failing to load from our own origin says so, and the page stays usable.
    return (
      <div className={css.modelBox} data-testid="model-status">
        <div role="alert" className={css.modelError}>
          <strong>{t('The pose model could not load.')}</strong>
          <p className={m.muted}>
            {error ? t(error) : t('Failed to load the pose model from this site.')}{' '}
            {t('Tracking still starts; detection begins once the model is loaded.')}
          </p>
          {onRetry ? (
            <div>
              <Button variant="secondary" onPress={onRetry}>
                {t('Retry')}
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    );
  }
  const shown = modelLoadingText({ progress, backend, state, stage, trying, step, steps, waiting });
  return (
    <div className={css.modelBox} data-testid="model-status">
      <ProgressBar label={shown.label} value={shown.pct} minValue={0} maxValue={100} />
      <p className={m.muted} data-testid="model-stage">
        {shown.text}
      </p>
    </div>
  );
}
