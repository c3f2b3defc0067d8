// docs/posture-rules.md#frozen-and-asleep, the page's detector with explicit times: a frozen page
// (the document's freeze/resume) or a sleeping machine (a wall-clock jump: the 1 s timer and the
// pose summaries both stopped) is reported once, and a throttled hidden tab or a model load is not.
// The session timer's side (a frozen span left out) is src/state/monitoring/screen-timer.test.ts.
import { describe, expect, it } from 'vitest';
import { UNOBSERVED_GAP_MS } from '../../core/posture/constants.ts';
import { MAX_SAMPLE_GAP_MS } from '../../core/recording/interval.ts';
import { createGapWatch, FREEZE_TICK_MS } from './freeze-watch.ts';

const T0 = Date.parse('2026-05-01T09:00:00Z');

function watched() {
  const gaps: [number, number][] = [];
  const watch = createGapWatch((gap, now) => gaps.push([gap, now]));
  /** Ticks every second and a summary every 100 ms over [from, to). */
  const run = (from: number, to: number, summaries = true) => {
    for (let t = from; t < to; t += 100) {
      if (summaries) watch.seen(t);
      if ((t - T0) % FREEZE_TICK_MS === 0) watch.tick(t);
    }
  };
  return { gaps, watch, run };
}

describe('freeze watch', () => {
  it("one threshold: the engine's unobserved gap is the recorder's sample gap", () => {
    expect(MAX_SAMPLE_GAP_MS).toBe(UNOBSERVED_GAP_MS);
  });

  it('freeze then resume: the span is reported once, and the late tick after it adds nothing', () => {
    const { gaps, watch, run } = watched();
    run(T0, T0 + 5_000);
    watch.freeze(T0 + 5_000);
    watch.resume(T0 + 20_000);
    watch.tick(T0 + 20_050);
    run(T0 + 21_000, T0 + 25_000);
    expect(gaps).toEqual([[15_000, T0 + 20_000]]);
  });

  it('a short freeze the events date is reported too (no clock jump would show it)', () => {
    const { gaps, watch, run } = watched();
    run(T0, T0 + 5_000);
    watch.freeze(T0 + 5_000);
    watch.resume(T0 + 6_500);
    expect(gaps).toEqual([[1_500, T0 + 6_500]]);
  });

  it('the resume event comes after the first tick: the tick reports the span, once', () => {
    const { gaps, watch } = watched();
    watch.tick(T0);
    watch.freeze(T0 + 500);
    watch.tick(T0 + 10_500);
    watch.resume(T0 + 10_600);
    expect(gaps).toEqual([[10_000, T0 + 10_500]]);
  });

  it('a clock jump (the machine slept, no events): the first tick after it reports the span', () => {
    const { gaps, watch, run } = watched();
    run(T0, T0 + 5_000);
    watch.tick(T0 + 5_000 + 60_000);
    expect(gaps).toEqual([[60_100, T0 + 65_000]]);
  });

  it('a clock jump: summaries the worker queued before it may come first, they report it once', () => {
    const { gaps, watch, run } = watched();
    run(T0, T0 + 5_000);
    watch.seen(T0 + 20_000);
    watch.seen(T0 + 20_001);
    watch.tick(T0 + 20_002);
    expect(gaps).toEqual([[15_100, T0 + 20_000]]);
  });

  it('a hidden tab: timers throttled to once a minute while summaries go on is no gap', () => {
    const { gaps, watch } = watched();
    for (let t = T0; t <= T0 + 120_000; t += 1_000) {
      watch.seen(t);
      if ((t - T0) % 60_000 === 0) watch.tick(t);
    }
    expect(gaps).toEqual([]);
  });

  it('no summaries (a model load, a pipeline restart) while the timer runs is no gap', () => {
    const { gaps, run } = watched();
    run(T0, T0 + 30_000, false);
    expect(gaps).toEqual([]);
  });
});
