// Status lines of the monitoring screen: camera, model/backend, pose, calibration, message, score.
import { Button } from '../../components/Button.tsx';
import { ProgressBar } from '../../components/ProgressBar.tsx';
import { retryModel, useMonitor } from '../../state/monitor.ts';

const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

export function StatusPanel() {
  const m = useMonitor();
  const probe = m.model.probe
    .map((p) => `${p.backend} ${p.ms === null ? (p.note ?? 'failed') : `${p.ms} ms`}`)
    .join(', ');
  return (
    <dl data-testid="status">
      <dt>Camera</dt>
      <dd data-testid="camera-status">
        {m.camera.status}
        {m.camera.detail ? ` (${m.camera.detail})` : ''}
      </dd>
      <dt>Pose model</dt>
      <dd data-testid="model-status">
        {m.model.phase === 'loading' && m.model.total > 0 ? (
          <ProgressBar
            label="Loading pose model"
            value={m.model.loaded}
            maxValue={m.model.total}
            valueLabel={`${mb(m.model.loaded)} of ${mb(m.model.total)} MB`}
          />
        ) : null}
        {m.model.phase === 'waiting' ? 'Starting...' : null}
        {m.model.phase === 'loading' ? ' Loading...' : null}
        {m.model.phase === 'ready' ? `BlazePose ${m.model.type} ready` : null}
        {m.model.phase === 'error' ? (
          <span role="alert">
            Could not load the pose model: {m.model.error}{' '}
            <Button variant="secondary" onPress={retryModel}>
              Retry
            </Button>
          </span>
        ) : null}
      </dd>
      <dt>Backend</dt>
      <dd data-testid="backend" title={probe}>
        {m.model.backend ?? '-'}
        {probe ? ` (probe: ${probe})` : ''}
      </dd>
      <dt>Frames</dt>
      <dd data-testid="frame-source">{m.frameSource ?? '-'}</dd>
      <dt>Pose</dt>
      <dd data-testid="pose-status">{m.poseStatus}</dd>
      <dt>Calibration</dt>
      <dd data-testid="calibration-status">
        {m.calibration.status}
        {m.calibration.status === 'Calibrating...' ? ` ${m.calibration.progress}%` : ''}
      </dd>
      <dt>Posture</dt>
      <dd data-testid="posture-message">{m.message || '-'}</dd>
      <dt>Score</dt>
      <dd data-testid="score">
        {m.score} ({m.rating})
      </dd>
    </dl>
  );
}
