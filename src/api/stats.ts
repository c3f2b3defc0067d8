import { api } from './client.ts';
import type { LifetimeStats, StreakData } from './types.ts';

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
