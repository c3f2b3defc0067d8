// The monitoring screen's link to the session recorder (src/state/recording/recorder.ts, docs/api.md#session-recording
// 'Session recording'): signed-in users' sessions are started, sampled, paused, resumed and ended
// with the account server. Anonymous users are never recorded (docs/product.md#roles); the screen still works.
import { proxy, useSnapshot } from 'valtio';
import { appStorage } from '../../browser/storage.ts';
import { logLocal } from '../local-log.ts';
import { createSessionRecorder, type SessionRecorder, type SessionTotals } from './recorder.ts';
import { recorderApi } from './recorder-api.ts';
import type { CorrectionKind } from '../../../core/recording/data-point.ts';
import type { MonitorSettings } from '../settings.ts';

/** What the session indicator reads (docs/product.md#monitoring-screen: 'Inactive' / 'Active' for signed-in users). */
export const recording = proxy({ active: false });
export const useRecording = () => useSnapshot(recording);

let recorder: SessionRecorder | null = null;
function rec(): SessionRecorder {
  recorder ??= createSessionRecorder({
    api: recorderApi,
    storage: appStorage(),
    now: Date.now,
    log: (msg, err) => logLocal('warn', `recorder: ${msg}`, err),
  });
  return recorder;
}
const sync = () => {
  recording.active = rec().state !== null;
};

/** Signed in: deliver what an earlier page (or a failed call) left behind. */
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

/**
 * One summary's sample; `away`: nobody in front of the camera (neither good nor bad posture);
 * `gone`: the engine's 'Away' (docs/posture-rules.md#away-and-back): recording pauses;
 * `lookingDown` (docs/posture-rules.md#looking-down): neither good nor bad, recorded as its own kind.
 */
export function observeRecording(
  score: number,
  bad: boolean,
  away = false,
  gone = false,
  lookingDown = false,
): void {
  recorder?.observe(score, bad, away, gone, lookingDown);
}

/** The page was frozen or asleep for the `gapMs` before now: no data point covers it. */
export function skipRecording(gapMs: number): void {
  recorder?.unobserved(gapMs);
}

/**
 * The person corrected the coach: 'false_alarm' ("That wasn't a slouch") or 'missed_slouch' ("I'm
 * slouching now"). Counted in the session's current data point; nothing when no session is recorded.
 */
export function recordCorrection(kind: CorrectionKind): void {
  recorder?.recordCorrection(kind);
}

/** The correction's Undo: it no longer counts (unless its data point was already sent). */
export function takeBackCorrection(kind: CorrectionKind): void {
  recorder?.recordCorrection(kind, true);
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

/** A hook the monitoring screen fills while it is mounted; the fill returns its removal. */
function screenHook<T>() {
  let current: T | null = null;
  return {
    get: () => current,
    provide(fn: T): () => void {
      current = fn;
      return () => {
        if (current === fn) current = null;
      };
    },
  };
}

const totalsHook = screenHook<() => SessionTotals>();
const restartHook = screenHook<() => void>();

/** The monitoring screen says where the end payload's totals come from while it is mounted. */
export const provideSessionTotals = totalsHook.provide;

/** The monitoring screen says how it records again after an unload that did not happen. */
export const provideRecordingRestart = restartHook.provide;

/**
 * Page unload: ends the active session with the screen's totals and hands everything the outbox
 * holds (this session, and ends an earlier failed call left) to keepalive fetches and the beacon.
 */
export function endRecordingOnUnload(): void {
  const r = rec();
  const totals = totalsHook.get();
  r.endOnUnload(r.state && totals ? totals() : undefined);
  sync();
}

/** The unload began (its beacon ended the session) but the page stayed: record on, as a new session. */
export function recordAgainAfterKeptPage(): void {
  restartHook.get()?.();
}
