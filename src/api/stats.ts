import { api } from './client.ts';
import type { HistoryData, HourlyData, LifetimeStats, StreakData } from '../../core/api/types.ts';
import { msg } from '../i18n/index.ts';

export function getLifetimeStats(userId: string): Promise<LifetimeStats> {
  return api.get(`/users/${encodeURIComponent(userId)}/stats/lifetime`, {
    fallback: msg('Failed to load lifetime statistics'),
  });
}

export function getStreaks(userId: string): Promise<StreakData> {
  return api.get(`/users/${encodeURIComponent(userId)}/streaks`, {
    fallback: msg('Failed to load streak data'),
  });
}

/** The last `days` local days, oldest first (docs/api.md#history). */
export function getHistory(userId: string, days = 30): Promise<HistoryData> {
  return api.get(`/users/${encodeURIComponent(userId)}/history?days=${days}`, {
    fallback: msg('Failed to load history'),
  });
}

/** Tracked time and score by local hour of day over the last `days` days (docs/api.md#history). */
export function getHourly(userId: string, days = 30): Promise<HourlyData> {
  return api.get(`/users/${encodeURIComponent(userId)}/stats/hourly?days=${days}`, {
    fallback: msg('Failed to load hourly stats'),
  });
}
