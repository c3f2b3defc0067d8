// The monitoring settings the user can change (docs/product.md#settings-panel; defaults in
// docs/constants.md#detection-defaults). One valtio store, persisted locally (failures are warnings, docs/api.md#errors), and
// observable so the pipeline can push every change live to the pose worker.
import { proxy, snapshot, subscribe, useSnapshot } from 'valtio';
import { readJson, writeJson } from '../browser/storage.ts';
import { logLocal } from './local-log.ts';
import { sanitizeSettings, type MonitorSettings } from './settings-values.ts';

export * from './settings-values.ts';

export const SETTINGS_STORAGE_KEY = 'posture-coach:settings';

/** The stored settings; missing or malformed data (reported by the adapter) reads as the defaults. */
export function loadSettings(): MonitorSettings {
  return sanitizeSettings(readJson(SETTINGS_STORAGE_KEY));
}

function persist(s: MonitorSettings): void {
  if (!writeJson(SETTINGS_STORAGE_KEY, s)) logLocal('warn', 'could not store the settings');
}

export const settingsState = proxy<MonitorSettings>(loadSettings());

export function useSettings(): MonitorSettings {
  return useSnapshot(settingsState) as MonitorSettings;
}

export function getSettings(): MonitorSettings {
  return snapshot(settingsState) as MonitorSettings;
}

/** Applies a patch (clamped) and persists it. */
export function updateSettings(patch: Partial<MonitorSettings>): void {
  const next = sanitizeSettings({ ...getSettings(), ...patch });
  Object.assign(settingsState, next);
  persist(next);
}

/** Re-reads storage (another tab, or a test). */
export function reloadSettings(): void {
  Object.assign(settingsState, loadSettings());
}

/** The engine's settings patch (PostureSettings keys of core/posture/engine.ts). */
export function engineSettingsPatch(s: MonitorSettings) {
  return {
    sensitivity: s.sensitivity,
    alertFrequency: s.alertFrequency,
    alertDelayMs: s.alertDelay,
    audioEnabled: s.audioEnabled,
    forwardHeadCVAThresholdDeg: s.forwardHeadCVAThresholdDeg,
    translationThreshold: s.translationThreshold,
    smoothingAlpha: s.smoothingAlpha,
    lowPower: s.lowPower,
    lookDownAlertMs: s.lookDownAlertMin * 60_000,
  };
}

/**
 * Calls `listener` with the new settings after every change (valtio batches a burst of slider
 * moves into one call). The pipeline uses it to push changes live to the worker. Returns the
 * unsubscribe function.
 */
export function subscribeSettings(listener: (s: MonitorSettings) => void): () => void {
  return subscribe(settingsState, () => listener(getSettings()));
}
