import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { memoryStorage, readJson, setAppStorage, writeJson } from '../browser/storage.ts';
import {
  endSnooze,
  loadSnooze,
  SNOOZE_CHOICES,
  SNOOZE_STORAGE_KEY,
  snoozeState,
  startSnooze,
  watchSnooze,
} from './snooze.ts';

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  setAppStorage(memoryStorage());
  snoozeState.until = null;
});
afterEach(() => {
  setAppStorage(null);
  vi.useRealTimers();
});

describe('snooze (fake clock, in-memory storage)', () => {
  test('15 min / 30 min / 1 hour', () => {
    expect(SNOOZE_CHOICES.map((c) => [c.label, c.ms])).toEqual([
      ['15 min', 900_000],
      ['30 min', 1_800_000],
      ['1 hour', 3_600_000],
    ]);
  });

  test('survives a reload: stored, read back while it lasts, dropped once over', () => {
    const until = startSnooze(900_000);
    expect(readJson(SNOOZE_STORAGE_KEY)).toEqual({ until });
    snoozeState.until = null; // a reload
    expect(loadSnooze(1_000_000 + 600_000)).toBe(until);
    expect(snoozeState.until).toBe(until);
    expect(loadSnooze(until)).toBeNull();
    expect(readJson(SNOOZE_STORAGE_KEY)).toBeNull();
  });

  test('malformed or absurd stored values never snooze', () => {
    writeJson(SNOOZE_STORAGE_KEY, { until: 'soon' });
    expect(loadSnooze()).toBeNull();
    writeJson(SNOOZE_STORAGE_KEY, { until: Date.now() + 86_400_000 });
    expect(loadSnooze()).toBeNull();
  });

  test('ends by itself exactly at its end, once; ending it early fires nothing', () => {
    const ended: number[] = [];
    const off = watchSnooze(() => ended.push(Date.now()));
    const until = startSnooze(900_000);
    vi.advanceTimersByTime(899_999);
    expect(ended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ended).toEqual([until]);
    expect(snoozeState.until).toBeNull();
    startSnooze(1_800_000);
    vi.advanceTimersByTime(60_000);
    endSnooze();
    vi.advanceTimersByTime(3_600_000);
    expect(ended).toHaveLength(1);
    off();
  });
});
