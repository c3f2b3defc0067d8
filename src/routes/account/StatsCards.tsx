import type { LifetimeStats } from '../../../core/api/types.ts';
import * as layout from '../../components/layout.css.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { formatNumber, msg, useT } from '../../i18n/index.ts';
import * as css from './Account.css.ts';
import { formatDuration } from './format.ts';
import type { Loadable } from './useLoadable.ts';

export function StatsCards({ stats }: { stats: Loadable<LifetimeStats> }) {
  const t = useT();
  if (stats.state === 'loading')
    return (
      <p className={layout.row} role="status">
        <Spinner /> {t('Loading stats...')}
      </p>
    );
  if (stats.state === 'error')
    return (
      <div className={layout.banner.error} role="alert">
        {t('Failed to load stats: {message}', { message: t(stats.message) })}
      </div>
    );
  const s = stats.data;
  if (!s) return <p className={layout.muted}>{t('No stats available')}</p>;
  // The English label names the card for tests (data-testid) in every language.
  const cards = [
    { label: msg('Sessions'), value: formatNumber(s.total_sessions) },
    { label: msg('Total time tracked'), value: formatDuration(s.total_time_tracked) },
    { label: msg('Total time in poor posture'), value: formatDuration(s.total_time_poor_posture) },
    { label: msg('Avg session duration'), value: formatDuration(s.average_session_duration) },
  ];
  return (
    <div className={css.statsGrid}>
      {cards.map((c) => (
        <div key={c.label} className={css.statCard} data-testid={`stat-${c.label}`}>
          <span className={css.statLabel}>{t(c.label)}</span>
          <span className={css.statValue}>{c.value}</span>
        </div>
      ))}
    </div>
  );
}
