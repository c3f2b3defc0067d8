// 'Snooze' (docs/posture-rules.md#alerts): 15 min, 30 min or 1 hour without the coach, from the
// page or the floating widget. A snooze pauses tracking (snoozed time is not tracked time, and the
// camera is released), is stored (it survives a reload) and ends by itself: the caller resumes
// tracking and says so.
import { proxy, useSnapshot } from 'valtio';
import { readJson, removeKey, writeJson } from '../browser/storage.ts';
import { formatDate, msg, t } from '../i18n/index.ts';

export const SNOOZE_STORAGE_KEY = 'posture-coach:snooze';
export const SNOOZE_CHOICES = [
  { label: msg('15 min'), ms: 15 * 60_000 },
  { label: msg('30 min'), ms: 30 * 60_000 },
  { label: msg('1 hour'), ms: 60 * 60_000 },
] as const;
/** Longest snooze accepted from storage (a bad or edited value never snoozes for days). */
const MAX_SNOOZE_MS = 60 * 60_000;

export const snoozeState = proxy({ until: null as number | null });

export function useSnooze() {
  return useSnapshot(snoozeState);
}

/** Reads a stored snooze; one that has ended or is malformed is dropped. */
export function loadSnooze(now: number = Date.now()): number | null {
  const v = readJson(SNOOZE_STORAGE_KEY) as { until?: unknown } | null;
  const until = v && typeof v.until === 'number' && Number.isFinite(v.until) ? v.until : null;
  if (until === null || until <= now || until - now > MAX_SNOOZE_MS) {
    if (v !== null) removeKey(SNOOZE_STORAGE_KEY);
    snoozeState.until = null;
    return null;
  }
  snoozeState.until = until;
  return until;
}

export function startSnooze(ms: number, now: number = Date.now()): number {
  const until = now + Math.min(MAX_SNOOZE_MS, Math.max(0, ms));
  snoozeState.until = until;
  writeJson(SNOOZE_STORAGE_KEY, { until });
  return until;
}

export function endSnooze(): void {
  snoozeState.until = null;
  removeKey(SNOOZE_STORAGE_KEY);
}

/**
 * Calls `onEnd` when the current (or any later) snooze runs out, once per snooze. Returns the
 * unsubscribe. The timer is re-armed whenever the snooze changes.
 */
export function watchSnooze(onEnd: () => void, now: () => number = Date.now): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let armedFor: number | null = null;
  const arm = () => {
    const until = snoozeState.until;
    if (until === armedFor) return;
    if (timer) clearTimeout(timer);
    timer = null;
    armedFor = until;
    if (until === null) return;
    timer = setTimeout(
      () => {
        timer = null;
        armedFor = null;
        if (snoozeState.until !== until) return;
        endSnooze();
        onEnd();
      },
      Math.max(0, until - now()),
    );
  };
  arm();
  const id = setInterval(arm, 1_000);
  return () => {
    clearInterval(id);
    if (timer) clearTimeout(timer);
  };
}

/** 'Snoozed until 02:05 PM' in the app's language. */
export function snoozeLabel(until: number): string {
  const time = formatDate(new Date(until), { hour: '2-digit', minute: '2-digit' });
  return t('Snoozed until {time}', { time });
}
