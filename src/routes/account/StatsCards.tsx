import type { LifetimeStats } from '../../../core/api/types.ts';
import * as layout from '../../components/layout.css.ts';
import { Spinner } from '../../components/Spinner.tsx';
import * as css from './Account.css.ts';
import { formatDuration } from './format.ts';
import type { Loadable } from './useLoadable.ts';

export function StatsCards({ stats }: { stats: Loadable<LifetimeStats> }) {
  if (stats.state === 'loading')
    return (
      <p className={layout.row} role="status">
        <Spinner /> Loading stats...
      </p>
    );
  if (stats.state === 'error')
    return (
      <div className={layout.banner.error} role="alert">
        Failed to load stats: {stats.message}
      </div>
    );
  const s = stats.data;
  if (!s) return <p className={layout.muted}>No stats available</p>;
  const cards = [
    { label: 'Sessions', value: String(s.total_sessions) },
    { label: 'Total time tracked', value: formatDuration(s.total_time_tracked) },
    { label: 'Total time in poor posture', value: formatDuration(s.total_time_poor_posture) },
    { label: 'Avg session duration', value: formatDuration(s.average_session_duration) },
  ];
  return (
    <div className={css.statsGrid}>
      {cards.map((c) => (
        <div key={c.label} className={css.statCard} data-testid={`stat-${c.label}`}>
          <span className={css.statLabel}>{c.label}</span>
          <span className={css.statValue}>{c.value}</span>
        </div>
      ))}
    </div>
  );
}
