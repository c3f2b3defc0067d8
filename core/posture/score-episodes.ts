// The score-based episode of docs/posture-rules.md#episodes: it starts when the score drops by 3 or more between
// updates and ends when the score recovers by 2 or more above the episode's start score (the
// score right after the drop). With per-analysis updates of -1/+0.1 a drop of 3 can never happen
// between two analyses, so "updates" are read as the once-a-second refresh of the monitoring
// screen (docs/product.md#monitoring-screen: the status refreshes every 1 s): the score is sampled every SAMPLE_MS.
import { SCORE_EPISODE_DROP, SCORE_EPISODE_RECOVERY } from './constants.ts';
import type { Episode } from './types.ts';

export const SCORE_EPISODE_SAMPLE_MS = 1_000;
export const SCORE_EPISODE_MESSAGE = 'Posture score dropped sharply';

export interface ScoreEpisodeTracker {
  /** Returns the episode that ended at this sample, if any. */
  update(score: number, now: number, severity: number): Episode | null;
  readonly current: Episode | null;
  reset(): void;
}

export function createScoreEpisodeTracker(
  sampleMs: number = SCORE_EPISODE_SAMPLE_MS,
): ScoreEpisodeTracker {
  let lastSample: { score: number; at: number } | null = null;
  let current: (Episode & { startScore: number }) | null = null;
  let seq = 0;
  return {
    update(score, now, severity) {
      if (current) {
        current.duration = now - current.startTime;
        current.maxSeverity = Math.max(current.maxSeverity, severity);
      }
      if (lastSample && now >= lastSample.at && now - lastSample.at < sampleMs) return null;
      const previous = lastSample;
      lastSample = { score, at: now };
      if (current && score >= current.startScore + SCORE_EPISODE_RECOVERY) {
        const { startScore: _start, ...episode } = current;
        current = null;
        return { ...episode, endTime: now, duration: now - episode.startTime };
      }
      if (!current && previous && previous.score - score >= SCORE_EPISODE_DROP) {
        seq += 1;
        current = {
          id: `score-${now}-${seq}`,
          type: 'score',
          message: SCORE_EPISODE_MESSAGE,
          startTime: now,
          endTime: null,
          duration: 0,
          maxSeverity: severity,
          startScore: score,
        };
      }
      return null;
    },
    get current() {
      if (!current) return null;
      const { startScore: _start, ...episode } = current;
      return episode;
    },
    reset() {
      lastSample = null;
      current = null;
    },
  };
}
