import { api } from './client.ts';
import type { HistoryData, HourlyData, LifetimeStats, StreakData } from '../../core/api/types.ts';

export function getLifetimeStats(userId: string): Promise<LifetimeStats> {
  return api.get(`/users/${encodeURIComponent(userId)}/stats/lifetime`, {
    fallback: 'Failed to load lifetime statistics',
  });
}

export function getStreaks(userId: string): Promise<StreakData> {
  return api.get(`/users/${encodeURIComponent(userId)}/streaks`, {
    fallback: 'Failed to load streak data',
  });
}

/** The last `days` local days, oldest first (docs/api.md#history). */
export function getHistory(userId: string, days = 30): Promise<HistoryData> {
  return api.get(`/users/${encodeURIComponent(userId)}/history?days=${days}`, {
    fallback: 'Failed to load history',
  });
}

/** Tracked time and score by local hour of day over the last `days` days (docs/api.md#history). */
export function getHourly(userId: string, days = 30): Promise<HourlyData> {
  return api.get(`/users/${encodeURIComponent(userId)}/stats/hourly?days=${days}`, {
    fallback: 'Failed to load hourly stats',
  });
}
