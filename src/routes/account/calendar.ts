import type { CalendarEntry } from '../../../core/api/types.ts';
import { currentLanguage, formatDate, t } from '../../i18n/index.ts';
import { dayKey, parseServerDate } from './format.ts';

export const CALENDAR_DAYS = 35;

/** The day a week starts on, as Date.getDay() counts: Sunday in English, Monday in German, French and Spanish. */
export function firstWeekday(): 0 | 1 {
  return currentLanguage() === 'en' ? 0 : 1;
}

/** The week's days from its first, in the current language, `narrow` ('S') or `long` ('Sunday'). */
export function weekdayNames(width: 'narrow' | 'long', first = firstWeekday()): string[] {
  // 1 January 2023 was a Sunday.
  return Array.from({ length: 7 }, (_, i) =>
    formatDate(new Date(2023, 0, 1 + first + i), { weekday: width }),
  );
}

export interface CalendarDay {
  date: Date;
  key: string;
  inMonth: boolean;
  isToday: boolean;
  active: boolean;
}

/**
 * docs/product.md#account-page: 35 days (5 weeks) starting 14 days before the start of the current
 * week (its Sunday; its Monday where the language starts weeks on Monday), so two full weeks
 * precede the current week and two follow it. Built from local y/m/d so daylight saving changes
 * never skip or repeat a day.
 */
export function calendarDates(today: Date, first: 0 | 1 = firstWeekday()): Date[] {
  const weekStart = today.getDate() - ((today.getDay() - first + 7) % 7);
  return Array.from(
    { length: CALENDAR_DAYS },
    (_, i) => new Date(today.getFullYear(), today.getMonth(), weekStart - 14 + i),
  );
}

export function activeDayKeys(entries: readonly CalendarEntry[]): Set<string> {
  const keys = new Set<string>();
  for (const e of entries) {
    if (!e.has_qualified_session) continue;
    const d = parseServerDate(e.date);
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
  const date = formatDate(d.date, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return d.active ? t('{date}: Active', { date }) : t('{date}: No activity', { date });
}

/**
 * The ARIA grid's keys over `count` days in rows of 7: the index the key moves focus to, or null
 * for a key the grid does not handle. Focus stays inside the grid at its edges.
 */
export function moveFocus(index: number, key: string, count: number): number | null {
  const clamp = (i: number) => Math.min(count - 1, Math.max(0, i));
  switch (key) {
    case 'ArrowLeft':
      return clamp(index - 1);
    case 'ArrowRight':
      return clamp(index + 1);
    case 'ArrowUp':
      return index - 7 >= 0 ? index - 7 : index;
    case 'ArrowDown':
      return index + 7 < count ? index + 7 : index;
    case 'Home':
      return index - (index % 7);
    case 'End':
      return index - (index % 7) + 6;
    default:
      return null;
  }
}
