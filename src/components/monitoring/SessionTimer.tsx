import { useEffect, useState } from 'react';
import { formatTimer } from './format.ts';

export interface TimerValue {
  /** Time already counted (earlier stretches before a pause). */
  accumulatedMs: number;
  /** When the current stretch began (ms, same clock as `now`), or null while stopped/paused. */
  runningSince: number | null;
}

export function elapsedMs(t: TimerValue, now: number): number {
  return t.accumulatedMs + (t.runningSince === null ? 0 : Math.max(0, now - t.runningSince));
}

/** Spec §2: the session timer refreshes every 1 s and reads hours/minutes/seconds. */
export function SessionTimer({
  value,
  now = Date.now,
  className,
}: {
  value: TimerValue;
  now?: () => number;
  className?: string;
}) {
  const [, tick] = useState(0);
  const running = value.runningSince !== null;
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(id);
  }, [running]);
  return (
    <time className={className} aria-label="Session time" role="timer" aria-live="off">
      {formatTimer(elapsedMs(value, now()))}
    </time>
  );
}
