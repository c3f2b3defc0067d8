import { useEffect, useState } from 'react';
import { trackDailyActive, track } from '../../analytics/index.ts';
import { messageFor } from '../../api/errors.ts';
import { getLifetimeStats, getStreaks } from '../../api/stats.ts';
import type { LifetimeStats, StreakData } from '../../../core/api/types.ts';

export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T | null };

/** Loads lifetime stats and streaks side by side; each has its own loading and error state. */
export function useAccountData(userId: string | undefined) {
  const [stats, setStats] = useState<Loadable<LifetimeStats>>({ state: 'loading' });
  const [streaks, setStreaks] = useState<Loadable<StreakData>>({ state: 'loading' });
  // Another user: back to loading in the same render (React's 'adjust state when a prop changes').
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    setStats({ state: 'loading' });
    setStreaks({ state: 'loading' });
  }

  useEffect(() => {
    if (!userId) return;
    let live = true;
    getLifetimeStats(userId)
      .then((data) => live && setStats({ state: 'ready', data: data ?? null }))
      .catch(
        (e: unknown) =>
          live &&
          setStats({
            state: 'error',
            message: messageFor(
              e,
              'Failed to load lifetime statistics',
              'Failed to load lifetime statistics',
            ),
          }),
      );
    getStreaks(userId)
      .then((data) => {
        if (!live) return;
        setStreaks({ state: 'ready', data: data ?? null });
        // docs/decisions.md#analytics: a streak-day event with the current streak, and a daily-active-user event.
        if (data && data.current_streak > 0)
          track({ name: 'streak_day', streak: data.current_streak });
        trackDailyActive();
      })
      .catch(
        (e: unknown) =>
          live &&
          setStreaks({
            state: 'error',
            message: messageFor(e, 'Failed to load streak data', 'Failed to load streak data'),
          }),
      );
    return () => {
      live = false;
    };
  }, [userId]);

  return { stats, streaks };
}
