import {
  formatEpisodeDuration,
  issueLabel,
  RECENT_EPISODES,
  recentEpisodes,
  severityLevel,
  type SeverityLevel,
} from './format.ts';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';
import type { Analytics } from './types.ts';

export interface EpisodeRow {
  id: string;
  label: string;
  /** '8s', or '1m 05s · ongoing' for the episode still in progress. */
  duration: string;
  level: SeverityLevel;
}

/**
 * What Recent Episodes shows, row by row (the screen store compares these, so the panel only
 * re-renders when a visible row changes). The live episode grows with `now`; while tracking is
 * paused (`now` null) it does not.
 */
export function episodeRows(
  analytics: Pick<Analytics, 'episodes' | 'currentEpisode'>,
  now: number | null,
): EpisodeRow[] {
  const current = analytics.currentEpisode;
  const done = recentEpisodes(analytics.episodes, current ? RECENT_EPISODES - 1 : RECENT_EPISODES);
  const rows: EpisodeRow[] = [];
  if (current) {
    const duration =
      now !== null ? Math.max(current.duration, now - current.startTime) : current.duration;
    rows.push({
      id: current.id,
      label: issueLabel(current.type),
      duration: `${formatEpisodeDuration(duration)} · ongoing`,
      level: severityLevel(current.maxSeverity),
    });
  }
  for (const e of done)
    rows.push({
      id: e.id,
      label: issueLabel(e.type),
      duration: formatEpisodeDuration(e.duration),
      level: severityLevel(e.maxSeverity),
    });
  return rows;
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
  const rows = episodeRows(analytics, now);
  return (
    <section className={m.panel} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={m.panelTitle}>
        Recent Episodes
      </h2>
      {rows.length > 0 ? (
        <ol className={css.episodes}>
          {rows.map((r) => (
            <li key={r.id} className={css.episode} data-testid="episode" data-severity={r.level}>
              <span className={css.episodeType}>{r.label}</span>
              <span className={css.episodeDuration}>{r.duration}</span>
              <span className={`${m.pill} ${m.severity[r.level]}`}>{r.level}</span>
            </li>
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
