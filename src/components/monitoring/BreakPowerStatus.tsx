import { memo } from 'react';
import { formatNumber, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import { BREAK_REMINDER_TEXT } from '../../state/monitoring/breaks.ts';
import { LOW_POWER_TEXT } from '../../state/monitoring/view-model.ts';
import * as css from './StatusBar.css.ts';

export interface BreakPowerStatusProps {
  /** Tracking is on (low power means nothing otherwise). */
  tracking: boolean;
  lowPower: boolean;
  breaks: { count: number; due: boolean };
  onDismissBreak: () => void;
}

/**
 * The status lines of docs/posture-rules.md#breaks and #low-power: low power, the break reminder
 * until the next break, and the breaks taken this session. One polite live region that is always
 * there, so a change is announced.
 */
export const BreakPowerStatus = memo(function BreakPowerStatus(p: BreakPowerStatusProps) {
  const t = useT();
  return (
    <div className={css.message}>
      <div role="status" aria-live="polite" data-testid="break-power-status">
        {p.tracking && p.lowPower ? <p data-testid="low-power">{t(LOW_POWER_TEXT)}</p> : null}
        {p.breaks.due ? <p data-testid="break-reminder">{t(BREAK_REMINDER_TEXT)}</p> : null}
        {p.breaks.count > 0 ? (
          <p data-testid="breaks-count">
            {t('Breaks this session: {count}', { count: formatNumber(p.breaks.count) })}
          </p>
        ) : null}
      </div>
      {p.breaks.due ? (
        <Button variant="secondary" onPress={p.onDismissBreak}>
          {t('Got it')}
        </Button>
      ) : null}
    </div>
  );
});
