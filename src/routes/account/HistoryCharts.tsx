import type { ReactNode } from 'react';
import type { HistoryData, HourlyData } from '../../../core/api/types.ts';
import * as layout from '../../components/layout.css.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { formatDate, formatNumber, t, useT } from '../../i18n/index.ts';
import { type Bar, BarChart } from './BarChart.tsx';
import * as c from './Charts.css.ts';
import { formatDuration, parseServerDate } from './format.ts';
import type { Loadable } from './useLoadable.ts';

// Called while rendering, so each text is in the current language.
const scoreText = (s: number | null) => (s === null ? t('none') : formatNumber(Math.round(s)));
const shortDay = (date: string) => {
  const d = parseServerDate(date);
  return d ? formatDate(d, { month: 'short', day: 'numeric' }) : date;
};
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** Loading, failed and empty states as the other account sections (docs/product.md#account-page). */
function Shell<T>({
  title,
  data,
  loading,
  failed,
  empty,
  isEmpty,
  children,
}: {
  title: string;
  data: Loadable<T>;
  loading: string;
  /** The failure line, given the (translated) reason. */
  failed: (message: string) => string;
  empty: string;
  isEmpty: (d: T) => boolean;
  children: (d: T) => ReactNode;
}) {
  const t = useT();
  let body: ReactNode;
  if (data.state === 'loading')
    body = (
      <p className={layout.row} role="status">
        <Spinner /> {loading}
      </p>
    );
  else if (data.state === 'error')
    body = (
      <div className={layout.banner.error} role="alert">
        {failed(t(data.message))}
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
  const t = useT();
  return (
    <Shell
      title={t('Last 30 days')}
      data={history}
      loading={t('Loading history...')}
      failed={(message) => t('Failed to load history: {message}', { message })}
      empty={t('No sessions in the last 30 days yet.')}
      isEmpty={(d) => d.days.every((x) => x.session_count === 0)}
    >
      {(d) => {
        const bars: Bar[] = d.days.map((x, i) => ({
          key: x.date,
          tick: i % 7 === (d.days.length - 1) % 7 ? shortDay(x.date) : '',
          title: t('{day}: {tracked}, score {score}', {
            day: shortDay(x.date),
            tracked: formatDuration(x.tracked_seconds),
            score: scoreText(x.average_score),
          }),
          total: x.tracked_seconds,
          bad: x.bad_posture_seconds,
          score: x.average_score,
        }));
        const rows = d.days.map((x) => [
          shortDay(x.date),
          formatDuration(x.tracked_seconds),
          formatDuration(x.bad_posture_seconds),
          scoreText(x.average_score),
          formatNumber(x.session_count),
        ]);
        return (
          <BarChart
            bars={bars}
            table={{
              caption: t('Time tracked and average score per day, last 30 days'),
              head: [
                t('Day'),
                t('Time tracked'),
                t('Poor posture'),
                t('Average score'),
                t('Sessions'),
              ],
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
  const t = useT();
  return (
    <Shell
      title={t('When do you slouch?')}
      data={hourly}
      loading={t('Loading hourly stats...')}
      failed={(message) => t('Failed to load hourly stats: {message}', { message })}
      empty={t('No tracked time in the last 30 days yet.')}
      isEmpty={(d) => d.hours.every((h) => h.tracked_seconds === 0)}
    >
      {(d) => {
        const bars: Bar[] = d.hours.map((h) => ({
          key: String(h.hour),
          tick: h.hour % 3 === 0 ? String(h.hour).padStart(2, '0') : '',
          title: t('{hour}: {tracked}, {poor} poor posture', {
            hour: hourText(h.hour),
            tracked: formatDuration(h.tracked_seconds),
            poor: formatDuration(h.bad_posture_seconds),
          }),
          total: h.tracked_seconds,
          bad: h.bad_posture_seconds,
          score: h.average_score,
        }));
        const rows = d.hours.map((h) => [
          t('{from} to {to}', { from: hourText(h.hour), to: hourText((h.hour + 1) % 24) }),
          formatDuration(h.tracked_seconds),
          formatDuration(h.bad_posture_seconds),
          scoreText(h.average_score),
        ]);
        return (
          <BarChart
            bars={bars}
            table={{
              caption: t('Time tracked and poor posture by hour of day, last {days} days', {
                days: formatNumber(d.days),
              }),
              head: [t('Hour'), t('Time tracked'), t('Poor posture'), t('Average score')],
              rows,
            }}
          />
        );
      }}
    </Shell>
  );
}
