// "That wasn't a slouch" (docs/posture-rules.md#false-alarm-feedback): the control on the alert
// toast and in the status while a problem shows, and the polite message that says what the coach
// changed, with Undo. The message's live region is always there, so screen readers hear it.
import { useFalseAlarm } from '../../state/monitoring/false-alarm.ts';
import { msg, useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import * as m from './monitoring.css.ts';
import * as css from './StatusBar.css.ts';

export const NOT_A_SLOUCH = msg("That wasn't a slouch");
export const SLOUCHING_NOW = msg("I'm slouching now");

/** The screen's false-alarm actions (screen-actions.ts); each keeps its identity. */
export interface FalseAlarmActions {
  notSlouch: () => void;
  /** 'I'm slouching now': this moment becomes the setup's slouch example. */
  slouchingNow: () => void;
  undo: () => void;
  dismiss: () => void;
}

export function NotASlouchButton({ onPress }: { onPress: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" onPress={onPress} data-testid="not-a-slouch">
      {t(NOT_A_SLOUCH)}
    </Button>
  );
}

/**
 * In the status: 'That wasn't a slouch' while a problem shows (`flagged`), 'I'm slouching now'
 * beside it once calibrated (its twin, for a slouch the coach missed) while the coach judges (not
 * while away or not judging: the engine takes no example then), and the message after either.
 */
export function FalseAlarmStatus({
  flagged,
  calibrated = false,
  judging = true,
  actions,
}: {
  flagged: boolean;
  calibrated?: boolean;
  judging?: boolean;
  actions: FalseAlarmActions;
}) {
  const t = useT();
  const { notice } = useFalseAlarm();
  return (
    <>
      {flagged ? <NotASlouchButton onPress={actions.notSlouch} /> : null}{' '}
      {calibrated && judging ? (
        <Button variant="secondary" onPress={actions.slouchingNow} data-testid="slouching-now">
          {t(SLOUCHING_NOW)}
        </Button>
      ) : null}
      <div role="status" aria-live="polite" data-testid="false-alarm">
        {notice ? (
          <div key={notice.id} className={css.message}>
            <p className={m.muted}>
              {t(notice.text)}
              {notice.setup
                ? ` ${t('Saved for your “{name}” setup.', { name: notice.setup })}`
                : null}
            </p>
            {notice.undo ? (
              <Button variant="secondary" onPress={actions.undo} aria-label={t('Undo this change')}>
                {t('Undo')}
              </Button>
            ) : null}{' '}
            <Button
              variant="ghost"
              onPress={actions.dismiss}
              aria-label={t('Dismiss this message')}
            >
              {t('Dismiss')}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  );
}
