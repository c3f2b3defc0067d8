import { useEffect, useState } from 'react';
import { messageFor } from '../../api/errors.ts';
import { getHistory, getHourly } from '../../api/stats.ts';
import type { HistoryData, HourlyData } from '../../../core/api/types.ts';
import type { Loadable } from './useAccountData.ts';

/** docs/product.md#account-page: both charts cover the last 30 local days. */
export const CHART_DAYS = 30;

/** Loads the day history and the hour-of-day stats side by side, each with its own state. */
export function useHistoryData(userId: string | undefined) {
  const [history, setHistory] = useState<Loadable<HistoryData>>({ state: 'loading' });
  const [hourly, setHourly] = useState<Loadable<HourlyData>>({ state: 'loading' });
  // Another user: back to loading in the same render, as useAccountData does.
  const [shownFor, setShownFor] = useState(userId);
  if (shownFor !== userId) {
    setShownFor(userId);
    setHistory({ state: 'loading' });
    setHourly({ state: 'loading' });
  }

  useEffect(() => {
    if (!userId) return;
    let live = true;
    const load = <T>(
      get: (id: string, days: number) => Promise<T>,
      set: (l: Loadable<T>) => void,
      fallback: string,
    ) =>
      get(userId, CHART_DAYS)
        .then((data) => live && set({ state: 'ready', data: data ?? null }))
        .catch(
          (e: unknown) =>
            live && set({ state: 'error', message: messageFor(e, fallback, fallback) }),
        );
    void load(getHistory, setHistory, 'Failed to load history');
    void load(getHourly, setHourly, 'Failed to load hourly stats');
    return () => {
      live = false;
    };
  }, [userId]);

  return { history, hourly };
}
