// The one storage adapter of the app (docs/architecture.md: browser APIs live behind src/browser adapters).
// localStorage when the browser allows it; a memory map when it is missing or blocked (private
// modes, disabled site data), so the app keeps working for this page and only warns. Reads and
// writes never throw: a full or blocked storage is a warning, never a lost screen.

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

function browserStorage(): KeyValueStorage {
  try {
    const ls = globalThis.localStorage;
    if (ls) return ls;
  } catch (e) {
    console.warn('[storage] localStorage is blocked; keeping data in memory for this page', e);
  }
  return memoryStorage();
}

let current: KeyValueStorage | null = null;

/** The storage in use: localStorage, or memory where it is unavailable. */
export function appStorage(): KeyValueStorage {
  return (current ??= browserStorage());
}

/** Tests hand in their own storage (null: back to the browser's). */
export function setAppStorage(s: KeyValueStorage | null): void {
  current = s;
}

function warn(what: string, key: string, e: unknown): void {
  console.warn(`[storage] could not ${what} '${key}'`, e);
}

/** Text and JSON access to one backing storage; never throws. */
export interface ScopedStorage {
  readText(key: string): string | null;
  /** Returns false when the write failed (full, blocked or missing storage); the caller keeps its value. */
  writeText(key: string, value: string): boolean;
  removeKey(key: string): void;
  /** Parses a stored JSON value; malformed data reads as null (and is reported), never throws. */
  readJson(key: string): unknown;
  writeJson(key: string, value: unknown): boolean;
}

/** `backend` returning null means the storage does not exist here: reads are null, writes fail. */
function scoped(backend: () => KeyValueStorage | null): ScopedStorage {
  const unavailable = new Error('storage unavailable');
  const readText = (key: string): string | null => {
    try {
      return backend()?.getItem(key) ?? null;
    } catch (e) {
      warn('read', key, e);
      return null;
    }
  };
  const writeText = (key: string, value: string): boolean => {
    try {
      const s = backend();
      if (!s) throw unavailable;
      s.setItem(key, value);
      return true;
    } catch (e) {
      warn('write', key, e);
      return false;
    }
  };
  const removeKey = (key: string): void => {
    try {
      backend()?.removeItem(key);
    } catch (e) {
      warn('remove', key, e);
    }
  };
  const readJson = (key: string): unknown => {
    const raw = readText(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as unknown;
    } catch (e) {
      warn('parse', key, e);
      return null;
    }
  };
  const writeJson = (key: string, value: unknown): boolean => writeText(key, JSON.stringify(value));
  return { readText, writeText, removeKey, readJson, writeJson };
}

/** The app's persistent storage (localStorage, or memory where it is unavailable). */
export const { readText, writeText, removeKey, readJson, writeJson } = scoped(appStorage);

let tab: KeyValueStorage | null | undefined;

function browserTabStorage(): KeyValueStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * sessionStorage: this tab only, gone when the tab closes, kept across a reload. There is no memory
 * fallback on purpose: a value that must survive a reload (a reload-once guard) cannot live in memory,
 * so where sessionStorage is missing or blocked reads give null and writes report false.
 */
export const tabStorage: ScopedStorage = scoped(() =>
  tab === undefined ? (tab = browserTabStorage()) : tab,
);

/** Tests hand in their own tab storage (undefined: back to the browser's, null: none). */
export function setTabStorage(s: KeyValueStorage | null | undefined): void {
  tab = s;
}

/**
 * Calls `fn` when another tab of this origin changes `key` (the `storage` event never fires in the
 * tab that wrote). Returns the unsubscribe.
 */
export function onOtherTabChange(key: string, fn: (value: string | null) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const h = (e: StorageEvent) => {
    if (e.key === key || e.key === null) fn(e.key === null ? null : e.newValue);
  };
  window.addEventListener('storage', h);
  return () => window.removeEventListener('storage', h);
}

/** Resolves when another tab changes `key`, or after `ms` (whichever comes first). */
export function nextOtherTabChange(key: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      off();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const off = onOtherTabChange(key, done);
  });
}
