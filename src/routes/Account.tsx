import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../components/Button.tsx';
import * as layout from '../components/layout.css.ts';
import { useT } from '../i18n/index.ts';
import { useAuth } from '../state/auth.ts';
import { ActivityCalendar } from './account/ActivityCalendar.tsx';
import { buildCalendar } from './account/calendar.ts';
import * as css from './account/Account.css.ts';
import { CorrectionsChart } from './account/CorrectionsChart.tsx';
import { DataControls } from './account/DataControls.tsx';
import { EditProfileDialog } from './account/EditProfileDialog.tsx';
import { formatJoined } from './account/format.ts';
import { HistoryChart, HourlyChart } from './account/HistoryCharts.tsx';
import { Loaded } from './account/Loaded.tsx';
import { SignIns } from './account/SignIns.tsx';
import { StatsCards } from './account/StatsCards.tsx';
import { StreakCard } from './account/StreakCard.tsx';
import { useAccountData } from './account/useAccountData.ts';
import { useHistoryData } from './account/useHistoryData.ts';

export default function Account() {
  const t = useT();
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const { stats, streaks } = useAccountData(user?.user_id);
  const { history, hourly } = useHistoryData(user?.user_id);

  // The menu's 'Stats' item lands on the stats section.
  useEffect(() => {
    if (window.location.hash === '#stats') document.getElementById('stats')?.scrollIntoView();
  }, []);

  if (!user) return null;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase() || '?';

  return (
    <main id="main" className={layout.page}>
      <h1 className={layout.title}>{t('Account')}</h1>
      <section className={`${layout.card} ${css.profile}`} aria-label={t('Profile')}>
        <div className={css.bigAvatar} aria-hidden>
          {initials}
        </div>
        <div className={css.profileText}>
          <span className={css.name}>
            {user.first_name} {user.last_name}
          </span>
          <span className={layout.muted}>{user.email_address}</span>
          <span className={layout.small}>
            {t('Joined {date}', { date: formatJoined(user.CreatedAt) })}
          </span>
        </div>
        <div className={layout.row}>
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {t('Edit Profile')}
          </Button>
          <Button variant="ghost" onPress={() => navigate('/forgot-password')}>
            {t('Reset Password')}
          </Button>
        </div>
      </section>
      <EditProfileDialog
        user={user as typeof user & object}
        isOpen={editing}
        onOpenChange={setEditing}
      />

      <section id="stats" className={layout.stack.md} aria-labelledby="stats-title">
        <h2 id="stats-title" className={layout.sectionTitle}>
          {t('Lifetime stats')}
        </h2>
        <StatsCards stats={stats} />
      </section>

      <section className={layout.stack.md} aria-labelledby="activity-title">
        <h2 id="activity-title" className={layout.sectionTitle}>
          {t('Activity & Streaks')}
        </h2>
        <Loaded
          value={streaks}
          loading={t('Loading activity data...')}
          failed={(message) => t('Failed to load activity data: {message}', { message })}
          empty={t('No activity data available')}
        >
          {(d) => (
            <div className={css.activity}>
              <StreakCard
                current={d.current_streak}
                longest={d.longest_streak}
                activeDays={
                  buildCalendar(new Date(), d.calendar_data ?? []).filter((x) => x.active).length
                }
              />
              <ActivityCalendar entries={d.calendar_data ?? []} />
            </div>
          )}
        </Loaded>
      </section>

      <section className={layout.stack.md} aria-labelledby="history-title">
        <h2 id="history-title" className={layout.sectionTitle}>
          {t('Posture over time')}
        </h2>
        <div className={css.charts}>
          <HistoryChart history={history} />
          <HourlyChart hourly={hourly} />
          <CorrectionsChart history={history} />
        </div>
      </section>

      <SignIns />

      <DataControls />
    </main>
  );
}
