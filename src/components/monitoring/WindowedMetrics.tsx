import { METRICS_MIN_SAMPLES } from './format.ts';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';
import type { WindowedMetrics as Metrics } from './types.ts';

/** Spec §2: Average, Session Min, Session Max and the sample count, only from 300 samples. */
export function WindowedMetrics({ metrics }: { metrics: Metrics | null }) {
  if (!metrics || metrics.sampleCount < METRICS_MIN_SAMPLES) return null;
  const cells: [string, string][] = [
    ['Average', metrics.mean.toFixed(1)],
    ['Session Min', metrics.min.toFixed(1)],
    ['Session Max', metrics.max.toFixed(1)],
  ];
  return (
    <section className={m.panel} aria-labelledby="metrics-title">
      <h2 id="metrics-title" className={m.panelTitle}>
        Score metrics
      </h2>
      <dl className={css.metrics}>
        {cells.map(([label, value]) => (
          <div key={label} className={css.metric}>
            <dt className={css.metricLabel}>{label}</dt>
            <dd className={css.metricValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={m.muted}>{metrics.sampleCount} samples</p>
    </section>
  );
}
