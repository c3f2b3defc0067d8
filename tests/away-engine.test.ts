// Away and back through the engine (docs/posture-rules.md#away-and-back) on REAL landmarks: the
// seated stills (tests/fixtures/seated), calibrated on the good ones, then a slouch, an empty
// chair, and the person back. Fake time: 100 ms analysis steps.
import { describe, expect, it } from 'vitest';
import {
  AWAY_AFTER_ABSENT_MS,
  BACK_AFTER_PRESENT_MS,
  MESSAGE_AWAY,
} from '../core/posture/constants.ts';
import { createPostureEngine, type EngineSummary } from '../core/posture/engine.ts';
import { LANDMARK } from '../core/posture/landmarks.ts';
import type { PoseFrame } from '../core/posture/types.ts';
import { loadSeatedStills, STEP_MS } from './seated-fixture.ts';

const stills = loadSeatedStills();
const good = stills.filter((s) => s.label === 'good').map((s) => s.frame!);
const slouched = stills.filter((s) => s.label === 'slouched').map((s) => s.frame!);

/** Only the lower body in view: no nose and no shoulders (the gate's 'Missing landmarks'). */
function headless(f: PoseFrame): PoseFrame {
  const gone: number[] = [LANDMARK.nose, LANDMARK.leftShoulder, LANDMARK.rightShoulder];
  return {
    ...f,
    landmarks: f.landmarks.map((p, i) => (gone.includes(i) ? { ...p, x: NaN, y: NaN } : p)),
  };
}

function session() {
  const engine = createPostureEngine({ settings: { alertDelayMs: 0 } });
  let now = 0;
  const all: EngineSummary[] = [];
  const hold = (frame: PoseFrame | null, ms: number) => {
    const out: EngineSummary[] = [];
    for (let end = now + ms; now < end;) {
      now += STEP_MS;
      const s = engine.step(frame ? { ...frame, timestamp: now } : null, now);
      if (s) out.push(s);
    }
    all.push(...out);
    return out;
  };
  engine.startCalibration(0);
  for (let i = 0; !all.at(-1) || all.at(-1)!.calibration.event !== 'completed'; i++) {
    if (i > 1000) throw new Error('calibration did not complete');
    hold(good[i % good.length]!, STEP_MS);
  }
  return { engine, hold, now: () => now };
}

describe('away and back, on the real seated landmarks', () => {
  it.each([
    ['no pose', (): PoseFrame | null => null],
    ['missing landmarks', (): PoseFrame | null => headless(good[0]!)],
  ] as const)(
    '%s for 10 s: away from when the person left, nothing scored or recorded meanwhile',
    (_, empty) => {
      const s = session();
      s.hold(good[0]!, 3_000);
      const poor = s.hold(slouched[0]!, 10_000);
      const open = poor.at(-1)!.analytics.currentEpisode!;
      expect(open).not.toBeNull();
      const left = s.now();
      const gone = s.hold(empty(), 60_000);
      // The spec's 10 s and 2 s, written out (constants.test.ts pins the constants).
      expect([AWAY_AFTER_ABSENT_MS, BACK_AFTER_PRESENT_MS]).toEqual([10_000, 2_000]);
      const before = gone.filter((g) => g.timestamp < left + 10_000);
      const away = gone.filter((g) => g.timestamp >= left + 10_000);
      expect(before).toHaveLength(99);
      expect(before.every((g) => g.presence.status === 'present')).toBe(true);
      expect(away.every((g) => g.presence.status === 'away' && g.presence.awaySince === left)).toBe(
        true,
      );
      expect(away[0]!.message).toBe(MESSAGE_AWAY);
      // The open episode ends when the person left; away time is not poor posture.
      const end = gone.at(-1)!.analytics;
      expect(end.currentEpisode).toBeNull();
      expect(end.episodes[0]).toMatchObject({ startTime: open.startTime, endTime: left });
      expect(end.totalTimeInPoorPosture).toBe(left - open.startTime);
      // The score does not move and nothing is flagged or alerted while away.
      expect(new Set(gone.map((g) => g.score)).size).toBe(1);
      expect(gone.every((g) => g.issues.length === 0 && g.alert === null)).toBe(true);

      // Back, slouching: still away (no score, no alert) for 2 s, then analysed again by itself.
      const back = s.hold(slouched[0]!, 5_000);
      const t0 = back[0]!.timestamp;
      const waiting = back.filter((b) => b.timestamp < t0 + 2_000);
      expect(waiting).toHaveLength(20);
      expect(waiting.every((b) => b.presence.status === 'away' && b.alert === null)).toBe(true);
      expect(waiting.every((b) => b.score === gone[0]!.score)).toBe(true);
      const resumed = back.filter((b) => b.timestamp >= t0 + 2_000);
      expect(resumed.every((b) => b.presence.status === 'present')).toBe(true);
      expect(resumed.at(-1)!.score).toBeLessThan(gone[0]!.score);
      expect(resumed.some((b) => b.alert !== null)).toBe(true);
      expect(resumed.at(-1)!.analytics.episodes[0]!.endTime).toBe(left);
    },
  );

  it('a detection gap under 10 s is not away and the open episode goes on', () => {
    const s = session();
    s.hold(slouched[1]!, 6_000);
    const gap = s.hold(null, 9_000);
    expect(gap.every((g) => g.presence.status === 'present')).toBe(true);
    const after = s.hold(slouched[1]!, 1_000);
    expect(after.every((a) => a.presence.status === 'present' && a.issues.length > 0)).toBe(true);
  });

  it('a good sitter held for minutes is never away', () => {
    const s = session();
    const run = good.flatMap((f) => s.hold(f, 10_000));
    expect(run.every((r) => r.presence.status === 'present')).toBe(true);
  });
});
