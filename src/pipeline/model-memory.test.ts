import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REMEMBER_MS } from '../../core/protocol/pose.ts';
import { memoryStorage, readText, setAppStorage, writeText } from '../browser/storage.ts';
import { recallSlowFull, rememberSlowFull, SLOW_FULL_STORAGE_KEY } from './model-memory.ts';

const T0 = Date.UTC(2026, 10, 26, 12);

describe("Auto's switch to lite, remembered on this device", () => {
  beforeEach(() => setAppStorage(memoryStorage()));
  afterEach(() => setAppStorage(null));

  it('is recalled for a week after the switch, then forgotten', () => {
    expect(recallSlowFull(T0)).toBeNull();
    rememberSlowFull(412, T0);
    expect(recallSlowFull(T0)).toEqual({ medianMs: 412, at: T0 });
    expect(recallSlowFull(T0 + REMEMBER_MS - 1)).toEqual({ medianMs: 412, at: T0 });
    expect(recallSlowFull(T0 + REMEMBER_MS)).toBeNull();
    expect(readText(SLOW_FULL_STORAGE_KEY)).toBeNull();
  });

  it('forgets a record from the future (a clock set back) or one it cannot read', () => {
    rememberSlowFull(300, T0);
    expect(recallSlowFull(T0 - 1000)).toBeNull();
    expect(readText(SLOW_FULL_STORAGE_KEY)).toBeNull();
    for (const bad of ['{"medianMs":"slow","at":1}', '[]', '7', '{"at":1}']) {
      writeText(SLOW_FULL_STORAGE_KEY, bad);
      expect(recallSlowFull(T0)).toBeNull();
      expect(readText(SLOW_FULL_STORAGE_KEY)).toBeNull();
    }
  });

  it('a newer switch replaces the older one', () => {
    rememberSlowFull(300, T0);
    rememberSlowFull(500, T0 + 1000);
    expect(recallSlowFull(T0 + 2000)).toEqual({ medianMs: 500, at: T0 + 1000 });
  });
});
