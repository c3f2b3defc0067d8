import { Spinner } from '../Spinner.tsx';
import * as css from './MonitorView.css.ts';

export type PlaceholderText = 'Initializing camera...' | 'Loading video...' | 'Tracking stopped';

/**
 * docs/product.md#monitoring-screen video placeholders for a stage without the pipeline's canvas (the component harness);
 * on /app the draw worker paints the same texts onto the canvas itself.
 */
export function VideoPlaceholder({ text, hint }: { text: PlaceholderText; hint?: string | null }) {
  return (
    <div className={css.placeholder} role="status">
      <span className={css.placeholderLine}>
        {text === 'Tracking stopped' ? null : <Spinner />}
        {text}
      </span>
      {hint ? <span className={css.placeholderHint}>{hint}</span> : null}
    </div>
  );
}
