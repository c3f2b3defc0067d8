import type { LifetimeStats } from '../../../core/api/types.ts';
import { formatNumber, msg, useT } from '../../i18n/index.ts';
import * as css from './Account.css.ts';
import { formatDuration } from './format.ts';
import { Loaded } from './Loaded.tsx';
import type { Loadable } from './useLoadable.ts';

export function StatsCards({ stats }: { stats: Loadable<LifetimeStats> }) {
  const t = useT();
  return (
    <Loaded
      value={stats}
      loading={t('Loading stats...')}
      failed={(message) => t('Failed to load stats: {message}', { message })}
      empty={t('No stats available')}
    >
      {(s) => <StatsGrid s={s} />}
    </Loaded>
  );
}

function StatsGrid({ s }: { s: LifetimeStats }) {
  const t = useT();
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
