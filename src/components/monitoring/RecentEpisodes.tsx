import {
  formatEpisodeDuration,
  issueLabel,
  RECENT_EPISODES,
  recentEpisodes,
  severityLevel,
} from './format.ts';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';
import type { Analytics, Episode } from './types.ts';

function Row({ e, ongoing, now }: { e: Episode; ongoing: boolean; now: number | null }) {
  const level = severityLevel(e.maxSeverity);
  // While paused (now null) the live episode does not grow.
  const duration = ongoing && now !== null ? Math.max(e.duration, now - e.startTime) : e.duration;
  return (
    <li className={css.episode} data-testid="episode" data-severity={level}>
      <span className={css.episodeType}>{issueLabel(e.type)}</span>
      <span className={css.episodeDuration}>
        {ongoing ? `${formatEpisodeDuration(duration)} · ongoing` : formatEpisodeDuration(duration)}
      </span>
      <span className={`${m.pill} ${m.severity[level]}`}>{level}</span>
    </li>
  );
}

/**
 * Spec §2 'Recent Episodes': the last 5, newest first, each with type, duration and severity. The
 * episode still in progress (if any) leads the list, so a long slouch shows while it happens.
 */
export function RecentEpisodes({
  analytics,
  now = Date.now(),
}: {
  analytics: Pick<Analytics, 'episodes' | 'currentEpisode'>;
  /** The clock for the live episode's duration; null while tracking is paused. */
  now?: number | null;
}) {
  const current = analytics.currentEpisode;
  const done = recentEpisodes(analytics.episodes, current ? RECENT_EPISODES - 1 : RECENT_EPISODES);
  return (
    <section className={m.panel} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={m.panelTitle}>
        Recent Episodes
      </h2>
      {current || done.length > 0 ? (
        <ol className={css.episodes}>
          {current ? <Row e={current} ongoing now={now} /> : null}
          {done.map((e) => (
            <Row key={e.id} e={e} ongoing={false} now={now} />
          ))}
        </ol>
      ) : (
        <p className={m.muted} data-testid="episodes-empty">
          No poor-posture episodes yet. Nice work.
        </p>
      )}
    </section>
  );
}
