import type { HistoryData } from '../../../core/api/types.ts';
import * as layout from '../../components/layout.css.ts';
import { formatNumber, t, tPlural, useT } from '../../i18n/index.ts';
import { ChartCard } from './ChartCard.tsx';
import * as c from './Charts.css.ts';
import { formatDuration, shortDay } from './format.ts';
import { Legend } from './Legend.tsx';
import type { Loadable } from './useLoadable.ts';

type HistoryWeek = HistoryData['weeks'][number];

const GROUP_W = 64;
const BAR_W = 20;
const GAP = 4;
/** Room above the tallest bar for its value. */
const VALUE_H = 14;
const PLOT_H = 110;
/** Two lines under each week: its first day and its alerts (a dash when nothing was tracked). */
const TICK_H = 34;

/** The two corrections of docs/posture-rules.md#false-alarm-feedback, as the tracking page names them. */
const KINDS = [
  { rate: 'false_alarms_per_hour', count: 'false_alarms', bar: c.falseAlarm },
  { rate: 'missed_slouches_per_hour', count: 'missed_slouches', bar: c.missedSlouch },
] as const;
// Called while rendering, so each text is in the current language.
const kindLabel = (i: number) => (i === 0 ? t("That wasn't a slouch") : t("I'm slouching now"));
/** Corrections per hour, two decimals at most as the server rounds them (docs/api.md#history). */
const rateText = (rate: number) => formatNumber(rate, { maximumFractionDigits: 2 });

const tracked = (w: HistoryWeek) => w.tracked_seconds > 0 && w.false_alarms_per_hour !== null;
const corrections = (w: HistoryWeek) => w.false_alarms + w.missed_slouches;

/**
 * 'Your corrections per tracked hour': per local week of the last 30 days, how often the person
 * told the coach "That wasn't a slouch" and "I'm slouching now" per hour tracked, beside the
 * week's alerts (docs/api.md#history `weeks`). Fewer over the weeks means the coach fits them
 * better. Two empty states: no tracked week, and tracked weeks without a correction.
 */
export function CorrectionsChart({ history }: { history: Loadable<HistoryData> }) {
  const t = useT();
  return (
    <ChartCard
      title={t('Your corrections per tracked hour')}
      description={t(
        'How often you told the coach it was wrong, per hour tracked, week by week. Fewer means it fits you better.',
      )}
      value={history}
      loading={t('Loading history...')}
      failed={(message) => t('Failed to load history: {message}', { message })}
      empty={t('No tracked time in the last 30 days yet.')}
      isEmpty={(d) => !d.weeks.some(tracked)}
    >
      {(d) =>
        d.weeks.some((w) => corrections(w) > 0) ? (
          <WeekBars weeks={d.weeks} />
        ) : (
          <p className={layout.muted}>
            {t(
              'No corrections yet. When the coach gets it wrong while tracking, tell it with "That wasn\'t a slouch" or "I\'m slouching now".',
            )}
          </p>
        )
      }
    </ChartCard>
  );
}

/**
 * Two bars per week, each with its value above it, and the week's first day and alerts under it.
 * Hand-written SVG as BarChart.tsx, hidden from screen readers: the visually hidden table carries
 * the same numbers, and the week's time tracked.
 */
function WeekBars({ weeks }: { weeks: readonly HistoryWeek[] }) {
  const t = useT();
  const width = weeks.length * GROUP_W;
  // A floor for weeks whose few corrections round to 0.00 per hour.
  const max = Math.max(0.01, ...weeks.flatMap((w) => KINDS.map((k) => w[k.rate] ?? 0)));
  const y = (rate: number) => PLOT_H - (rate / max) * (PLOT_H - VALUE_H);
  return (
    <>
      <svg
        className={c.chart}
        viewBox={`0 0 ${width} ${PLOT_H + TICK_H}`}
        aria-hidden="true"
        focusable="false"
      >
        <line className={c.grid} x1={0} x2={width} y1={PLOT_H} y2={PLOT_H} />
        {weeks.map((w, i) => {
          const left = i * GROUP_W + (GROUP_W - 2 * BAR_W - GAP) / 2;
          const mid = i * GROUP_W + GROUP_W / 2;
          const day = shortDay(w.week_start);
          return (
            <g key={w.week_start} data-week={w.week_start}>
              {!tracked(w) && <title>{t('Week of {week}: not tracked', { week: day })}</title>}
              {KINDS.map((k, j) => {
                const rate = w[k.rate];
                if (rate === null) return null;
                const x = left + j * (BAR_W + GAP);
                // A zero still shows its colour: a hairline on the axis.
                const top = Math.min(y(rate), PLOT_H - 1.5);
                return (
                  <g key={k.rate} data-kind={k.count}>
                    <title>
                      {t('Week of {week}: {label}, {rate} per hour', {
                        week: day,
                        label: kindLabel(j),
                        rate: rateText(rate),
                      })}
                    </title>
                    <rect className={k.bar} x={x} width={BAR_W} y={top} height={PLOT_H - top} />
                    <text className={c.value} x={x + BAR_W / 2} y={top - 3} textAnchor="middle">
                      {rateText(rate)}
                    </text>
                  </g>
                );
              })}
              <text className={c.tick} x={mid} y={PLOT_H + 14} textAnchor="middle">
                {day}
              </text>
              <text className={c.tick} x={mid} y={PLOT_H + 28} textAnchor="middle">
                {/* A dash, not words: they would run into the next week's. */}
                {tracked(w) ? tPlural(w.alerts, '{count} alert', '{count} alerts') : '–'}
              </text>
            </g>
          );
        })}
      </svg>
      <Legend
        aria-hidden="true"
        entries={[
          [c.swatchFalseAlarm, kindLabel(0)],
          [c.swatchMissedSlouch, kindLabel(1)],
        ]}
      />
      <table className={c.visuallyHidden}>
        <caption>{t('Corrections per tracked hour by week, last 30 days')}</caption>
        <thead>
          <tr>
            {[t('Week of'), t('Time tracked'), t('Alerts'), kindLabel(0), kindLabel(1)].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week_start}>
              <th scope="row">{shortDay(w.week_start)}</th>
              <td>{formatDuration(w.tracked_seconds)}</td>
              <td>{formatNumber(w.alerts)}</td>
              {KINDS.map((k) => {
                const rate = w[k.rate];
                return (
                  <td key={k.rate}>
                    {rate === null
                      ? t('none')
                      : t('{rate} per hour, {count} in all', {
                          rate: rateText(rate),
                          count: formatNumber(w[k.count]),
                        })}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
