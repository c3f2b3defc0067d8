import { memo, useEffect } from 'react';
import { useT } from '../../i18n/index.ts';
import { thanksShown } from '../../state/feedback.ts';
import * as css from './overlays.css.ts';

/**
 * The corner thank-you toast after feedback (docs/product.md#feedback: 3 s; the feedback store
 * times it, from when the toast is on screen).
 */
export const FeedbackThanks = memo(function FeedbackThanks({
  message,
}: {
  message: string | null;
}) {
  const t = useT();
  useEffect(() => {
    if (message) thanksShown();
  }, [message]);
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
