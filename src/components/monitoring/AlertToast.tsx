import { memo, useEffect } from 'react';
import { Button } from 'react-aria-components';
import { useT } from '../../i18n/index.ts';
import { LOOK_DOWN_ALERT } from '../../../core/posture/look-down.ts';
import { NotASlouchButton } from './FalseAlarm.tsx';
import * as css from './overlays.css.ts';

export interface AlertToastProps {
  alert: { id: number; message: string } | null;
  onDismiss: () => void;
  /**
   * The pointer moved onto the toast or focus is on it (true), or has left it (false): it stays
   * while held.
   */
  onHold?: (held: boolean) => void;
  /** 'That wasn't a slouch' (FalseAlarm.tsx). */
  onNotSlouch?: () => void;
  /** The toast with this id is on screen (its 4 s count from here, alertShown). */
  onShown?: (id: number) => void;
}

/**
 * The in-page posture alert (docs/constants.md#timing: about 4 s, held while the pointer or focus
 * is on it; the alerts store times it). The region is always present so screen readers, which only
 * announce changes inside an existing live region, hear it.
 */
export const AlertToast = memo(function AlertToast({
  alert,
  onDismiss,
  onHold,
  onNotSlouch,
  onShown,
}: AlertToastProps) {
  const t = useT();
  const id = alert?.id;
  useEffect(() => {
    if (id !== undefined) onShown?.(id);
  }, [id, onShown]);
  return (
    <div
      className={css.alertRegion}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="alert-region"
    >
      {alert ? (
        <div
          key={alert.id}
          className={css.alertToast}
          data-testid="alert-toast"
          // A pointer moved over it holds it; one resting where the toast appeared does not (no
          // pointermove), or a cursor left in that corner would keep every toast on screen.
          onPointerMove={() => onHold?.(true)}
          onPointerLeave={() => onHold?.(false)}
          onFocus={() => onHold?.(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onHold?.(false);
          }}
        >
          <span className={css.alertIcon} aria-hidden>
            !
          </span>
          <span className={css.alertText}>
            <strong>{t('Posture check')}</strong>
            <span>{t(alert.message)}</span>
          </span>
          {/* The looking-down reminder is not a slouch alert: nothing to correct. */}
          {onNotSlouch && alert.message !== LOOK_DOWN_ALERT ? (
            <NotASlouchButton onPress={onNotSlouch} />
          ) : null}
          <Button className={css.close} onPress={onDismiss} aria-label={t('Dismiss alert')}>
            ×
          </Button>
        </div>
      ) : null}
    </div>
  );
});
