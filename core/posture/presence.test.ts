// Away and back (docs/posture-rules.md#away-and-back): the presence state machine alone. Fake time.
import { describe, expect, it } from 'vitest';
import {
  AWAY_AFTER_ABSENT_MS,
  BACK_AFTER_PRESENT_MS,
  GATE_LOW_CONFIDENCE,
  GATE_MISSING,
} from './constants.ts';
import { createPresenceTracker, isAbsent } from './presence.ts';
import type { GateResult } from './gate.ts';

function feed(
  t: ReturnType<typeof createPresenceTracker>,
  gate: GateResult,
  from: number,
  to: number,
) {
  let last = t.view;
  for (let now = from; now < to; now += 100) last = t.update(gate, now);
  return last;
}

describe('presence', () => {
  it('no pose and missing landmarks are absence; low confidence is someone there', () => {
    expect(isAbsent('No pose')).toBe(true);
    expect(isAbsent(GATE_MISSING)).toBe(true);
    expect(isAbsent(GATE_LOW_CONFIDENCE)).toBe(false);
    expect(isAbsent('ok')).toBe(false);
  });

  it('away after AWAY_AFTER_ABSENT_MS without a person, dated when they were last seen', () => {
    const t = createPresenceTracker();
    feed(t, 'ok', 0, 5_000);
    const last = 4_900;
    expect(feed(t, 'No pose', 5_000, last + AWAY_AFTER_ABSENT_MS).status).toBe('present');
    expect(t.update(GATE_MISSING, last + AWAY_AFTER_ABSENT_MS)).toEqual({
      status: 'away',
      awaySince: last,
    });
  });

  it('a gap shorter than AWAY_AFTER_ABSENT_MS, or a poorly seen person, is not away', () => {
    const t = createPresenceTracker();
    feed(t, 'ok', 0, 1_000);
    feed(t, 'No pose', 1_000, 1_000 + AWAY_AFTER_ABSENT_MS - 200);
    feed(t, 'ok', 10_800, 11_000);
    expect(feed(t, GATE_LOW_CONFIDENCE, 11_000, 60_000).status).toBe('present');
  });

  it('back after BACK_AFTER_PRESENT_MS of a person; an empty frame in between starts it again', () => {
    const t = createPresenceTracker();
    feed(t, 'No pose', 0, 20_000);
    expect(t.view).toEqual({ status: 'away', awaySince: 0 });
    feed(t, 'ok', 20_000, 21_500);
    t.update('No pose', 21_500);
    expect(feed(t, 'ok', 21_600, 21_600 + BACK_AFTER_PRESENT_MS).status).toBe('away');
    expect(t.update('ok', 21_600 + BACK_AFTER_PRESENT_MS)).toEqual({
      status: 'present',
      awaySince: null,
    });
    t.reset();
    expect(t.view.status).toBe('present');
  });
});
