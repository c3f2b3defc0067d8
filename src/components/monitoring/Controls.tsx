import { memo } from 'react';
import { useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import * as css from './panels.css.ts';

export interface ControlsProps {
  tracking: boolean;
  paused: boolean;
  /** A session has started and not ended (it may be paused). */
  sessionActive: boolean;
  widgetSupported: boolean;
  widgetOpen: boolean;
  /** Camera opening: Start is pending. */
  starting?: boolean;
  onStart: () => void;
  onPause: () => void;
  onEnd: () => void;
  onReset: () => void;
  onOpenWidget: () => void;
  /** A new 10 s calibration while tracking. */
  onRecalibrate: () => void;
}

/**
 * docs/product.md#monitoring-screen controls. While tracking: Pause, End Session, Recalibrate and (where a floating window
 * exists) Open Widget, which reads 'Widget Active' and is disabled once open. Otherwise: Start Tracking (Resume
 * Tracking when paused), End Session only with an active session, Reset Session only without one.
 */
export const Controls = memo(function Controls(p: ControlsProps) {
  const t = useT();
  // Shown while tracking, and while paused with a session to end.
  const end = (
    <Button variant="danger" onPress={p.onEnd}>
      {t('End Session')}
    </Button>
  );
  return (
    <div className={css.controls} role="group" aria-label={t('Tracking controls')}>
      {p.tracking ? (
        <>
          <Button variant="secondary" onPress={p.onPause}>
            {t('Pause')}
          </Button>
          {end}
          <Button variant="secondary" onPress={p.onRecalibrate}>
            {t('Recalibrate')}
          </Button>
          {p.widgetSupported ? (
            <Button variant="ghost" onPress={p.onOpenWidget} isDisabled={p.widgetOpen}>
              {p.widgetOpen ? t('Widget Active') : t('Open Widget')}
            </Button>
          ) : null}
        </>
      ) : (
        <>
          <Button onPress={p.onStart} isPending={p.starting}>
            {p.paused ? t('Resume Tracking') : t('Start Tracking')}
          </Button>
          {p.sessionActive ? (
            end
          ) : (
            <Button variant="secondary" onPress={p.onReset}>
              {t('Reset Session')}
            </Button>
          )}
        </>
      )}
    </div>
  );
});
