// What a pose-worker restart keeps (docs/product.md#what-survives-what): the new worker's engine
// starts from the old one's score and calibration (configureEngine), and its analytics are added to
// what the old ones had, so the score, the episodes and the alert count carry on across restarts.
import type { EngineSummary } from '../../core/protocol/pose.ts';

/** docs/constants.md#score: 'Recent Episodes shows 5' (the worker sends no more either). */
const RECENT_EPISODES = 5;

export interface Carried {
  episodes: EngineSummary['analytics']['episodes'];
  totalEpisodes: number;
  totalTimeInPoorPosture: number;
  alertCount: number;
}

/** `summary` as the page shows it: this worker's analytics after those of the workers before it. */
export function withCarried(carried: Carried | null, s: EngineSummary): EngineSummary {
  if (!carried) return s;
  const a = s.analytics;
  return {
    ...s,
    analytics: {
      ...a,
      episodes: [...a.episodes, ...carried.episodes]
        .sort((x, y) => y.startTime - x.startTime)
        .slice(0, RECENT_EPISODES),
      totalEpisodes: carried.totalEpisodes + a.totalEpisodes,
      totalTimeInPoorPosture: carried.totalTimeInPoorPosture + a.totalTimeInPoorPosture,
    },
    alertCount: carried.alertCount + s.alertCount,
  };
}

/** What to carry past a restart, from the last summary the page showed (already merged). */
export function carryFrom(shown: EngineSummary | null): Carried | null {
  if (!shown) return null;
  const a = shown.analytics;
  return {
    episodes: a.episodes,
    totalEpisodes: a.totalEpisodes,
    totalTimeInPoorPosture: a.totalTimeInPoorPosture,
    alertCount: shown.alertCount,
  };
}
