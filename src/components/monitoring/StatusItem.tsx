// One status item of the status bar (StatusBar.tsx): a label, a value and its tone.
import * as m from './monitoring.css.ts';
import * as css from './StatusBar.css.ts';
import type { CalibrationStatus, CameraStatus } from '../../state/monitoring/types.ts';

export const cameraTone = (s: CameraStatus) =>
  s === 'Connected'
    ? 'good'
    : s === 'Permission denied'
      ? 'poor'
      : s === 'Connecting...'
        ? 'fair'
        : 'neutral';
export const calibrationTone = (s: CalibrationStatus) =>
  s === 'Calibrated' ? 'good' : s === 'Calibrating...' ? 'fair' : 'neutral';

export function Item({
  label,
  value,
  tone,
  testId,
  title,
}: {
  label: string;
  value: string;
  tone: keyof typeof m.toneText;
  testId: string;
  title?: string;
}) {
  return (
    <div className={css.item} title={title}>
      <dt className={css.itemLabel}>{label}</dt>
      <dd className={`${css.itemValue} ${m.toneText[tone]}`} data-status={label}>
        <span className={css.dot} aria-hidden />
        <span data-testid={testId}>{value}</span>
      </dd>
    </div>
  );
}
