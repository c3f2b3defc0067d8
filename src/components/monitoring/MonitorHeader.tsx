import { memo } from 'react';
import { msg, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import * as css from './panels.css.ts';

export const TAGLINE = msg('AI-powered posture monitoring for better health');

/**
 * docs/product.md#monitoring-screen: the monitoring screen's header, logo and tagline, and 'Give Feedback', which opens
 * the feedback dialog on request (docs/product.md#feedback: 'or immediately if requested').
 */
export const MonitorHeader = memo(function MonitorHeader({
  onFeedback,
}: {
  onFeedback: () => void;
}) {
  const t = useT();
  return (
    <header className={css.header}>
      <span className={css.logo} aria-hidden>
        <svg viewBox="0 0 32 32" width="22" height="22">
          <circle cx="16" cy="7" r="4" fill="currentColor" />
          <path
            d="M16 12 v11 M10 16 q6 3 12 0 M12 29 l4-6 4 6"
            stroke="currentColor"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
          />
        </svg>
      </span>
      <div>
        <h1 className={css.title}>{t('Posture Monitor')}</h1>
        <p className={css.tagline}>{t(TAGLINE)}</p>
      </div>
      <div className={css.headerEnd}>
        <Button variant="ghost" onPress={onFeedback}>
          {t('Give Feedback')}
        </Button>
      </div>
    </header>
  );
});
