import { getHistory, getHourly } from '../../api/stats.ts';
import { msg } from '../../i18n/index.ts';
import { useLoadable } from './useLoadable.ts';

/** docs/product.md#account-page: both charts cover the last 30 local days. */
export const CHART_DAYS = 30;

const loadHistory = (userId: string) => getHistory(userId, CHART_DAYS);
const loadHourly = (userId: string) => getHourly(userId, CHART_DAYS);

/** Loads the day history and the hour-of-day stats side by side, each with its own state. */
export function useHistoryData(userId: string | undefined) {
  const history = useLoadable(userId, loadHistory, msg('Failed to load history'));
  const hourly = useLoadable(userId, loadHourly, msg('Failed to load hourly stats'));
  return { history, hourly };
}
