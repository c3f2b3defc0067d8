// Session recorder (spec §4 'Session recording', §9 session constants): start, a data point every
// 60 s, a send every 30 s or as soon as 10 are buffered, pause skipping time, and an end that sends
// the final point, then the buffer, then the end call.
//
// Nothing is lost: every buffered point (and an end that has not gone through) is kept in storage
// until the server has it, so a reload, a crash or a server outage only delays it. The server keys
// points on (session, timestamp), so a retry never counts twice.
import { toBatches } from '../session/batch.ts';
import { buildDataPoint, prepareDataPoints, type DataPoint } from '../session/data-point.ts';
import { sessionStartPayload } from '../session/start-settings.ts';
import { ApiError } from '../api/errors.ts';
import type { EndSessionPayload, EndSessionResponse, StartSessionPayload } from '../api/types.ts';
import type { KeyValueStorage } from '../api/token-store.ts';

export const DATA_POINT_INTERVAL_MS = 60_000;
export const SEND_INTERVAL_MS = 30_000;
export const SEND_WHEN_BUFFERED = 10;
export const RECORDER_STORAGE_KEY = 'posture-coach.recorder';
/** A gap longer than this between two samples (tab frozen, laptop asleep) is not counted as tracked. */
export const MAX_SAMPLE_GAP_MS = 5_000;

export interface RecorderApi {
  start(payload: StartSessionPayload): Promise<{ session_id: string }>;
  sendPoints(id: string, points: DataPoint[], opts?: { keepalive?: boolean }): Promise<unknown>;
  end(id: string, payload: EndSessionPayload): Promise<EndSessionResponse>;
  /** Beacon (or keepalive fetch) end for page unload; true when it was handed to the browser. */
  endOnUnload(id: string, payload: EndSessionPayload): boolean;
}

export interface RecorderDeps {
  api: RecorderApi;
  storage: KeyValueStorage;
  now: () => number;
  timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval'>;
  log?: (msg: string, err?: unknown) => void;
}

export interface RecorderSettings {
  sensitivity: number;
  alertFrequency: number;
  audioEnabled: boolean;
}

/** What the monitoring screen knows when the session ends (spec §3 end payload). */
export interface SessionTotals {
  finalScore: number;
  numAlerts: number;
  totalSecondsBadPosture: number;
  totalEpisodes: number;
}

interface Pending {
  points: DataPoint[];
  end?: EndSessionPayload;
}
type Persisted = Record<string, Pending>;

interface Active {
  id: string;
  startedAt: number;
  paused: boolean;
  pausedMs: number;
  pausedAt: number | null;
  /** The interval being accumulated into the next data point. */
  interval: { start: number; startScore: number; goodMs: number; badMs: number };
  last: { at: number; score: number; bad: boolean } | null;
}

