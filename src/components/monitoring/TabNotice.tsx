// docs/decisions.md#tabs: one tracking tab. Start while another tab tracks says so, with a button to
// move tracking here; the tab that handed over says its session ended.
import {
  TRACKING_ELSEWHERE,
  TRACKING_MOVED,
  useTabTracking,
} from '../../state/tab-tracking/tracking-lock.ts';
import { useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';

export function TabNotice({ onTrackHere }: { onTrackHere: () => void }) {
  const t = useT();
  const { notice } = useTabTracking();
  if (notice === 'moved')
    return (
      <p role="status" data-testid="tab-status" className={m.muted}>
        {t(TRACKING_MOVED)}
      </p>
    );
  if (notice !== 'elsewhere') return null;
  return (
    <div role="alert" data-testid="tab-status" className={css.modelError}>
      <strong>{t(TRACKING_ELSEWHERE)}</strong>
      <p className={m.muted}>
        {t('Tracking here instead ends the session in the other tab first.')}
      </p>
      <div>
        <Button variant="secondary" onPress={onTrackHere}>
          {t('Track here instead')}
        </Button>
      </div>
    </div>
  );
}
