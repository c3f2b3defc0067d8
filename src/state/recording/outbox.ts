// The session recorder's outbox: every data point (and an end call) that the server has not
// confirmed yet, per session, kept in storage so a reload, a crash or a server outage only delays
// it. The storage is the app's adapter (src/browser/storage.ts) or one a test hands in; a storage
// that fails is a warning and the data stays in memory for this page.
import type { EndSessionPayload } from '../../../core/api/types.ts';
import { appStorage, type KeyValueStorage } from '../../browser/storage.ts';
import type { DataPoint } from '../../../core/recording/data-point.ts';

export const RECORDER_STORAGE_KEY = 'posture-coach.recorder';

export interface Pending {
  points: DataPoint[];
  end?: EndSessionPayload;
}
type Persisted = Record<string, Pending>;

export interface Outbox {
  /** Every session with something to deliver, oldest first (insertion order). */
  all(): Persisted;
  get(id: string): Pending | undefined;
  /** Replaces a session's entry with `fn`'s answer; null removes it. */
  update(id: string, fn: (p: Pending) => Pending | null): void;
}

export function createOutbox(
  storage: KeyValueStorage = appStorage(),
  log: (msg: string, err?: unknown) => void = () => {},
): Outbox {
  /** What storage could not take (full or blocked) lives on here for this page. */
  let memory: Persisted | null = null;

  function load(): Persisted {
    if (memory) return structuredClone(memory);
    try {
      const raw = storage.getItem(RECORDER_STORAGE_KEY);
      return raw ? (JSON.parse(raw) as Persisted) : {};
    } catch (e) {
      log('stored buffer unreadable; starting empty', e);
      return {};
    }
  }
  function save(p: Persisted): void {
    try {
      if (Object.keys(p).length) storage.setItem(RECORDER_STORAGE_KEY, JSON.stringify(p));
      else storage.removeItem(RECORDER_STORAGE_KEY);
      memory = null;
    } catch (e) {
      log('could not persist the buffer (kept in memory)', e);
      memory = structuredClone(p);
    }
  }
  return {
    all: load,
    get: (id) => load()[id],
    update(id, fn) {
      const all = load();
      const next = fn(all[id] ?? { points: [] });
      if (next) all[id] = next;
      else delete all[id];
      save(all);
    },
  };
}
