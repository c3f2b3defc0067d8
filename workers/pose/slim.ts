// What a summary carries to the page. The engine keeps its finished episodes newest first (up to
// EPISODES_KEPT); Recent Episodes shows the newest 5, so only those 5 travel with each summary.
import type { EngineSummary } from '../../core/posture/engine.ts';

export const RECENT_EPISODES = 5;

export function slim(s: EngineSummary): EngineSummary {
  const { episodes } = s.analytics;
  if (episodes.length <= RECENT_EPISODES) return s;
  return { ...s, analytics: { ...s.analytics, episodes: episodes.slice(0, RECENT_EPISODES) } };
}
