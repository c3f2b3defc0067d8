import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage, setAppStorage } from '../browser/storage.ts';
import {
  analyticsEnabled,
  eventBody,
  setAnalyticsEnabled,
  track,
  trackDailyActive,
} from './index.ts';

// Node has no localStorage or sendBeacon: memory storage through the adapter and a stand-in beacon
// (named so); the module is real.
const beacon = vi.fn((_url: string, _body: Blob) => true);

beforeEach(() => {
  setAppStorage(memoryStorage());
  beacon.mockClear();
  vi.stubGlobal('navigator', { sendBeacon: beacon });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAppStorage(null);
});

describe('analytics (stubbed storage and beacon)', () => {
  it('is off by default and sends nothing until the user opts in', () => {
    expect(analyticsEnabled()).toBe(false);
    expect(track({ name: 'sign_up', method: 'email' })).toBe(false);
    expect(beacon).not.toHaveBeenCalled();
    setAnalyticsEnabled(true);
    expect(track({ name: 'sign_up', method: 'email' })).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    setAnalyticsEnabled(false);
    expect(track({ name: 'daily_active_user' })).toBe(false);
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('sends only the event fields, whatever else is passed in', () => {
    const sneaky = {
      name: 'streak_day',
      streak: 4.4,
      image: 'data:image/png;base64,AAAA',
      keys: 'hunter2',
    } as never;
    expect(eventBody(sneaky, new Date(0))).toEqual({
      event: 'streak_day',
      streak: 4,
      timestamp: '1970-01-01T00:00:00.000Z',
    });
  });

  it('counts a daily active user once per local day', () => {
    setAnalyticsEnabled(true);
    expect(trackDailyActive(new Date(2025, 0, 1, 9))).toBe(true);
    expect(trackDailyActive(new Date(2025, 0, 1, 18))).toBe(false);
    expect(trackDailyActive(new Date(2025, 0, 2, 9))).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(2);
  });
});
