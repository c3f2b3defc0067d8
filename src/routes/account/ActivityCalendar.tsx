import type { CalendarEntry } from '../../api/types.ts';
import * as layout from '../../components/layout.css.ts';
import * as css from './Account.css.ts';
import { buildCalendar, dayLabel, WEEKDAYS } from './calendar.ts';

/** The 35-day grid of docs/product.md#account-page. Each day is focusable and its tooltip shows on hover and focus. */
export function ActivityCalendar({
  entries,
  today = new Date(),
}: {
  entries: readonly CalendarEntry[];
  today?: Date;
}) {
  const days = buildCalendar(today, entries);
  return (
    <div className={`${layout.card} ${layout.stack.md}`}>
      <h3 className={layout.sectionTitle}>Activity Calendar</h3>
      <div
        className={css.calGrid}
        role="group"
        aria-label="Activity over the last five weeks"
        data-testid="calendar"
      >
        {WEEKDAYS.map((w, i) => (
          <div key={i} className={css.weekday} aria-hidden>
            {w}
          </div>
        ))}
        {days.map((d) => {
          const label = dayLabel(d);
          const cls = [
            css.day[d.active ? 'active' : 'inactive'],
            d.inMonth ? '' : css.outOfMonth,
            d.isToday ? css.today : '',
          ].join(' ');
          return (
            <div
              key={d.key}
              role="img"
              tabIndex={0}
              className={cls}
              data-tip={label}
              aria-label={label}
              title={label}
              data-active={d.active}
              data-today={d.isToday || undefined}
              data-in-month={d.inMonth}
            >
              {d.date.getDate()}
            </div>
          );
        })}
      </div>
      <div className={css.legend} aria-label="Legend">
        <span>
          <span className={`${css.swatch} ${css.swatchActive}`} /> Active day
        </span>
        <span>
          <span className={`${css.swatch} ${css.swatchInactive}`} /> No activity
        </span>
        <span>
          <span className={`${css.swatch} ${css.swatchToday}`} /> Today
        </span>
      </div>
    </div>
  );
}
