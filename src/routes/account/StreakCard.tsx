import * as layout from '../../components/layout.css.ts';
import { formatNumber, tPlural, useT } from '../../i18n/index.ts';
import * as css from './Account.css.ts';
import { dayWord, streakMessage } from './format.ts';

// Milestones where the card's message changes (docs/constants.md#forms-and-account: 3 and 7 days), then every week.
function nextMilestone(current: number): number {
  if (current < 3) return 3;
  if (current < 7) return 7;
  return (Math.floor(current / 7) + 1) * 7;
}

export function StreakCard({
  current,
  longest,
  activeDays,
}: {
  current: number;
  longest: number;
  activeDays: number;
}) {
  const t = useT();
  const message = current > 0 ? streakMessage(current) : null;
  const next = nextMilestone(current);
  return (
    <div className={`${layout.card} ${layout.stack.md}`} data-testid="streak-card">
      <h3 className={layout.sectionTitle}>{t('Daily Streak')}</h3>
      <div className={css.streakRow}>
        <StreakStat label={t('Current streak')} days={current} />
        <StreakStat label={t('Longest streak')} days={longest} />
      </div>
      {message ? (
        <p className={css.streakMsg}>{message}</p>
      ) : (
        <p className={layout.small}>{t('Track for a minute today to start a streak.')}</p>
      )}
      <dl className={css.facts}>
        <div>
          <dt>{t('Next milestone')}</dt>
          <dd>
            {tPlural(next, '{count} day ({left} to go)', '{count} days ({left} to go)', {
              left: formatNumber(next - current),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('Active days in these 5 weeks')}</dt>
          <dd>
            {t('{count} of {total}', { count: formatNumber(activeDays), total: formatNumber(35) })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function StreakStat({ label, days }: { label: string; days: number }) {
  return (
    <div className={layout.stack.sm}>
      <span className={css.statLabel}>{label}</span>
      <span className={css.streakValue}>
        {formatNumber(days)} <span className={layout.small}>{dayWord(days)}</span>
      </span>
    </div>
  );
}
