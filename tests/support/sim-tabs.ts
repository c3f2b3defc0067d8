import { vi } from 'vitest';
import type { LockManagerLike } from '../../src/browser/locks.ts';
import type { KeyValueStorage } from '../../src/browser/storage.ts';

/**
 * Simulated tabs of one origin for unit tests (docs/decisions.md#tabs): each call loads its own copy
 * of the module graph (vi.resetModules) and points it at one shared storage and lock manager, as
 * tabs of one browser share localStorage and `navigator.locks`. Node has no `window`: tests stub one
 * (a bare EventTarget) and deliver the `storage` event the browser sends to the other tabs.
 */
export async function openTab<T>(
  load: () => Promise<T>,
  storage: KeyValueStorage,
  locks: LockManagerLike | null = null,
): Promise<T> {
  vi.resetModules();
  const mod = await load();
  (await import('../../src/browser/storage.ts')).setAppStorage(storage);
  (await import('../../src/browser/locks.ts')).setLockManager(locks);
  return mod;
}

/** What the browser does in every other tab after a write to `key`. */
export function deliverStorageEvent(key: string, newValue: string | null): void {
  window.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
}
