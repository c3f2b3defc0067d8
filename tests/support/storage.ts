// Test-only: a storage that can be switched to fail like a full or blocked browser storage does.
import { memoryStorage, type KeyValueStorage } from '../../src/browser/storage.ts';

export interface SwitchableStorage extends KeyValueStorage {
  failWrites: boolean;
  failReads: boolean;
}

/** memoryStorage() with switches: writes throw QuotaExceededError, reads throw SecurityError. */
export function switchableStorage(): SwitchableStorage {
  const inner = memoryStorage();
  const s: SwitchableStorage = {
    failWrites: false,
    failReads: false,
    getItem(key) {
      if (s.failReads) throw new Error('SecurityError: storage is blocked');
      return inner.getItem(key);
    },
    setItem(key, value) {
      if (s.failWrites) throw new Error('QuotaExceededError');
      inner.setItem(key, value);
    },
    removeItem: (key) => inner.removeItem(key),
  };
  return s;
}
