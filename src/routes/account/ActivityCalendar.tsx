import { useRef, useState, type KeyboardEvent } from 'react';
import type { CalendarEntry } from '../../../core/api/types.ts';
import * as layout from '../../components/layout.css.ts';
import { useT } from '../../i18n/index.ts';
import * as css from './Account.css.ts';
import { buildCalendar, dayLabel, moveFocus, weekdayNames } from './calendar.ts';
import { Legend } from './Legend.tsx';

/**
 * The 35-day grid of docs/product.md#account-page: one tab stop (today), the arrow keys, Home and
 * End move between days (the ARIA grid pattern). Each day's tooltip shows on hover and focus.
 */
export function ActivityCalendar({
  entries,
  today = new Date(),
}: {
  entries: readonly CalendarEntry[];
  today?: Date;
}) {
  const t = useT();
  const days = buildCalendar(today, entries);
  const names = weekdayNames('long');
  const todayIndex = Math.max(
    0,
    days.findIndex((d) => d.isToday),
  );
  const [focused, setFocused] = useState<number | null>(null);
  const current = focused ?? todayIndex;
  const cells = useRef<(HTMLDivElement | null)[]>([]);

  const onKeyDown = (e: KeyboardEvent) => {
    const next = moveFocus(current, e.key, days.length);
    if (next === null) return;
    e.preventDefault();
    setFocused(next);
    cells.current[next]?.focus();
  };

  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <div className={`${layout.card} ${layout.stack.md}`}>
      <h3 className={layout.sectionTitle} id="calendar-title">
        {t('Activity Calendar')}
      </h3>
      <div
        className={css.calGrid}
        role="grid"
        aria-labelledby="calendar-title"
        aria-describedby="calendar-span"
        data-testid="calendar"
        onKeyDown={onKeyDown}
      >
        <div role="row" className={css.calRow}>
          {weekdayNames('narrow').map((w, i) => (
            <div key={i} role="columnheader" className={css.weekday} aria-label={names[i]}>
              {w}
            </div>
          ))}
        </div>
        {weeks.map((week, w) => (
          <div key={w} role="row" className={css.calRow}>
            {week.map((d, i) => {
              const index = w * 7 + i;
              const label = dayLabel(d);
              const cls = [
                css.day[d.active ? 'active' : 'inactive'],
                d.inMonth || d.active ? '' : css.outOfMonth,
                d.isToday ? css.today : '',
              ].join(' ');
              return (
                <div
                  key={d.key}
                  ref={(el) => {
                    cells.current[index] = el;
                  }}
                  role="gridcell"
                  tabIndex={index === current ? 0 : -1}
                  className={cls}
                  data-tip={label}
                  aria-label={label}
                  aria-current={d.isToday ? 'date' : undefined}
                  title={label}
                  data-active={d.active}
                  data-today={d.isToday || undefined}
                  data-in-month={d.inMonth}
                  onFocus={() => setFocused(index)}
                >
                  {d.date.getDate()}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <p id="calendar-span" className={css.calSpan}>
        {t('Two weeks back, this week and two weeks ahead. Arrow keys move between days.')}
      </p>
      <Legend
        aria-label={t('Legend')}
        entries={[
          [css.swatchActive, t('Active day')],
          [css.swatchInactive, t('No activity')],
          [css.swatchToday, t('Today')],
        ]}
      />
    </div>
  );
}
