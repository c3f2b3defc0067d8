import { memo } from 'react';
import { useT } from '../../i18n/index.ts';
import { metricsShown } from '../../state/monitoring/view-model.ts';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';
import type { WindowedMetrics as Metrics } from '../../state/monitoring/types.ts';

/** docs/posture-rules.md#windowed-metrics: Average, Session Min, Session Max and the sample count, only from 300 samples. */
export const WindowedMetrics = memo(function WindowedMetrics({
  metrics,
}: {
  metrics: Metrics | null;
}) {
  const t = useT();
  const shown = metricsShown(metrics);
  if (!shown) return null;
  return (
    <section className={m.panel} aria-labelledby="metrics-title">
      <h2 id="metrics-title" className={m.panelTitle}>
        {t('Score metrics')}
      </h2>
      <dl className={css.metrics}>
        {shown.cells.map(([label, value]) => (
          <div key={label} className={css.metric}>
            <dt className={css.metricLabel}>{label}</dt>
            <dd className={css.metricValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={m.muted}>{t('{count} samples', { count: shown.sampleCount })}</p>
    </section>
  );
});
