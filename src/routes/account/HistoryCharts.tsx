import type { ComponentProps } from 'react';
import type { HistoryData, HourlyData } from '../../../core/api/types.ts';
import { formatNumber, t, useT } from '../../i18n/index.ts';
import { type Bar, BarChart } from './BarChart.tsx';
import { ChartCard } from './ChartCard.tsx';
import { formatDuration, shortDay } from './format.ts';
import type { Loadable } from './useLoadable.ts';

// Called while rendering, so each text is in the current language.
const scoreText = (s: number | null) => (s === null ? t('none') : formatNumber(Math.round(s)));
const hourText = (h: number) => `${String(h).padStart(2, '0')}:00`;
/** What a bar shows of a day or an hour. */
type Totals = {
  tracked_seconds: number;
  bad_posture_seconds: number;
  looking_down_seconds?: number;
  average_score: number | null;
};

/** One bar: the time tracked, its parts in poor posture and looking down, and the average score. */
const bar = (key: string, tick: string, title: string, x: Totals): Bar => ({
  key,
  tick,
  title,
  total: x.tracked_seconds,
  bad: x.bad_posture_seconds,
  ...(x.looking_down_seconds === undefined ? {} : { lookingDown: x.looking_down_seconds }),
  score: x.average_score,
});

/**
 * Time and average score per local day over the last 30 days, with the parts in poor posture and
 * looking down (docs/posture-rules.md#looking-down: a kind of its own, neither good nor bad).
 */
export function HistoryChart({ history }: { history: Loadable<HistoryData> }) {
  const t = useT();
  return (
    <ChartCard
      title={t('Last 30 days')}
      value={history}
      loading={t('Loading history...')}
      failed={(message) => t('Failed to load history: {message}', { message })}
      empty={t('No sessions in the last 30 days yet.')}
      isEmpty={(d) => d.days.every((x) => x.session_count === 0)}
    >
      {(d) => <BarChart {...dayChart(d)} />}
    </ChartCard>
  );
}

/** The day chart's bars and table (docs/api.md#history `days`). */
const dayChart = (d: HistoryData): ComponentProps<typeof BarChart> => ({
  bars: d.days.map((x, i) =>
    bar(
      x.date,
      i % 7 === (d.days.length - 1) % 7 ? shortDay(x.date) : '',
      x.looking_down_seconds > 0
        ? t('{day}: {tracked}, {down} looking down, score {score}', {
            day: shortDay(x.date),
            tracked: formatDuration(x.tracked_seconds),
            down: formatDuration(x.looking_down_seconds),
            score: scoreText(x.average_score),
          })
        : t('{day}: {tracked}, score {score}', {
            day: shortDay(x.date),
            tracked: formatDuration(x.tracked_seconds),
            score: scoreText(x.average_score),
          }),
      x,
    ),
  ),
  table: {
    caption: t('Time tracked and average score per day, last 30 days'),
    head: [
      t('Day'),
      t('Time tracked'),
      t('Poor posture'),
      t('Looking down'),
      t('Average score'),
      t('Sessions'),
    ],
    rows: d.days.map((x) => [
      shortDay(x.date),
      formatDuration(x.tracked_seconds),
      formatDuration(x.bad_posture_seconds),
      formatDuration(x.looking_down_seconds),
      scoreText(x.average_score),
      formatNumber(x.session_count),
    ]),
  },
});

/** 'When do you slouch?': time, poor posture and score by local hour of day. */
export function HourlyChart({ hourly }: { hourly: Loadable<HourlyData> }) {
  const t = useT();
  return (
    <ChartCard
      title={t('When do you slouch?')}
      value={hourly}
      loading={t('Loading hourly stats...')}
      failed={(message) => t('Failed to load hourly stats: {message}', { message })}
      empty={t('No tracked time in the last 30 days yet.')}
      isEmpty={(d) => d.hours.every((h) => h.tracked_seconds === 0)}
    >
      {(d) => <BarChart {...hourChart(d)} />}
    </ChartCard>
  );
}

/** The hour-of-day chart's bars and table. */
const hourChart = (d: HourlyData): ComponentProps<typeof BarChart> => ({
  bars: d.hours.map((h) =>
    bar(
      String(h.hour),
      h.hour % 3 === 0 ? String(h.hour).padStart(2, '0') : '',
      t('{hour}: {tracked}, {poor} poor posture', {
        hour: hourText(h.hour),
        tracked: formatDuration(h.tracked_seconds),
        poor: formatDuration(h.bad_posture_seconds),
      }),
      h,
    ),
  ),
  table: {
    caption: t('Time tracked and poor posture by hour of day, last {days} days', {
      days: formatNumber(d.days),
    }),
    head: [t('Hour'), t('Time tracked'), t('Poor posture'), t('Average score')],
    rows: d.hours.map((h) => [
      t('{from} to {to}', { from: hourText(h.hour), to: hourText((h.hour + 1) % 24) }),
      formatDuration(h.tracked_seconds),
      formatDuration(h.bad_posture_seconds),
      scoreText(h.average_score),
    ]),
  },
});
