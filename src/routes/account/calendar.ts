import type { CalendarEntry } from '../../api/types.ts';
import { dayKey, parseServerDate } from './format.ts';

export const CALENDAR_DAYS = 35;
export const WEEKDAYS = ['S', 'M', 'T', 'W', 'T', 'F', 'S'] as const;

export interface CalendarDay {
  date: Date;
  key: string;
  inMonth: boolean;
  isToday: boolean;
  active: boolean;
}

/**
 * docs/product.md#account-page: 35 days (5 weeks) starting on the Sunday 14 days before the start of the current week,
 * so two full weeks precede the current week and two follow it. Built from local y/m/d so daylight
 * saving changes never skip or repeat a day.
 */
export function calendarDates(today: Date): Date[] {
  const weekStart = today.getDate() - today.getDay();
  return Array.from(
    { length: CALENDAR_DAYS },
    (_, i) => new Date(today.getFullYear(), today.getMonth(), weekStart - 14 + i),
  );
}

export function activeDayKeys(entries: readonly CalendarEntry[]): Set<string> {
  const keys = new Set<string>();
  for (const e of entries) {
    if (!e.has_qualified_session) continue;
    const raw = e.date ?? e.timestamp;
    const d = raw === undefined ? null : parseServerDate(raw);
    if (d) keys.add(dayKey(d));
  }
  return keys;
}

export function buildCalendar(today: Date, entries: readonly CalendarEntry[]): CalendarDay[] {
  const active = activeDayKeys(entries);
  const todayKey = dayKey(today);
  return calendarDates(today).map((date) => {
    const key = dayKey(date);
    return {
      date,
      key,
      inMonth: date.getMonth() === today.getMonth(),
      isToday: key === todayKey,
      active: active.has(key),
    };
  });
}

export function dayLabel(d: CalendarDay): string {
  const date = d.date.toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return `${date}: ${d.active ? 'Active' : 'No activity'}`;
}
