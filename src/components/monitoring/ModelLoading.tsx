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
}

/** The pose model's download/warm-up, with a real percentage and the backend in use. */
export function ModelLoading({
  progress,
  backend,
  state,
  error,
  modelType = 'full',
  onRetry,
}: ModelLoadingProps) {
  if (state === 'ready') {
    return (
      <p className={m.muted} data-testid="model-status">
        BlazePose {modelType} ready
      </p>
    );
  }
  if (state === 'error') {
    // docs/api.md#errors: the model failing to load from our own origin says so, and the page stays usable.
    return (
      <div className={css.modelBox} data-testid="model-status">
        <div role="alert" className={css.modelError}>
          <strong>The pose model could not load.</strong>
          <p className={m.muted}>
            {error ?? 'Failed to load the pose model from this site.'} Tracking still starts;
            detection begins once the model is loaded.
          </p>
          {onRetry ? (
            <div>
              <Button variant="secondary" onPress={onRetry}>
                Retry
              </Button>
            </div>
          ) : null}
        </div>
      </div>
    );
  }
  const pct = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  return (
    <div className={css.modelBox} data-testid="model-status">
      <ProgressBar label="Loading pose model" value={pct} minValue={0} maxValue={100} />
      <p className={m.muted}>
        {backend
          ? `Backend: ${backend}`
          : pct >= 100
            ? 'Warming up on the fastest backend for this device...'
            : 'Downloading from this site; it is cached for next time.'}
      </p>
    </div>
  );
}
