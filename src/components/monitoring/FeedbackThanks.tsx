import { memo, useEffect } from 'react';
import { useT } from '../../i18n/index.ts';
import * as css from './overlays.css.ts';

/**
 * The corner thank-you toast after feedback (docs/product.md#feedback: 3 s; the feedback store
 * times it, from when the toast is on screen).
 */
export const FeedbackThanks = memo(function FeedbackThanks({
  message,
  onShown,
}: {
  message: string | null;
  /** The thank-you is on screen (its 3 s count from here, thanksShown); as AlertToast's onShown. */
  onShown?: () => void;
}) {
  const t = useT();
  useEffect(() => {
    if (message) onShown?.();
  }, [message, onShown]);
  return (
    <div className={css.cornerRegion} role="status" aria-live="polite">
      {message ? (
        <div className={css.cornerToast} data-testid="feedback-thanks">
          {t(message)}
        </div>
      ) : null}
    </div>
  );
});
