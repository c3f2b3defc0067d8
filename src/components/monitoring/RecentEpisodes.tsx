import { memo } from 'react';
import { useT } from '../../i18n/index.ts';
import { peakText } from '../../state/monitoring/shown-text.ts';
import { episodeRows } from '../../state/monitoring/view-model.ts';
import * as m from './monitoring.css.ts';
import * as css from './panels.css.ts';
import type { Analytics } from '../../state/monitoring/types.ts';

interface RecentEpisodesProps {
  analytics: Pick<Analytics, 'episodes' | 'currentEpisode'>;
  /** The clock for the live episode's duration; null while tracking is paused. */
  now?: number | null;
}

/** Renders again for new episodes, and for the clock only while an episode is in progress. */
const sameEpisodes = (a: RecentEpisodesProps, b: RecentEpisodesProps) =>
  a.analytics === b.analytics &&
  (a.now === b.now || (!b.analytics.currentEpisode && (a.now === null) === (b.now === null)));

/**
 * docs/product.md#monitoring-screen: the last 5, newest first, each with type, duration and severity. The
 * episode still in progress (if any) leads the list, so a long slouch shows while it happens.
 * A row's severity is the episode's peak ('peak high'); the status bar's chips say the severity now
 * ('high now'), so the two never read as disagreeing words for the same thing.
 */
function EpisodeList({
  analytics,
  // eslint-disable-next-line react-hooks/purity -- the live episode's duration as of this render
  now = Date.now(),
}: RecentEpisodesProps) {
  const t = useT();
  const rows = episodeRows(analytics, now);
  return (
    <section className={m.panel} aria-labelledby="episodes-title">
      <h2 id="episodes-title" className={m.panelTitle}>
        {t('Recent Episodes')}
      </h2>
      {rows.length > 0 ? (
        <ol className={css.episodes}>
          {rows.map((r) => (
            <li key={r.id} className={css.episode} data-testid="episode" data-severity={r.level}>
              <span className={css.episodeType}>{t(r.label)}</span>
              <span className={css.episodeDuration}>{r.duration}</span>
              <span className={`${m.pill} ${m.severity[r.level]}`}>{peakText(r.level)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={m.muted} data-testid="episodes-empty">
          {t('No poor-posture episodes yet. Nice work.')}
        </p>
      )}
    </section>
  );
}

// Wrapped after its declaration: the React Compiler's lint reads a component passed to memo with
// a comparator only when it is declared on its own.
export const RecentEpisodes = memo(EpisodeList, sameEpisodes);
