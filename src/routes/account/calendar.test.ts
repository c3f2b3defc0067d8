import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n/index.ts';
import {
  buildCalendar,
  calendarDates,
  CALENDAR_DAYS,
  firstWeekday,
  moveFocus,
  weekdayNames,
} from './calendar.ts';
import { dayKey } from './format.ts';

describe('35-day calendar', () => {
  it('starts on the Sunday 14 days before the current week and spans 5 weeks', () => {
    // Wednesday 22 Oct 2025: week starts Sun 19 Oct, so the grid starts Sun 5 Oct and ends Sat 8 Nov.
    const days = calendarDates(new Date(2025, 9, 22, 15, 30));
    expect(days).toHaveLength(CALENDAR_DAYS);
    expect(dayKey(days[0]!)).toBe('2025-10-05');
    expect(days[0]!.getDay()).toBe(0);
    expect(dayKey(days[34]!)).toBe('2025-11-08');
    expect(days[34]!.getDay()).toBe(6);
  });

  it('puts today in the third week whatever the weekday', () => {
    for (let d = 1; d <= 14; d++) {
      const today = new Date(2025, 2, d, 9);
      const idx = calendarDates(today).findIndex((x) => dayKey(x) === dayKey(today));
      expect(idx).toBeGreaterThanOrEqual(14);
      expect(idx).toBeLessThan(21);
      expect(idx - 14).toBe(today.getDay());
    }
  });

  it('starts on Monday where the week does (German): Mon 6 Oct to Sun 9 Nov, today still in week 3', () => {
    const days = calendarDates(new Date(2025, 9, 22, 15, 30), 1);
    expect(dayKey(days[0]!)).toBe('2025-10-06');
    expect(days[0]!.getDay()).toBe(1);
    expect(dayKey(days[34]!)).toBe('2025-11-09');
    // A Sunday is the last day of its week: 14 days before that week's Monday.
    const sunday = calendarDates(new Date(2025, 9, 26), 1);
    expect(dayKey(sunday[0]!)).toBe('2025-10-06');
    expect(sunday.findIndex((x) => dayKey(x) === '2025-10-26')).toBe(20);
  });

  it('the week starts on Sunday in English and on Monday in German, French and Spanish', async () => {
    const firsts: Record<string, number> = {};
    for (const lang of ['en', 'de', 'fr', 'es'] as const) {
      await setLanguage(lang);
      firsts[lang] = firstWeekday();
    }
    expect(firsts).toEqual({ en: 0, de: 1, fr: 1, es: 1 });
    expect(weekdayNames('long')[0]).toBe('lunes');
    await setLanguage('en');
  });

  it('crosses a year boundary and stays one day apart', () => {
    const days = calendarDates(new Date(2026, 0, 1));
    expect(dayKey(days[0]!)).toBe('2025-12-14');
    const keys = new Set(days.map(dayKey));
    expect(keys.size).toBe(35);
  });

  it('marks active days, today and days outside the month', () => {
    const today = new Date(2025, 9, 22);
    const cal = buildCalendar(today, [
      { date: '2025-10-21', has_qualified_session: true },
      { date: '2025-10-20', has_qualified_session: false },
      { date: '2025-10-22', has_qualified_session: true },
    ]);
    const byKey = new Map(cal.map((d) => [d.key, d]));
    expect(byKey.get('2025-10-21')!.active).toBe(true);
    expect(byKey.get('2025-10-20')!.active).toBe(false);
    expect(byKey.get('2025-10-22')).toMatchObject({ active: true, isToday: true, inMonth: true });
    expect(byKey.get('2025-11-01')!.inMonth).toBe(false);
    expect(cal.filter((d) => d.isToday)).toHaveLength(1);
  });
});

describe('the calendar grid keys (one tab stop, arrows move)', () => {
  it('moves by a day left and right, by a week up and down, and stays inside at the edges', () => {
    expect(moveFocus(10, 'ArrowLeft', 35)).toBe(9);
    expect(moveFocus(10, 'ArrowRight', 35)).toBe(11);
    expect(moveFocus(10, 'ArrowUp', 35)).toBe(3);
    expect(moveFocus(10, 'ArrowDown', 35)).toBe(17);
    expect(moveFocus(0, 'ArrowLeft', 35)).toBe(0);
    expect(moveFocus(34, 'ArrowRight', 35)).toBe(34);
    expect(moveFocus(3, 'ArrowUp', 35)).toBe(3);
    expect(moveFocus(30, 'ArrowDown', 35)).toBe(30);
  });
  it('Home and End go to the week’s first and last day; other keys are not handled', () => {
    expect(moveFocus(10, 'Home', 35)).toBe(7);
    expect(moveFocus(10, 'End', 35)).toBe(13);
    expect(moveFocus(10, 'Tab', 35)).toBeNull();
  });
});
