import { describe, expect, it } from 'vitest';
import { sessionStartPayload, toSessionStartSettings } from './start-settings.ts';

const base = { sensitivity: 5, alertFrequency: 15_000, audioEnabled: true };

describe('toSessionStartSettings', () => {
  it('converts the defaults', () => {
    expect(toSessionStartSettings(base)).toEqual({
      sensitivity: 5,
      alert_frequency: 15,
      audio_alert: true,
    });
  });
  it.each([
    [0, 1],
    [1, 1],
    [10, 10],
    [11, 10],
    [NaN, 1],
  ])('clamps sensitivity %s to %s', (input, expected) => {
    expect(toSessionStartSettings({ ...base, sensitivity: input }).sensitivity).toBe(expected);
  });
  it.each([
    [4_000, 5],
    [5_000, 5],
    [6_000, 6],
    [59_000, 59],
    [60_000, 60],
    [61_000, 60],
    [15_400, 15],
  ])('converts alertFrequency %s ms to %s s within 5-60', (ms, s) => {
    expect(toSessionStartSettings({ ...base, alertFrequency: ms }).alert_frequency).toBe(s);
  });
  it('takes audio_alert from audioEnabled', () => {
    expect(toSessionStartSettings({ ...base, audioEnabled: false }).audio_alert).toBe(false);
  });
  it('builds the start payload with an ISO start_time', () => {
    expect(sessionStartPayload(base, Date.UTC(2026, 0, 2))).toEqual({
      settings: { sensitivity: 5, alert_frequency: 15, audio_alert: true },
      start_time: '2026-01-02T00:00:00.000Z',
    });
  });
});
