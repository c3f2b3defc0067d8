import type { Ref } from 'react';
import type { CameraStatus } from '../../state/monitoring/types.ts';
import { useT } from '../../i18n/index.ts';
import * as css from './MonitorView.css.ts';

/**
 * Where the pipeline mounts the draw worker's canvas. The draw worker paints the spec's
 * placeholders ('Camera off', 'Loading video...', 'Tracking stopped') on the canvas
 * itself; this element says the same to assistive tech.
 */
export function CameraStage({
  hostRef,
  tracking,
  cameraStatus,
}: {
  hostRef: Ref<HTMLDivElement>;
  tracking: boolean;
  cameraStatus: CameraStatus;
}) {
  const t = useT();
  return (
    <div
      ref={hostRef}
      data-testid="canvas-host"
      className={css.canvasHost}
      role="img"
      aria-label={
        tracking
          ? cameraStatus === 'Connected'
            ? t('Camera view with your pose drawn on it')
            : t('Initializing camera...')
          : cameraStatus === 'Not initialized'
            ? t('Camera off')
            : t('Tracking stopped')
      }
    />
  );
}
