// What the page says (docs/decisions.md#camera-restarts) when the pose pipeline restarts or gives up (with Retry), and when
// the camera view's drawing worker is lost (analysis goes on).
import { retryPipeline, useMonitor } from '../../state/monitor-session/index.ts';
import { useT } from '../../i18n/index.ts';
import { Button } from '../Button.tsx';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';

export function PipelineNotice() {
  const t = useT();
  const { health, overlayLost } = useMonitor();
  return (
    <>
      {health.state === 'restarting' ? (
        <p role="status" data-testid="pipeline-status" className={m.muted}>
          {t(health.template, health.vars)}
        </p>
      ) : null}
      {health.state === 'failed' ? (
        <div role="alert" data-testid="pipeline-status" className={css.modelError}>
          <strong>{t('Pose analysis stopped.')}</strong>
          <p className={m.muted}>{t(health.template, health.vars)}</p>
          <div>
            <Button variant="secondary" onPress={retryPipeline}>
              {t('Retry pose analysis')}
            </Button>
          </div>
        </div>
      ) : null}
      {overlayLost ? (
        <p role="status" data-testid="overlay-status" className={m.muted}>
          {t(overlayLost)}
        </p>
      ) : null}
    </>
  );
}
