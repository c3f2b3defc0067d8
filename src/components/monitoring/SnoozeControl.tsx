import { SNOOZE_CHOICES, snoozeLabel } from '../../state/snooze.ts';
import { useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import * as css from './panels.css.ts';

export interface SnoozeControlProps {
  /** When the snooze ends (epoch ms), or null when not snoozed. */
  until: number | null;
  /** Offered while tracking. */
  canSnooze: boolean;
  onSnooze: (ms: number) => void;
  onResume: () => void;
}

/**
 * 'Snooze 15 min / 30 min / 1 hour' (docs/posture-rules.md#alerts): a group of buttons (keyboard
 * reachable); while snoozed, when it ends (announced politely) and 'Resume now'.
 */
export function SnoozeControl({ until, canSnooze, onSnooze, onResume }: SnoozeControlProps) {
  const t = useT();
  return (
    <div className={css.controls} role="group" aria-label={t('Snooze')}>
      <p role="status" aria-live="polite" data-testid="snooze-status">
        {until !== null ? `${snoozeLabel(until)}. ${t('Camera off while paused.')}` : ''}
      </p>
      {until !== null ? (
        <Button variant="secondary" onPress={onResume}>
          {t('Resume now')}
        </Button>
      ) : canSnooze ? (
        SNOOZE_CHOICES.map((c) => (
          <Button key={c.ms} variant="ghost" onPress={() => onSnooze(c.ms)}>
            {t('Snooze {duration}', { duration: t(c.label) })}
          </Button>
        ))
      ) : null}
    </div>
  );
}
