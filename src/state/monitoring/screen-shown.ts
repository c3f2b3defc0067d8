// What the screen store compares a summary with before it writes the view (screen-store.ts): the
// idle summary and the keys of what the screen shows.
import { ref } from 'valtio';
import type { Analytics, SummaryView } from './types.ts';
import { episodeRows, IDLE_SUMMARY, issueChips, metricsShown } from './view-model.ts';

/** What the view was last written with, compared as the screen shows it. Not reactive. */
export interface Shown {
  issues: string;
  episodes: string;
  metrics: string;
  metricsAt: number;
  metricsTimer: ReturnType<typeof setTimeout> | null;
}

export const idle = (): SummaryView => ({
  ...IDLE_SUMMARY,
  issues: ref([]),
  calibration: { ...IDLE_SUMMARY.calibration },
  analytics: ref(IDLE_SUMMARY.analytics),
  metrics: null,
});

export const issuesKey = (s: Pick<SummaryView, 'issues'>) =>
  issueChips(s.issues)
    .map((c) => `${c.type}:${c.level}`)
    .join();
export const episodesKey = (a: Analytics, now: number | null) =>
  JSON.stringify(episodeRows(a, now));
export const metricsKey = (s: Pick<SummaryView, 'metrics'>) =>
  JSON.stringify(metricsShown(s.metrics));

export function freshShown(): Shown {
  const v = idle();
  return {
    issues: issuesKey(v),
    episodes: episodesKey(v.analytics, null),
    metrics: metricsKey(v),
    metricsAt: -Infinity,
    metricsTimer: null,
  };
}
