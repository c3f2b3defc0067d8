// Session recorder (docs/api.md#session-recording, docs/constants.md#session session constants): start, a data point every
// 60 s, a send every 30 s or as soon as 10 are buffered, pause skipping time, and an end that sends
// the final point, then the buffer, then the end call.
//
// The pieces: interval accounting is pure (core/recording/interval.ts); what the server has not
// confirmed waits in the outbox (outbox.ts, in storage, so a reload, a crash or a server
// outage only delays it); delivery.ts sends it. end() and endOnUnload() share one close
// step.
import {
  buildDataPoint,
  type CorrectionKind,
  prepareDataPoints,
} from '../../../core/recording/data-point.ts';
import {
  closeInterval,
  countCorrection,
  observeSample,
  openInterval,
  pauseInterval,
  skipUnobserved,
  type PostureSample,
} from '../../../core/recording/interval.ts';
import { endPayload, type SessionTotals } from '../../../core/recording/end-payload.ts';
import { sessionStartPayload } from '../../../core/recording/start-settings.ts';
import type { EndSessionPayload, EndSessionResponse } from '../../../core/api/types.ts';
import { createDelivery } from './delivery.ts';
import type { Active, RecorderDeps, RecorderSettings } from './recorder-types.ts';
import { createOutbox } from './outbox.ts';

export { RECORDER_STORAGE_KEY } from './outbox.ts';
export type { RecorderApi } from './recorder-api.ts';
export type { RecorderDeps, RecorderSettings } from './recorder-types.ts';
export type { SessionTotals } from '../../../core/recording/end-payload.ts';
export const DATA_POINT_INTERVAL_MS = 60_000;
export const SEND_INTERVAL_MS = 30_000;
export const SEND_WHEN_BUFFERED = 10;

export function createSessionRecorder(deps: RecorderDeps) {
  const timers = deps.timers ?? globalThis;
  const log = deps.log ?? ((m, e) => console.warn(`[recorder] ${m}`, e ?? ''));
  const outbox = createOutbox(deps.storage, log);
  let active: Active | null = null;
  let handles: ReturnType<typeof setInterval>[] = [];
  const delivery = createDelivery(outbox, deps.api, log, () => active?.id ?? null);
  const flush = delivery.flush;

  /** Closes the current interval into a data point (docs/validation.md#session-data: validated and adjusted). */
  function cutPoint(a: Active, now: number): void {
    const { stats, next } = closeInterval(a.interval, now);
    a.awayMs += a.interval.untrackedMs;
    a.interval = next;
    if (!stats) return; // nothing tracked (paused the whole interval)
    const [valid] = prepareDataPoints([buildDataPoint(stats)]);
    if (!valid) return log('skipped an invalid data point');
    outbox.update(a.id, (p) => ({ ...p, points: [...p.points, valid] }));
    if ((outbox.get(a.id)?.points.length ?? 0) >= SEND_WHEN_BUFFERED) void flush();
  }

  /**
   * The one close step of end() and endOnUnload(): stop the timers, cut the final point, put the
   * end call in the outbox beside the points. From here the session is no longer active and the
   * outbox delivers it (now, or on a later page).
   */
  function close(totals: SessionTotals): { id: string; payload: EndSessionPayload } | null {
    const a = active;
    if (!a) return null;
    const now = deps.now();
    handles.forEach((h) => timers.clearInterval(h));
    handles = [];
    cutPoint(a, now);
    const pausedMs = a.pausedMs + a.awayMs + (a.pausedAt !== null ? now - a.pausedAt : 0);
    const payload = endPayload(totals, now, pausedMs);
    outbox.update(a.id, (p) => ({ ...p, end: payload }));
    active = null;
    return { id: a.id, payload };
  }

  return {
    get state() {
      if (!active) return null;
      return {
        id: active.id,
        startTime: active.startedAt,
        buffered: outbox.get(active.id)?.points.length ?? 0,
        paused: active.paused,
      };
    },

    /** docs/api.md#session-recording: only one active session; the start call carries the converted settings and the zone. */
    async start(
      settings: RecorderSettings,
      timeZone: string,
      score: number,
    ): Promise<string | null> {
      if (active) return active.id;
      const now = deps.now();
      try {
        const { session_id } = await deps.api.start({
          ...sessionStartPayload(settings, now),
          time_zone: timeZone,
        });
        active = {
          id: session_id,
          startedAt: now,
          paused: false,
          pausedMs: 0,
          pausedAt: null,
          awayMs: 0,
          interval: openInterval(now, score),
        };
        outbox.update(session_id, (p) => p);
        handles = [
          timers.setInterval(() => active && cutPoint(active, deps.now()), DATA_POINT_INTERVAL_MS),
          timers.setInterval(() => void flush(), SEND_INTERVAL_MS),
        ];
        return session_id;
      } catch (e) {
        log('session start failed', e); // docs/api.md#errors: only logged
        return null;
      }
    },

    /**
     * One posture sample (a summary, <= 10/s): the score, and whether posture is poor right now.
     * `away`: nobody in front of the camera; that time is neither good nor bad posture. `gone`: the
     * engine says the person is away (docs/posture-rules.md#away-and-back): the absence is not
     * tracked time and recording waits for the person (core/recording/interval.ts).
     * `lookingDown` (docs/posture-rules.md#looking-down): neither good nor bad, counted as its own
     * kind; `away` and `gone` come first.
     */
    observe(score: number, bad: boolean, away = false, gone = false, lookingDown = false): void {
      if (!active || active.paused) return;
      const posture: PostureSample = gone
        ? 'gone'
        : away
          ? 'away'
          : lookingDown
            ? 'lookingDown'
            : bad
              ? 'bad'
              : 'good';
      observeSample(active.interval, deps.now(), score, posture);
    },

    /** A correction of the coach, in the current interval's data point (paused or not), or its Undo. */
    recordCorrection(kind: CorrectionKind, back = false): boolean {
      return active ? countCorrection(active.interval, kind, back) : false;
    },

    /**
     * docs/posture-rules.md#frozen-and-asleep: the page was frozen or the machine slept for the `gapMs` before
     * now. That span goes in no data point and counts as paused at the end, like time away.
     */
    unobserved(gapMs: number): void {
      if (!active || active.paused) return;
      skipUnobserved(active.interval, deps.now(), gapMs);
    },

    pause(): void {
      if (!active || active.paused) return;
      const now = deps.now();
      pauseInterval(active.interval, now);
      active.paused = true;
      active.pausedAt = now;
    },

    resume(): void {
      if (!active || !active.paused) return;
      active.pausedMs += deps.now() - (active.pausedAt ?? deps.now());
      active.pausedAt = null;
      active.paused = false;
    },

    /** Final point, then the buffer, then the end call (docs/api.md#session-recording). Null when it has to be retried later. */
    async end(totals: SessionTotals): Promise<EndSessionResponse | null> {
      const closed = close(totals);
      if (!closed) return null;
      await flush();
      await flush(); // a pass already running when end() began may not have seen the end payload
      return delivery.takeEnded(closed.id);
    },

    /**
     * Page unload: closes the active session like end(), then hands the outbox (this session's
     * points and end, and any end an earlier failed call left there) to keepalive fetches and the
     * beacon. Storage keeps all of it for a retry on the next page.
     */
    endOnUnload(totals?: SessionTotals): void {
      if (totals) close(totals);
      delivery.sendOnUnload();
    },

    /** On start-up: sends what an earlier page left behind (points, and ends that did not land). */
    recover: flush,
    flush,
  };
}

export type SessionRecorder = ReturnType<typeof createSessionRecorder>;
