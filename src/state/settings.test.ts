import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { switchableStorage, type SwitchableStorage } from '../../tests/support/storage.ts';
import { setAppStorage } from '../browser/storage.ts';
import {
  clampSetting,
  engineSettingsPatch,
  getSettings,
  reloadSettings,
  sanitizeSettings,
  SETTINGS_DEFAULTS,
  SETTINGS_STORAGE_KEY,
  subscribeSettings,
  updateSettings,
} from './settings.ts';

let store: SwitchableStorage;
beforeEach(() => {
  store = switchableStorage();
  setAppStorage(store);
  reloadSettings();
});
afterEach(() => {
  setAppStorage(null);
  vi.restoreAllMocks();
});

describe('settings store (memory storage through the adapter: node has no localStorage)', () => {
  test('defaults are docs/constants.md#detection-defaults, plus an alert delay of 5 s, toast and sound, no lock pause', () => {
    expect(getSettings()).toEqual({
      sensitivity: 5,
      alertFrequency: 15_000,
      alertDelay: 5_000,
      alertStyle: 'toast-sound',
      pauseOnScreenLock: false,
      forwardHeadCVAThresholdDeg: 45,
      translationThreshold: 0.15,
      smoothingAlpha: 0.3,
      audioEnabled: true,
      notificationsEnabled: true,
      model: 'auto',
      breakReminderMin: 50,
      lowPower: 'auto',
      lowPowerOnBattery: true,
      lookDownAlertMin: 2,
      theme: 'system',
      language: 'system',
    });
  });

  test('changes persist and survive a reload', () => {
    updateSettings({ sensitivity: 8, alertFrequency: 30_000, model: 'lite', audioEnabled: false });
    expect(JSON.parse(store.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      sensitivity: 8,
      alertFrequency: 30_000,
      model: 'lite',
    });
    updateSettings({ sensitivity: 3 });
    reloadSettings();
    expect(getSettings()).toMatchObject({
      sensitivity: 3,
      alertFrequency: 30_000,
      model: 'lite',
      audioEnabled: false,
    });
  });

  test('values are clamped to the slider ranges; alert frequency in whole seconds', () => {
    updateSettings({
      sensitivity: 42,
      alertFrequency: 1_234,
      forwardHeadCVAThresholdDeg: 10,
      translationThreshold: 0.9,
      smoothingAlpha: 0.333,
    });
    expect(getSettings()).toMatchObject({
      sensitivity: 10,
      alertFrequency: 5_000,
      forwardHeadCVAThresholdDeg: 40,
      translationThreshold: 0.3,
      smoothingAlpha: 0.33,
    });
    expect(clampSetting('alertFrequency', 15_499)).toBe(15_000);
    expect(clampSetting('alertFrequency', 15_500)).toBe(16_000);
    expect(clampSetting('translationThreshold', 0.15000000000000002)).toBe(0.15);
  });

  test('corrupt or foreign stored data falls back per field', () => {
    expect(
      sanitizeSettings({
        sensitivity: 'x',
        model: 'heavy',
        audioEnabled: 'yes',
        smoothingAlpha: 0.2,
        extra: 1,
      }),
    ).toEqual({ ...SETTINGS_DEFAULTS, smoothingAlpha: 0.2 });
    // The three model choices a stored setting may hold (older pages stored full or lite).
    for (const model of ['auto', 'full', 'lite'] as const)
      expect(sanitizeSettings({ model }).model).toBe(model);
    store.setItem(SETTINGS_STORAGE_KEY, '{not json');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reloadSettings();
    expect(getSettings()).toEqual(SETTINGS_DEFAULTS);
    expect(warn).toHaveBeenCalled();
  });

  test('storage failures are warnings only; the change still applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store.failWrites = true;
    expect(() => updateSettings({ sensitivity: 7 })).not.toThrow();
    expect(getSettings().sensitivity).toBe(7);
    expect(warn).toHaveBeenCalledWith(
      "[storage] could not write 'posture-coach:settings'",
      expect.any(Error),
    );
    expect(warn).toHaveBeenCalledWith('[monitor] could not store the settings');
  });

  test('subscribers get every change (the pipeline pushes them to the worker)', async () => {
    const seen: number[] = [];
    const off = subscribeSettings((s) => seen.push(s.sensitivity));
    updateSettings({ sensitivity: 2 });
    await Promise.resolve();
    updateSettings({ sensitivity: 9 });
    await Promise.resolve();
    off();
    updateSettings({ sensitivity: 4 });
    await Promise.resolve();
    expect(seen).toEqual([2, 9]);
  });

  test('the engine patch carries the engine keys only', () => {
    expect(engineSettingsPatch({ ...SETTINGS_DEFAULTS, sensitivity: 6 })).toEqual({
      sensitivity: 6,
      alertFrequency: 15_000,
      alertDelayMs: 5_000,
      audioEnabled: true,
      forwardHeadCVAThresholdDeg: 45,
      translationThreshold: 0.15,
      smoothingAlpha: 0.3,
      lowPower: 'auto',
      lookDownAlertMs: 120_000,
    });
  });
});
