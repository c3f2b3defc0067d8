import { describe, expect, it } from 'vitest';
import { createEpisodeTracker, EPISODES_KEPT } from './episodes.ts';
import type { IssueType, PostureIssue } from './types.ts';

const issue = (type: IssueType, severity: number): PostureIssue => ({
  type,
  severity,
  message: `${type} msg`,
  value: severity,
});

describe('posture episodes', () => {
  it('starts only after 3000 ms of poor posture, dated from its beginning', () => {
    const e = createEpisodeTracker();
    e.update([issue('slouching', 1.2)], 1000);
    e.update([issue('slouching', 1.2)], 3999);
    expect(e.analytics().currentEpisode).toBeNull();
    e.update([issue('slouching', 1.2)], 4000);
    expect(e.analytics().currentEpisode).toMatchObject({
      type: 'slouching',
      startTime: 1000,
      endTime: null,
      duration: 3000,
    });
  });

  it('takes the type of the most severe issue seen', () => {
    const e = createEpisodeTracker();
    e.update([issue('headTilt', 1.1)], 0);
    e.update([issue('forwardHead', 1.6), issue('headTilt', 1.1)], 1000);
    e.update([issue('headTilt', 1.1)], 3000);
    expect(e.analytics().currentEpisode).toMatchObject({
      type: 'forwardHead',
      maxSeverity: 1.6,
      message: 'forwardHead msg',
    });
    e.update([issue('slouching', 1.9)], 4000);
    expect(e.analytics().currentEpisode).toMatchObject({ type: 'slouching', maxSeverity: 1.9 });
  });

  it('ends when good posture returns and is added to the totals', () => {
    const e = createEpisodeTracker();
    e.update([issue('slouching', 1.2)], 0);
    e.update([issue('slouching', 1.2)], 3500);
    e.update([], 5000);
    const a = e.analytics();
    expect(a.currentEpisode).toBeNull();
    expect(a.totalEpisodes).toBe(1);
    expect(a.totalTimeInPoorPosture).toBe(5000);
    expect(a.episodes[0]).toMatchObject({ startTime: 0, endTime: 5000, duration: 5000 });
  });

  it('poor posture that clears before 3000 ms is no episode', () => {
    const e = createEpisodeTracker();
    e.update([issue('slouching', 1.2)], 0);
    e.update([issue('slouching', 1.2)], 2999);
    e.update([], 3100);
    e.update([issue('slouching', 1.2)], 3200);
    e.update([issue('slouching', 1.2)], 6100);
    expect(e.analytics()).toMatchObject({ totalEpisodes: 0, currentEpisode: null });
  });

  it('lists newest first, keeps at most 50, counts all; records score episodes without totals', () => {
    const e = createEpisodeTracker();
    for (let i = 0; i < EPISODES_KEPT + 2; i++) {
      e.update([issue('headTilt', 1.1)], i * 10_000);
      e.update([issue('headTilt', 1.1)], i * 10_000 + 3000);
      e.update([], i * 10_000 + 4000);
    }
    const a = e.analytics();
    expect(a.episodes).toHaveLength(50);
    expect(a.totalEpisodes).toBe(52);
    expect(a.episodes[0]!.startTime).toBe(510_000);
    e.record({
      id: 's',
      type: 'score',
      message: 'm',
      startTime: 1,
      endTime: 2,
      duration: 1,
      maxSeverity: 0,
    });
    expect(e.analytics().episodes[0]!.type).toBe('score');
    expect(e.analytics().totalEpisodes).toBe(52);
    e.reset();
    expect(e.analytics()).toEqual({
      episodes: [],
      currentEpisode: null,
      totalEpisodes: 0,
      totalTimeInPoorPosture: 0,
    });
  });
});
