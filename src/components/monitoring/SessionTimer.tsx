import { useEffect, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { formatTimer } from '../../state/monitoring/format.ts';
import { elapsedMs, type TimerValue } from '../../state/monitoring/view-model.ts';

/** docs/product.md#monitoring-screen: the session timer refreshes every 1 s and reads hours/minutes/seconds. */
export function SessionTimer({
  value,
  now = Date.now,
  className,
}: {
  value: TimerValue;
  now?: () => number;
  className?: string;
}) {
  const t = useT();
  const [, tick] = useState(0);
  const running = value.runningSince !== null;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [running]);
  return (
    <time className={className} aria-label={t('Session time')} role="timer" aria-live="off">
      {formatTimer(elapsedMs(value, now()))}
    </time>
  );
}
