import * as layout from '../../components/layout.css.ts';
import * as css from './Account.css.ts';
import { dayWord, streakMessage } from './format.ts';

export function StreakCard({ current, longest }: { current: number; longest: number }) {
  const message = current > 0 ? streakMessage(current) : null;
  return (
    <div className={`${layout.card} ${layout.stack.md}`} data-testid="streak-card">
      <h3 className={layout.sectionTitle}>Daily Streak</h3>
      <div className={css.streakRow}>
        <div className={layout.stack.sm}>
          <span className={css.statLabel}>Current streak</span>
          <span className={css.streakValue}>
            {current} <span className={layout.small}>{dayWord(current)}</span>
          </span>
        </div>
        <div className={layout.stack.sm}>
          <span className={css.statLabel}>Longest streak</span>
          <span className={css.streakValue}>
            {longest} <span className={layout.small}>{dayWord(longest)}</span>
          </span>
        </div>
      </div>
      {message ? (
        <p className={css.streakMsg}>{message}</p>
      ) : (
        <p className={layout.small}>Track for a minute today to start a streak.</p>
      )}
    </div>
  );
}
