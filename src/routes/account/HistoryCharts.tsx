import type { ReactNode } from 'react';
import type { HistoryData, HourlyData } from '../../../core/api/types.ts';
import * as layout from '../../components/layout.css.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { type Bar, BarChart } from './BarChart.tsx';
import * as c from './Charts.css.ts';
import { formatDuration, parseServerDate } from './format.ts';
import type { Loadable } from './useLoadable.ts';

const scoreText = (s: number | null) => (s === null ? 'none' : String(Math.round(s)));
const shortDay = (date: string) =>
  parseServerDate(date)?.toLocaleDateString(undefined, { month: 'short', day: 'numeric' }) ?? date;
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Loading, failed and empty states as the other account sections (docs/product.md#account-page). */
function Shell<T>({
  title,
  data,
  what,
  empty,
  isEmpty,
  children,
}: {
  title: string;
  data: Loadable<T>;
  what: string;
  empty: string;
  isEmpty: (d: T) => boolean;
  children: (d: T) => ReactNode;
}) {
  let body: ReactNode;
  if (data.state === 'loading')
    body = (
      <p className={layout.row} role="status">
        <Spinner /> {`Loading ${what}...`}
      </p>
    );
  else if (data.state === 'error')
    body = (
      <div className={layout.banner.error} role="alert">
        {`Failed to load ${what}: ${data.message}`}
      </div>
    );
  else if (!data.data || isEmpty(data.data)) body = <p className={layout.muted}>{empty}</p>;
  else body = children(data.data);
  return (
    <figure className={`${layout.card} ${layout.stack.md} ${c.figure}`}>
      <figcaption>
        <h3 className={layout.sectionTitle}>{title}</h3>
      </figcaption>
      {body}
    </figure>
  );
}

/** Time and average score per local day over the last 30 days. */
export function HistoryChart({ history }: { history: Loadable<HistoryData> }) {
  return (
    <Shell
      title="Last 30 days"
      data={history}
      what="history"
      empty="No sessions in the last 30 days yet."
      isEmpty={(d) => d.days.every((x) => x.session_count === 0)}
    >
      {(d) => {
        const bars: Bar[] = d.days.map((x, i) => ({
          key: x.date,
          tick: i % 7 === (d.days.length - 1) % 7 ? shortDay(x.date) : '',
          title: `${shortDay(x.date)}: ${formatDuration(x.tracked_seconds)}, score ${scoreText(x.average_score)}`,
          total: x.tracked_seconds,
          bad: x.bad_posture_seconds,
          score: x.average_score,
        }));
        const rows = d.days.map((x) => [
          shortDay(x.date),
          formatDuration(x.tracked_seconds),
          formatDuration(x.bad_posture_seconds),
          scoreText(x.average_score),
          String(x.session_count),
        ]);
        return (
          <BarChart
            bars={bars}
            table={{
              caption: 'Time tracked and average score per day, last 30 days',
              head: ['Day', 'Time tracked', 'Poor posture', 'Average score', 'Sessions'],
              rows,
            }}
          />
        );
      }}
    </Shell>
  );
}

/** 'When do you slouch?': time, poor posture and score by local hour of day. */
export function HourlyChart({ hourly }: { hourly: Loadable<HourlyData> }) {
  return (
    <Shell
      title="When do you slouch?"
      data={hourly}
      what="hourly stats"
      empty="No tracked time in the last 30 days yet."
      isEmpty={(d) => d.hours.every((h) => h.tracked_seconds === 0)}
    >
      {(d) => {
        const bars: Bar[] = d.hours.map((h) => ({
          key: String(h.hour),
          tick: h.hour % 3 === 0 ? String(h.hour).padStart(2, '0') : '',
          title: `${hourText(h.hour)}: ${formatDuration(h.tracked_seconds)}, ${formatDuration(h.bad_posture_seconds)} poor posture`,
          total: h.tracked_seconds,
          bad: h.bad_posture_seconds,
          score: h.average_score,
        }));
        const rows = d.hours.map((h) => [
          `${hourText(h.hour)} to ${hourText((h.hour + 1) % 24)}`,
          formatDuration(h.tracked_seconds),
          formatDuration(h.bad_posture_seconds),
          scoreText(h.average_score),
        ]);
        return (
          <BarChart
            bars={bars}
            table={{
              caption: `Time tracked and poor posture by hour of day, last ${d.days} days`,
              head: ['Hour', 'Time tracked', 'Poor posture', 'Average score'],
              rows,
            }}
          />
        );
      }}
    </Shell>
  );
}
