// Sleep and freeze in the pure engine (docs/posture-rules.md#frozen-and-asleep), with
// explicit times: a span with no analysed frame longer than UNOBSERVED_GAP_MS (page frozen, machine
// asleep) counts for nothing: no poor-posture time, no alert from the first stale frame after it,
// no absence.
import { describe, expect, it } from 'vitest';
import { AWAY_AFTER_ABSENT_MS, UNOBSERVED_GAP_MS } from './constants.ts';
import { createPostureEngine, type EngineSummary, type PostureEngine } from './engine.ts';
import { HEAD, moved, uprightFrame } from '../../tests/support/posture-frames.ts';
import { createStatusHold } from './status-hold.ts';
import type { PoseFrame } from './types.ts';

const upright = uprightFrame();
const slumped = moved(upright, HEAD, 0, 36);
const FROZEN_MS = 15_000;

function calibrated(alertDelayMs = 5_000) {
  const engine = createPostureEngine({ settings: { alertDelayMs } });
  engine.startCalibration(0);
  let now = 100;
  for (; now <= 10_100; now += 100) engine.step(upright, now);
  return { engine, now };
}

/** Steps `frame` every 100 ms over [from, to); returns every summary. */
function run(
  engine: PostureEngine,
  frame: PoseFrame | null,
  from: number,
  to: number,
): EngineSummary[] {
  const out: EngineSummary[] = [];
  for (let t = from; t < to; t += 100) {
    const s = engine.step(frame, t);
    if (s) out.push(s);
  }
  return out;
}

describe('engine: a span nobody observed (frozen page, sleeping machine)', () => {
  it('UNOBSERVED_GAP_MS is above the slowest normal cadence (about 1 s) and equals the watchdog stall', () => {
    expect(UNOBSERVED_GAP_MS).toBe(3_000);
  });

  it('an open episode ends at the last frame before the gap and the gap is no poor posture', () => {
    const { engine, now } = calibrated();
    const before = run(engine, slumped, now, now + 6_000);
    const last = before.at(-1)!;
    expect(last.analytics.currentEpisode).not.toBeNull();
    const resumed = now + 6_000 - 100 + FROZEN_MS;
    const after = engine.step(slumped, resumed)!;
    expect(after.analytics.currentEpisode).toBeNull();
    expect(after.analytics.totalEpisodes).toBe(1);
    const ended = after.analytics.episodes[0]!;
    expect(ended.endTime).toBe(last.timestamp);
    expect(after.analytics.totalTimeInPoorPosture).toBe(ended.duration);
    expect(after.analytics.totalTimeInPoorPosture).toBeLessThan(FROZEN_MS);
  });

  it('no alert from the stale frames right after the gap: the alert delay starts again', () => {
    const { engine, now } = calibrated(5_000);
    // 4 s of slouching: the 5 s delay is not reached before the freeze.
    expect(run(engine, slumped, now, now + 4_000).some((s) => s.alert)).toBe(false);
    const resumed = now + 4_000 + FROZEN_MS;
    // Without the rule the stretch would be 4 s old plus the gap and the first flagged frame alerts.
    const after = run(engine, slumped, resumed, resumed + 4_000);
    expect(after.some((s) => s.alert)).toBe(false);
    // Still slouching: the alert comes once the delay has passed since the resume.
    const later = run(engine, slumped, resumed + 4_000, resumed + 6_000);
    expect(later.some((s) => s.alert)).toBe(true);
  });

  it('the score changes only per analysed frame, never for the gap', () => {
    const { engine, now } = calibrated();
    const before = run(engine, slumped, now, now + 2_000).at(-1)!;
    const after = engine.step(slumped, now + 2_000 + FROZEN_MS)!;
    expect(Math.abs(after.score - before.score)).toBeLessThanOrEqual(1);
  });

  it('presence: the gap is no absence (nobody there 2 s before and after is not away)', () => {
    const { engine, now } = calibrated();
    run(engine, upright, now, now + 1_000);
    run(engine, null, now + 1_000, now + 3_000);
    const resumed = now + 3_000 + AWAY_AFTER_ABSENT_MS;
    const after = run(engine, null, resumed, resumed + 2_000);
    expect(after.every((s) => s.presence.status === 'present')).toBe(true);
    // The absence goes on from where it was: 10 s observed in all turns it to away.
    const later = run(engine, null, resumed + 2_000, resumed + 9_000);
    expect(later.at(-1)!.presence.status).toBe('away');
  });

  it('frames up to UNOBSERVED_GAP_MS apart (a slow device) keep the episode open', () => {
    const { engine, now } = calibrated();
    run(engine, slumped, now, now + 6_000);
    let s: EngineSummary | null = null;
    for (let t = now + 6_000; t < now + 20_000; t += UNOBSERVED_GAP_MS) s = engine.step(slumped, t);
    expect(s!.analytics.currentEpisode).not.toBeNull();
    expect(s!.analytics.totalEpisodes).toBe(0);
  });

  it('the first step after such a span says how long it was, and only that step', () => {
    const { engine, now } = calibrated();
    const before = run(engine, upright, now, now + 2_000);
    expect(before.every((s) => s.unobservedMs === undefined)).toBe(true);
    const gap = UNOBSERVED_GAP_MS + 100;
    const resumed = now + 2_000 - 100 + gap;
    expect(engine.step(upright, resumed)?.unobservedMs).toBe(gap);
    const after = run(engine, upright, resumed + 100, resumed + 1_000);
    expect(after.every((s) => s.unobservedMs === undefined)).toBe(true);
    // Exactly the gap is still observed (a slow device).
    expect(engine.step(upright, resumed + 1_000 - 100 + UNOBSERVED_GAP_MS)?.unobservedMs).toBe(
      undefined,
    );
  });
});

