import { trackDailyActive, track } from '../../analytics/index.ts';
import { getLifetimeStats, getStreaks } from '../../api/stats.ts';
import { msg } from '../../i18n/index.ts';
import type { StreakData } from '../../../core/api/types.ts';
import { useLoadable } from './useLoadable.ts';

// docs/decisions.md#analytics: a streak-day event with the current streak, and a daily-active-user event.
function trackStreak(data: StreakData) {
  if (data && data.current_streak > 0) track({ name: 'streak_day', streak: data.current_streak });
  trackDailyActive();
}

/** Loads lifetime stats and streaks side by side; each has its own loading and error state. */
export function useAccountData(userId: string | undefined) {
  const stats = useLoadable(userId, getLifetimeStats, msg('Failed to load lifetime statistics'));
  const streaks = useLoadable(userId, getStreaks, msg('Failed to load streak data'), trackStreak);
  return { stats, streaks };
}
