// What pauses or resumes the session without a click: a snooze running out, and the screen lock
// when 'Pause while the screen is locked' is on (locked time is not tracked time).
import { watchScreenLock } from '../../browser/idle.ts';
import { t } from '../../i18n/index.ts';
import { getSettings, subscribeSettings } from '../settings.ts';
import { loadSnooze, watchSnooze } from '../snooze.ts';
import { toast } from '../toasts.ts';
import { monitorActions as actions } from './actions.ts';
import { monitor } from './store.ts';

/** A stored snooze survives a reload and ends by itself with a polite toast. */
export function followSnooze(): () => void {
  loadSnooze();
  return watchSnooze(() => {
    toast.info(t('Snooze over: posture tracking is back on.'));
    actions.start();
  });
}

function watchLock(): () => void {
  let pausedByLock = false;
  return watchScreenLock((locked) => {
    if (locked && monitor.tracking) {
      pausedByLock = true;
      actions.pause();
    } else if (!locked && pausedByLock) {
      pausedByLock = false;
      if (monitor.paused) actions.start();
    }
  });
}

/** The optional pause while the screen is locked, watched while the setting is on. */
export function followScreenLock(): () => void {
  let on = getSettings().pauseOnScreenLock;
  let stop = on ? watchLock() : null;
  const off = subscribeSettings((s) => {
    if (s.pauseOnScreenLock === on) return;
    on = s.pauseOnScreenLock;
    stop?.();
    stop = on ? watchLock() : null;
  });
  return () => {
    off();
    stop?.();
  };
}