describe('engine: a stall shorter than UNOBSERVED_GAP_MS (a loaded machine)', () => {
  /** Steps the engine and the status hold over `frames` ([frame, time] pairs); what the status showed. */
  function shown(engine: PostureEngine, frames: [PoseFrame, number][]) {
    const hold = createStatusHold();
    return frames.map(([frame, t]) => {
      const s = engine.step(frame, t)!;
      return {
        t,
        poor: s.poor,
        problem: hold.update(s.message, s.issues, t, s.poor).issues.length > 0,
      };
    });
  }
  const every100 = (frame: PoseFrame, from: number, to: number): [PoseFrame, number][] =>
    Array.from({ length: Math.round((to - from) / 100) }, (_, i) => [frame, from + i * 100]);

  it('a 2 s dip with a 1.2 s stall at its end is not stretched past the status hold (time-based smoothing)', () => {
    const { engine, now } = calibrated();
    const dipFrom = now + 15_000;
    const stalledUntil = dipFrom + 2_000 + 1_200;
    const steps = shown(engine, [
      ...every100(upright, now, dipFrom),
      ...every100(slumped, dipFrom, dipFrom + 2_000),
      // No frame analysed for 1.2 s; the person is upright again when analysis resumes.
      ...every100(upright, stalledUntil, stalledUntil + 6_000),
    ]);
    // The engine saw the dip ...
    expect(steps.some((s) => s.poor && s.t >= dipFrom)).toBe(true);
    // ... and its first frame after the stall is judged on the upright person, not on the dip.
    expect(steps.find((s) => s.t === stalledUntil)!.poor).toBe(false);
    expect(steps.filter((s) => s.problem)).toEqual([]);
  });

  it('a held slouch analysed at 1 frame a second still shows and alerts', () => {
    const { engine, now } = calibrated(5_000);
    const frames: [PoseFrame, number][] = [];
    for (let t = now + 1_000; t < now + 12_000; t += 1_000) frames.push([slumped, t]);
    const steps = shown(engine, frames);
    expect(steps.filter((s) => s.problem).length).toBeGreaterThanOrEqual(5);
  });
});
