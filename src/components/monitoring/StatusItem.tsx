// One status item of the status bar (StatusBar.tsx): a label, a value and its tone; and the
// current issues' chips.
import { useT } from '../../i18n/index.ts';
import { nowText } from '../../state/monitoring/shown-text.ts';
import type { issueChips } from '../../state/monitoring/view-model.ts';
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

/** The current issues, most severe first, each with how bad it is now. */
export function IssueChips({ chips }: { chips: ReturnType<typeof issueChips> }) {
  const t = useT();
  if (chips.length === 0) return null;
  return (
    <ul className={css.issues} aria-label={t('Current issues')}>
      {chips.map((i) => (
        <li key={i.type} className={`${m.pill} ${m.severity[i.level]}`} data-severity={i.level}>
          {t(i.label)} <span className={css.sev}>· {nowText(i.level)}</span>
        </li>
      ))}
    </ul>
  );
}