export function createSessionRecorder(deps: RecorderDeps) {
  const timers = deps.timers ?? globalThis;
  const log = deps.log ?? ((m, e) => console.warn(`[recorder] ${m}`, e ?? ''));
  let active: Active | null = null;
  let handles: ReturnType<typeof setInterval>[] = [];
  let flushing: Promise<void> | null = null;
  /** Server answers to end calls made by a flush, for end() to return. */
  const ended = new Map<string, EndSessionResponse>();

  function load(): Persisted {
    try {
      const raw = deps.storage.getItem(RECORDER_STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Persisted) : {};
    } catch (e) {
      log('stored buffer unreadable; starting empty', e);
      return {};
    }
  }
  function save(p: Persisted): void {
    try {
      if (Object.keys(p).length) deps.storage.setItem(RECORDER_STORAGE_KEY, JSON.stringify(p));
      else deps.storage.removeItem(RECORDER_STORAGE_KEY);
    } catch (e) {
      log('could not persist the buffer (kept in memory)', e);
    }
  }
  function update(id: string, fn: (p: Pending) => Pending | null): void {
    const all = load();
    const next = fn(all[id] ?? { points: [] });
    if (next) all[id] = next;
    else delete all[id];
    save(all);
  }

  /** Credits the time since the last sample to good or bad posture, as the last sample said. */
  function accrue(a: Active, now: number): void {
    if (a.last && !a.paused) {
      const dt = now - a.last.at;
      if (dt > 0 && dt <= MAX_SAMPLE_GAP_MS) {
        if (a.last.bad) a.interval.badMs += dt;
        else a.interval.goodMs += dt;
      }
    }
    if (a.last) a.last.at = now;
  }

  /** Closes the current interval into a data point (spec §5: validated and adjusted). */
  function cutPoint(a: Active, now: number): void {
    accrue(a, now);
    const { startScore, goodMs, badMs } = a.interval;
    const endScore = a.last?.score ?? startScore;
    a.interval = { start: now, startScore: endScore, goodMs: 0, badMs: 0 };
    if (goodMs + badMs <= 0) return; // nothing tracked (paused the whole interval)
    const point = buildDataPoint({
      at: now,
      startScore,
      endScore,
      goodSeconds: goodMs / 1000,
      badSeconds: badMs / 1000,
      durationSeconds: (goodMs + badMs) / 1000,
    });
    const [valid] = prepareDataPoints([point]);
    if (!valid) return log('skipped an invalid data point');
    update(a.id, (p) => ({ ...p, points: [...p.points, valid] }));
    if (load()[a.id]!.points.length >= SEND_WHEN_BUFFERED) void flush();
  }

  /** True when the server will never take this (ended or gone): keep retrying only what can land. */
  const isFinal = (e: unknown) => e instanceof ApiError && (e.status === 400 || e.status === 404);

  async function flushOnce(): Promise<void> {
    for (const [id, pending] of Object.entries(load())) {
      for (const batch of toBatches(pending.points)) {
        try {
          await deps.api.sendPoints(id, batch);
        } catch (e) {
          if (!isFinal(e)) return log('send failed; points kept for the next attempt', e);
          log(`server refused points for session ${id}; dropping them`, e);
        }
        const sent = new Set(batch.map((b) => b.timestamp));
        update(id, (p) => ({ ...p, points: p.points.filter((x) => !sent.has(x.timestamp)) }));
      }
      const after = load()[id];
      if (after?.end) {
        try {
          ended.set(id, await deps.api.end(id, after.end));
        } catch (e) {
          // Spec §4: during cleanup a 400 on end means the session has already ended.
          if (!isFinal(e)) return log('end failed; kept for the next attempt', e);
        }
        update(id, () => null);
      } else if (after && after.points.length === 0 && id !== active?.id) update(id, () => null);
    }
  }

  /** Sends everything buffered (all sessions, oldest first). Concurrent callers share one pass. */
  function flush(): Promise<void> {
    flushing ??= flushOnce().finally(() => (flushing = null));
    return flushing;
  }

  function stopTimers(): void {
    handles.forEach((h) => timers.clearInterval(h));
    handles = [];
  }

  function endPayload(a: Active, t: SessionTotals, now: number): EndSessionPayload {
    const pausedMs = a.pausedMs + (a.pausedAt !== null ? now - a.pausedAt : 0);
    return {
      end_time: new Date(now).toISOString(),
      final_score: Math.min(100, Math.max(0, t.finalScore)),
      num_alerts: t.numAlerts,
      total_seconds_bad_posture: Math.max(0, Math.round(t.totalSecondsBadPosture)),
      total_episodes: t.totalEpisodes,
      paused_seconds: Math.round(pausedMs / 1000),
    };
  }

  return {
    get state() {
      if (!active) return null;
      return {
        id: active.id,
        startTime: active.startedAt,
        buffered: load()[active.id]?.points.length ?? 0,
        paused: active.paused,
      };
    },

    /** Spec §4: only one active session; the start call carries the converted settings and the zone. */
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
          interval: { start: now, startScore: score, goodMs: 0, badMs: 0 },
          last: null,
        };
        update(session_id, (p) => p);
        handles = [
          timers.setInterval(() => active && cutPoint(active, deps.now()), DATA_POINT_INTERVAL_MS),
          timers.setInterval(() => void flush(), SEND_INTERVAL_MS),
        ];
        return session_id;
      } catch (e) {
        log('session start failed', e); // spec §8: only logged
        return null;
      }
    },

    /** One posture sample (a summary, <= 10/s): the score, and whether posture is poor right now. */
    observe(score: number, bad: boolean): void {
      if (!active || active.paused) return;
      const now = deps.now();
      accrue(active, now);
      active.last = { at: now, score, bad };
    },

    pause(): void {
      if (!active || active.paused) return;
      const now = deps.now();
      accrue(active, now);
      active.paused = true;
      active.pausedAt = now;
      active.last = null;
    },

    resume(): void {
      if (!active || !active.paused) return;
      active.pausedMs += deps.now() - (active.pausedAt ?? deps.now());
      active.pausedAt = null;
      active.paused = false;
    },

    /** Final point, then the buffer, then the end call (spec §4). Null when it has to be retried later. */
    async end(totals: SessionTotals): Promise<EndSessionResponse | null> {
      const a = active;
      if (!a) return null;
      const now = deps.now();
      stopTimers();
      cutPoint(a, now);
      const payload = endPayload(a, totals, now);
      update(a.id, (p) => ({ ...p, end: payload }));
      active = null;
      await flush();
      await flush(); // a pass already running when end() began may not have seen the end payload
      const res = ended.get(a.id) ?? null;
      ended.delete(a.id);
      return res;
    },

    /** Page unload or hide: keepalive points, then the beacon end. Storage keeps both for a retry. */
    endOnUnload(totals: SessionTotals): void {
      const a = active;
      if (!a) return;
      const now = deps.now();
      stopTimers();
      cutPoint(a, now);
      const payload = endPayload(a, totals, now);
      update(a.id, (p) => ({ ...p, end: payload }));
      active = null;
      for (const batch of toBatches(load()[a.id]?.points ?? []))
        void deps.api.sendPoints(a.id, batch, { keepalive: true }).catch(() => {});
      deps.api.endOnUnload(a.id, payload);
    },

    /** On start-up: sends what an earlier page left behind (points, and ends that did not land). */
    recover: flush,
    flush,
  };
}

export type SessionRecorder = ReturnType<typeof createSessionRecorder>;
