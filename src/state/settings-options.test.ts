// Each setting's stored value, range and fallback (src/state/settings.ts); the store itself (the
// defaults, persistence, clamping, storage failures, subscribers) is in settings.test.ts.
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
  test('looking-down reminder: Off, 1, 2 or 5 min (2 by default), to the engine in ms', () => {
    updateSettings({ lookDownAlertMin: 5 });
    reloadSettings();
    expect(getSettings().lookDownAlertMin).toBe(5);
    expect(engineSettingsPatch(getSettings()).lookDownAlertMs).toBe(300_000);
    expect(engineSettingsPatch({ ...SETTINGS_DEFAULTS, lookDownAlertMin: 0 }).lookDownAlertMs).toBe(
      0,
    );
    expect(sanitizeSettings({ lookDownAlertMin: 3 }).lookDownAlertMin).toBe(2);
    expect(sanitizeSettings({ lookDownAlertMin: '1' }).lookDownAlertMin).toBe(2);
  });

  test('alert settings: alert delay 0..30 whole seconds, a known style, a boolean lock pause', () => {
    updateSettings({ alertDelay: 0, alertStyle: 'quiet', pauseOnScreenLock: true });
    reloadSettings();
    expect(getSettings()).toMatchObject({
      alertDelay: 0,
      alertStyle: 'quiet',
      pauseOnScreenLock: true,
    });
    expect(clampSetting('alertDelay', 45_000)).toBe(30_000);
    expect(clampSetting('alertDelay', 2_600)).toBe(3_000);
    expect(clampSetting('alertDelay', -1)).toBe(0);
    expect(sanitizeSettings({ alertStyle: 'loud', pauseOnScreenLock: 'yes' })).toMatchObject({
      alertStyle: 'toast-sound',
      pauseOnScreenLock: false,
    });
  });

  test('break settings: a break reminder of Off/30/45/50/60 min and a low-power mode, persisted', () => {
    updateSettings({ breakReminderMin: 30, lowPower: 'off' });
    reloadSettings();
    expect(getSettings()).toMatchObject({ breakReminderMin: 30, lowPower: 'off' });
    updateSettings({ breakReminderMin: 0 });
    reloadSettings();
    expect(getSettings().breakReminderMin).toBe(0);
    expect(sanitizeSettings({ breakReminderMin: 40, lowPower: 'sometimes' })).toMatchObject({
      breakReminderMin: 50,
      lowPower: 'auto',
    });
    expect(sanitizeSettings({ breakReminderMin: '30' }).breakReminderMin).toBe(50);
    expect(sanitizeSettings({ lowPowerOnBattery: 'no' }).lowPowerOnBattery).toBe(true);
    expect(sanitizeSettings({ lowPowerOnBattery: false }).lowPowerOnBattery).toBe(false);
    expect(engineSettingsPatch({ ...SETTINGS_DEFAULTS, lowPower: 'off' }).lowPower).toBe('off');
  });

  test('theme: System, Light or Dark, System by default, persisted', () => {
    for (const theme of ['system', 'light', 'dark'] as const)
      expect(sanitizeSettings({ theme }).theme).toBe(theme);
    expect(sanitizeSettings({ theme: 'sepia' }).theme).toBe('system');
    expect(sanitizeSettings({ theme: 1 }).theme).toBe('system');
    updateSettings({ theme: 'light' });
    expect(JSON.parse(store.getItem(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({
      theme: 'light',
    });
    reloadSettings();
    expect(getSettings().theme).toBe('light');
  });
});
