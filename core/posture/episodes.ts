// Poor-posture episodes, docs/posture-rules.md#episodes: poor posture must persist 3000 ms before an episode starts (it
// then dates from when the poor posture began); its type is that of the most severe issue seen;
// it ends when good posture returns and is then added to the totals. Frames without an analysis
// (low confidence, a missed detection) neither extend nor end an episode; a person who has left
// (nobody seen for AWAY_AFTER_MS) ends it at the moment they were last seen, so time away is
// never poor posture (docs/posture-rules.md#away-and-back: away time is counted once, as neither
// good nor bad).
import { EPISODE_THRESHOLD_MS } from './constants.ts';
import type { Analytics, Episode, PostureIssue } from './types.ts';

/** Completed episodes kept for display; the totals count every episode. */
export const EPISODES_KEPT = 50;
/** Nobody seen for this long means the person left (one missed detection does not). */
export const AWAY_AFTER_MS = 3_000;

export interface EpisodeTracker {
  /** `issues` sorted most severe first; empty = good posture. */
  update(issues: readonly PostureIssue[], now: number): void;
  /** Nobody in front of the camera at `now` (no pose, or no head and shoulders). */
  absent(now: number): void;
  /**
   * Nobody watched since the last analysed frame (page frozen, machine asleep): an open episode
   * ends at that frame, and poor posture pending before it starts again.
   */
  unobserved(): void;
  /** Adds a finished episode from another rule (score episodes) to the list, not to the totals. */
  record(episode: Episode): void;
  analytics(): Analytics;
  reset(): void;
}

export function createEpisodeTracker(
  thresholdMs: number = EPISODE_THRESHOLD_MS,
  thresholdAway: number = AWAY_AFTER_MS,
): EpisodeTracker {
  let poorSince: number | null = null;
  let pendingWorst: PostureIssue | null = null;
  let current: Episode | null = null;
  let episodes: Episode[] = [];
  let totalEpisodes = 0;
  let totalTime = 0;
  let seq = 0;
  /** When the person was last analysed; an episode cut short by leaving ends here. */
  let lastSeen: number | null = null;

  const keep = (e: Episode) => {
    episodes.unshift(e);
    if (episodes.length > EPISODES_KEPT) episodes.length = EPISODES_KEPT;
  };

  /** Ends the open episode at `at`, adds it to the totals and forgets pending poor posture. */
  const finish = (at: number) => {
    if (current) {
      const done = { ...current, endTime: at, duration: at - current.startTime };
      keep(done);
      totalEpisodes += 1;
      totalTime += done.duration;
      current = null;
    }
    poorSince = null;
    pendingWorst = null;
  };

  return {
    update(issues, now) {
      lastSeen = now;
      const worst = issues[0];
      if (!worst) return finish(now);
      if (poorSince === null) poorSince = now;
      if (!pendingWorst || worst.severity > pendingWorst.severity) pendingWorst = worst;
      if (!current && now - poorSince >= thresholdMs) {
        seq += 1;
        current = {
          id: `episode-${poorSince}-${seq}`,
          type: pendingWorst.type,
          message: pendingWorst.message,
          startTime: poorSince,
          endTime: null,
          duration: 0,
          maxSeverity: pendingWorst.severity,
        };
      }
      if (current) {
        current.duration = now - current.startTime;
        if (worst.severity > current.maxSeverity) {
          current.maxSeverity = worst.severity;
          current.type = worst.type;
          current.message = worst.message;
        }
      }
    },
    absent(now) {
      if (lastSeen !== null && now - lastSeen >= thresholdAway) finish(lastSeen);
    },
    unobserved() {
      finish(lastSeen ?? 0); // no episode opens before a first judged frame
    },
    record(episode) {
      keep(episode);
    },
    analytics() {
      return {
        episodes: episodes.slice(),
        currentEpisode: current ? { ...current } : null,
        totalEpisodes,
        totalTimeInPoorPosture: totalTime,
      };
    },
    reset() {
      lastSeen = null;
      poorSince = null;
      pendingWorst = null;
      current = null;
      episodes = [];
      totalEpisodes = 0;
      totalTime = 0;
    },
  };
}
