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

/**
 * The page's side of the carry-over: the summary it showed last (what a restarted worker starts
 * from) and what the current worker's analytics are added to.
 */
export function createCarryOver() {
  let shown: EngineSummary | null = null;
  let carried: Carried | null = null;
  return {
    /** `s` as the page shows it, kept for the next restart. */
    show(s: EngineSummary): EngineSummary {
      shown = withCarried(carried, s);
      return shown;
    },
    /** What the page showed last (score, calibration, analytics); null before any summary. */
    shown: () => shown,
    /** The worker is gone: the next one's analytics are added to what the page showed. */
    carry() {
      carried = carryFrom(shown);
    },
    /** Reset Session: what earlier workers counted is dropped too. */
    dropCarried() {
      carried = null;
    },
    /** End Session: nothing carries on. */
    clear() {
      shown = null;
      carried = null;
    },
  };
}

export type CarryOver = ReturnType<typeof createCarryOver>;
