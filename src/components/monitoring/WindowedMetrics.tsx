import { METRICS_MIN_SAMPLES } from './format.ts';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';
import type { WindowedMetrics as Metrics } from './types.ts';

/** What the metrics panel shows, or null while it is hidden (spec §2: only from 300 samples). */
export function metricsShown(
  metrics: Metrics | null,
): { cells: [string, string][]; sampleCount: number } | null {
  if (!metrics || metrics.sampleCount < METRICS_MIN_SAMPLES) return null;
  return {
    cells: [
      ['Average', metrics.mean.toFixed(1)],
      ['Session Min', metrics.min.toFixed(1)],
      ['Session Max', metrics.max.toFixed(1)],
    ],
    sampleCount: metrics.sampleCount,
  };
}

/** Spec §2: Average, Session Min, Session Max and the sample count, only from 300 samples. */
export function WindowedMetrics({ metrics }: { metrics: Metrics | null }) {
  const shown = metricsShown(metrics);
  if (!shown) return null;
  return (
    <section className={m.panel} aria-labelledby="metrics-title">
      <h2 id="metrics-title" className={m.panelTitle}>
        Score metrics
      </h2>
      <dl className={css.metrics}>
        {shown.cells.map(([label, value]) => (
          <div key={label} className={css.metric}>
            <dt className={css.metricLabel}>{label}</dt>
            <dd className={css.metricValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={m.muted}>{shown.sampleCount} samples</p>
    </section>
  );
}
