// The backend probe's choice (docs/architecture.md#pose-model), remembered on this device. On a
// real GPU the probe warms every backend on each page load (H100: WebGL's warm-up alone 2-2.8 s,
// model ready 4.9-7 s; bench/results/gpu.json); with the choice remembered, the next load warms
// only the winner. The choice is kept for one device as the worker sees it (renderers, browser
// version, model type), for a week at most, and forgotten when the remembered backend fails to
// start. Stored in the worker's IndexedDB (a worker has no localStorage); it never leaves the
// device.
import { REMEMBER_MS, type BackendName } from '../../core/protocol/pose.ts';
import type { Renderers } from './software-gl.ts';

export interface Remembered {
  device: string;
  backend: BackendName;
  /** Epoch ms of the probe that chose it. */
  at: number;
}

export function deviceKey(renderers: Renderers, tag: string, agent: string): string {
  return JSON.stringify([renderers.webgl, renderers.webgpu, agent, tag]);
}

/** The remembered backend when it is for this device, recent and still a candidate. */
export function recalled(
  record: Remembered | null,
  device: string,
  candidates: readonly BackendName[],
  now: number,
): BackendName | null {
  if (!record || record.device !== device || !candidates.includes(record.backend)) return null;
  return now - record.at >= 0 && now - record.at < REMEMBER_MS ? record.backend : null;
}

export const SKIPPED_REMEMBERED = (backend: BackendName, at: number) =>
  `skipped: ${backend} was the fastest here on ${new Date(at).toISOString().slice(0, 10)}`;

const DB = 'posture-pose';
const STORE = 'probe';
const KEY = 'choice';

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((ok, fail) => {
    r.onsuccess = () => ok(r.result);
    r.onerror = () => fail(r.error);
  });
}

async function store(mode: IDBTransactionMode): Promise<IDBObjectStore> {
  const open = indexedDB.open(DB, 1);
  open.onupgradeneeded = () => open.result.createObjectStore(STORE);
  const db = await request(open);
  const tx = db.transaction(STORE, mode);
  db.close(); // closes once the transaction is done
  return tx.objectStore(STORE);
}

/** The stored choice; null where there is none or no IndexedDB (a private window may refuse it). */
export async function recall(): Promise<Remembered | null> {
  try {
    const value = (await request((await store('readonly')).get(KEY))) as Remembered | undefined;
    return value ?? null;
  } catch {
    return null;
  }
}

/** Stores `record`, or forgets the choice with null. Never throws: the probe works without it. */
export async function remember(record: Remembered | null): Promise<void> {
  try {
    const s = await store('readwrite');
    if (record) await request(s.put(record, KEY));
    else await request(s.delete(KEY));
  } catch {
    /* nothing remembered: the next load probes again */
  }
}
