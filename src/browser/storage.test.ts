import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  appStorage,
  memoryStorage,
  readJson,
  readText,
  removeKey,
  setAppStorage,
  setTabStorage,
  tabStorage,
  writeJson,
  writeText,
  type KeyValueStorage,
} from './storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setAppStorage(null);
  setTabStorage(undefined);
});

const failing = (): KeyValueStorage => ({
  getItem: () => {
    throw new Error('SecurityError: blocked');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError: blocked');
  },
});

describe('storage adapter', () => {
  test('round-trips text and JSON through the storage in use', () => {
    setAppStorage(memoryStorage());
    expect(writeText('a', 'x')).toBe(true);
    expect(readText('a')).toBe('x');
    expect(writeJson('b', { n: 1 })).toBe(true);
    expect(readJson('b')).toEqual({ n: 1 });
    removeKey('a');
    expect(readText('a')).toBeNull();
  });

  test('malformed JSON reads as null with a warning, never a throw', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAppStorage(memoryStorage());
    writeText('bad', '{not json');
    expect(readJson('bad')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  test('a blocked or full storage is a warning: reads give null, writes report false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setAppStorage(failing());
    expect(readText('k')).toBeNull();
    expect(writeText('k', 'v')).toBe(false);
    expect(() => removeKey('k')).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  test('without a browser localStorage the adapter falls back to memory', () => {
    // Node 26 has Web Storage of its own: take it away, as a browser with storage blocked would.
    vi.stubGlobal('localStorage', undefined);
    setAppStorage(null);
    expect(globalThis.localStorage).toBeUndefined();
    appStorage().setItem('m', '1');
    expect(appStorage().getItem('m')).toBe('1');
  });

  test('tab storage has no memory fallback: without sessionStorage writes report false', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('sessionStorage', undefined);
    setTabStorage(undefined);
    expect(globalThis.sessionStorage).toBeUndefined();
    expect(tabStorage.writeText('guard', '1')).toBe(false);
    expect(tabStorage.readText('guard')).toBeNull();
    expect(() => tabStorage.removeKey('guard')).not.toThrow();
    warn.mockRestore();
  });

  test('tab storage is separate from the app storage', () => {
    setAppStorage(memoryStorage());
    setTabStorage(memoryStorage());
    expect(tabStorage.writeJson('k', [1])).toBe(true);
    expect(tabStorage.readJson('k')).toEqual([1]);
    expect(readText('k')).toBeNull();
    tabStorage.removeKey('k');
    expect(tabStorage.readText('k')).toBeNull();
  });
});
