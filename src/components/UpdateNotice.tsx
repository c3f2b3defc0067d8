import { useEffect, useRef } from 'react';
import { useT } from '../i18n/index.ts';
import { cancelReload, dismissUpdate, reloadToUpdate, useAppUpdate } from '../state/app-update.ts';
import * as button from './Button.css.ts';
import * as css from './UpdateNotice.css.ts';

/**
 * 'A new version is available.' with 'Reload to update' (docs/decisions.md#service-worker). A
 * polite status region that never takes focus on its own; while this tab tracks, the click asks
 * first. Plain buttons (like InstallButton) keep the shell chunk free of react-aria.
 */
export function UpdateNotice() {
  const t = useT();
  const { available, dismissed, confirming } = useAppUpdate();
  const keep = useRef<HTMLButtonElement>(null);
  const reload = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // The clicked button is gone: focus goes to the safe answer ('Keep tracking'), then back to
  // 'Reload to update', not to the page's start.
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (wasConfirming.current) reload.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const show = available && !dismissed;
  return (
    // The live region stays in the page, so what appears in it is announced.
    <div role="status" aria-live="polite" className={css.region}>
      {show ? (
        <div className={css.notice} data-testid="update-notice">
          <p className={css.text}>
            {confirming
              ? t('Reloading ends this tracking session. Reload now?')
              : t('A new version is available.')}
          </p>
          <div className={css.actions}>
            {confirming ? (
              <>
                <button
                  type="button"
                  className={button.button.primary}
                  onClick={() => void reloadToUpdate(true)}
                >
                  {t('Reload now')}
                </button>
                <button
                  ref={keep}
                  type="button"
                  className={button.button.secondary}
                  onClick={cancelReload}
                >
                  {t('Keep tracking')}
                </button>
              </>
            ) : (
              <>
                <button
                  ref={reload}
                  type="button"
                  className={button.button.primary}
                  onClick={() => void reloadToUpdate()}
                >
                  {t('Reload to update')}
                </button>
                <button type="button" className={button.button.ghost} onClick={dismissUpdate}>
                  {t('Later')}
                </button>
              </>
            )}
          </div>
        </div>
      ) : null}
    </div>
  );
}
