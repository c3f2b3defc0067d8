import { describe, expect, it } from 'vitest';
import { createScoreEpisodeTracker, SCORE_EPISODE_SAMPLE_MS } from './score-episodes.ts';

describe('score-based episode', () => {
  it('samples the score once a second', () => expect(SCORE_EPISODE_SAMPLE_MS).toBe(1000));

  it('starts on a drop of 3 or more between samples, not 2.9', () => {
    const a = createScoreEpisodeTracker();
    a.update(100, 0, 0);
    a.update(97.1, 1000, 1);
    expect(a.current).toBeNull();
    const b = createScoreEpisodeTracker();
    b.update(100, 0, 0);
    b.update(97, 1000, 1.2);
    expect(b.current).toMatchObject({
      type: 'score',
      startTime: 1000,
      endTime: null,
      maxSeverity: 1.2,
    });
  });

  it('ignores scores between samples', () => {
    const t = createScoreEpisodeTracker();
    t.update(100, 0, 0);
    t.update(90, 999, 0);
    expect(t.current).toBeNull();
  });

  it('ends when the score recovers 2 above its start score, not 1.9', () => {
    const t = createScoreEpisodeTracker();
    t.update(100, 0, 0);
    t.update(90, 1000, 1);
    expect(t.update(91.9, 2000, 0)).toBeNull();
    const ended = t.update(92, 3000, 0);
    expect(ended).toMatchObject({ type: 'score', startTime: 1000, endTime: 3000, duration: 2000 });
    expect(ended).not.toHaveProperty('startScore');
    expect(t.current).toBeNull();
  });

  it('reset forgets the episode and the last sample', () => {
    const t = createScoreEpisodeTracker();
    t.update(100, 0, 0);
    t.update(90, 1000, 1);
    t.reset();
    expect(t.current).toBeNull();
    t.update(50, 2000, 0);
    expect(t.current).toBeNull();
  });
});
