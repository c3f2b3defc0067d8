import { Spinner } from '../Spinner.tsx';
import { msg, useT } from '../../i18n/index.ts';
import * as css from './MonitorView.css.ts';

export type PlaceholderText = 'Initializing camera...' | 'Loading video...' | 'Tracking stopped';
const SHOWN: Record<PlaceholderText, string> = {
  'Initializing camera...': msg('Initializing camera...'),
  'Loading video...': msg('Loading video...'),
  'Tracking stopped': msg('Tracking stopped'),
};

/**
 * docs/product.md#monitoring-screen video placeholders for a stage without the pipeline's canvas (the component harness);
 * on /app the draw worker paints the same texts onto the canvas itself.
 */
export function VideoPlaceholder({ text, hint }: { text: PlaceholderText; hint?: string | null }) {
  const t = useT();
  return (
    <div className={css.placeholder} role="status">
      <span className={css.placeholderLine}>
        {text === 'Tracking stopped' ? null : <Spinner />}
        {t(SHOWN[text])}
      </span>
      {hint ? <span className={css.placeholderHint}>{t(hint)}</span> : null}
    </div>
  );
}
