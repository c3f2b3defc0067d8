// The monitoring screen's link to the session recorder (src/state/session-recorder.ts, spec §4
// 'Session recording'): signed-in users' sessions are started, sampled, paused, resumed and ended
// with the account server. Anonymous users are never recorded (spec §6); the screen still works.
import { proxy, useSnapshot } from 'valtio';
import type { KeyValueStorage } from '../../api/token-store.ts';
import { logLocal } from '../../state/local-log.ts';
import {
  createSessionRecorder,
  type SessionRecorder,
  type SessionTotals,
} from '../../state/session-recorder.ts';
import { recorderApi } from '../../state/session-recorder-api.ts';
import type { MonitorSettings } from '../../state/settings.ts';

/** What the session indicator reads (spec §2: 'Inactive' / 'Active' for signed-in users). */
export const recording = proxy({ active: false });
export const useRecording = () => useSnapshot(recording);

function storage(): KeyValueStorage {
  try {
    if (globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // Blocked storage: the recorder keeps its buffer in memory (spec §8: warnings only).
  }
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

let recorder: SessionRecorder | null = null;
function rec(): SessionRecorder {
  recorder ??= createSessionRecorder({
    api: recorderApi,
    storage: storage(),
    now: Date.now,
    log: (msg, err) => logLocal('warn', `recorder: ${msg}`, err),
  });
  return recorder;
}
const sync = () => {
  recording.active = rec().state !== null;
};

/** On mount: deliver what an earlier page left behind. */
export function recoverRecordings(): void {
  void rec()
    .recover()
    .catch((e: unknown) => logLocal('warn', 'recorder: recovery failed', e));
}

export async function startRecording(settings: MonitorSettings, score: number): Promise<void> {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  await rec().start(
    {
      sensitivity: settings.sensitivity,
      alertFrequency: settings.alertFrequency,
      audioEnabled: settings.audioEnabled,
    },
    zone,
    score,
  );
  sync();
}

export function observeRecording(score: number, bad: boolean): void {
  recorder?.observe(score, bad);
}

export function pauseRecording(): void {
  recorder?.pause();
}

export function resumeRecording(): void {
  recorder?.resume();
}

export async function endRecording(totals: SessionTotals): Promise<void> {
  if (!recorder?.state) return;
  const p = recorder.end(totals);
  sync();
  await p;
}

export function endRecordingOnUnload(totals: SessionTotals): void {
  if (!recorder?.state) return;
  recorder.endOnUnload(totals);
  sync();
}
